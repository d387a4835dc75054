/**
 * The owner's form for a service page's texts (decision 0031): what it shows
 * (the repository's texts with the current edits), what a posted form means
 * as an edit (only a list that differs from the repository's is kept), and
 * the build's verdict on it (app/content/overlays.server.ts) as a Bulgarian
 * message on each refused field.
 */
import { adminEditing, adminServices } from "~/content/admin";
import type { ContentOverlays, ServiceTextEdit, ServicesOverlay } from "~/content/overlay";
import { withServicesOverlay } from "~/content/service-overlay";
import { editIssues } from "~/content/overlays.server";
import { serviceDetailsDefaults } from "~/content/service-details";
import { services } from "~/content/services";
import type { ServiceSlug } from "~/content/types";
import { cleanContentLine, withoutInvisible } from "~/content/text";
import { typeset } from "~/content/typography";
import { builtPhotos } from "~/lib/images";
import type { FormErrors, FormValues } from "./form-values";

const FIELDS = ["intro", "included"] as const;
type TextField = (typeof FIELDS)[number];

/** Paragraphs are separated by a blank line; the items of a list by a line break. */
const join = (field: TextField, list: readonly string[]) => list.join(field === "intro" ? "\n\n" : "\n");
/** The list typed: each part cleaned as the schema's `textField` cleans it (a line of invisible characters is a blank one). */
const split = (field: TextField, typed: string) =>
  withoutInvisible(typed)
    .replace(/\r\n?/g, "\n")
    .split(field === "intro" ? /\n\s*\n/ : "\n")
    .map(cleanContentLine)
    .filter(Boolean);

const same = (a: unknown, b: unknown) => JSON.stringify(typeset(a)) === JSON.stringify(typeset(b));

/** Each service with its title and its texts as the form shows them. */
export function serviceTextSections(edits: ContentOverlays) {
  return withServicesOverlay(serviceDetailsDefaults, edits.services).map((details) => ({
    slug: details.slug,
    title: services.find((service) => service.slug === details.slug)?.title ?? details.slug,
    values: Object.fromEntries(FIELDS.map((field) => [field, join(field, details[field])])) as FormValues,
  }));
}

/** The edit a service's form makes, over the current edits of the other services. */
export function readServiceForm(form: FormData, slug: ServiceSlug, edits: ContentOverlays) {
  const defaults = serviceDetailsDefaults.find((details) => details.slug === slug)!;
  const values: FormValues = {};
  const edit: ServiceTextEdit = {};
  for (const field of FIELDS) {
    // The list comes an item per field (app/admin/list-field.tsx); an item may hold line breaks of its own.
    const typed = form.getAll(field).map(String).join("\n");
    values[field] = typed;
    const list = split(field, typed);
    if (!same(list, defaults[field])) edit[field] = list;
  }
  const items = { ...(edits.services?.items ?? {}) };
  if (Object.keys(edit).length > 0) items[slug] = edit;
  else delete items[slug];
  const servicesOverlay: ServicesOverlay | undefined = Object.keys(items).length > 0 ? { items } : undefined;
  return { values, change: { services: servicesOverlay } satisfies ContentOverlays };
}

/**
 * The build's verdict on the service texts with `change`: a message per refused field of the service
 * `slug`. `photoFolders`: where the owner's uploaded photos are, which the current gallery may name.
 */
export function serviceErrors(
  edits: ContentOverlays,
  change: ContentOverlays,
  slug: ServiceSlug,
  photoFolders: readonly string[],
): FormErrors {
  const issues = editIssues(edits, change, photoFolders, builtPhotos());
  const result: FormErrors = {};
  for (const issue of issues) {
    // Shape: "items.<slug>.<field>…"; the content's checks: the service's entry and field.
    const path = issue.field.split(".");
    const [service, field] = path[0] === "items" ? [path[1], path[2]] : [issue.entry, path[0]];
    const own = service === slug && (FIELDS as readonly string[]).includes(field ?? "");
    result[own ? field! : ""] = own ? adminServices.errors[field as TextField] : adminEditing.invalid;
  }
  return result;
}
