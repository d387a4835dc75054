/**
 * The owner's forms for the content (decision 0029): the values they show
 * (the repository's defaults with the current edits), what a posted form
 * means as an edit (only what differs from the defaults is kept, so a later
 * change of a default in the repository shows through where the owner has not
 * edited), and the content schemas' verdict on it, as a Bulgarian message on
 * each field they refuse. The schemas are those the build uses
 * (app/content/overlays.server.ts): what passes here builds. Each text is
 * cleaned as its schema's `textField` cleans it, so what is saved is what
 * the site shows.
 */
import { adminEditing, adminPrices, adminTrust } from "~/content/admin";
import type { Company } from "~/content/company.schema";
import { companyDefaults } from "~/content/company";
import {
  withCompanyOverlay,
  withListsOverlay,
  type CompanyOverlay,
  type ContentOverlays,
  type PriceEdit,
  type PricesOverlay,
} from "~/content/overlay";
import { editIssues } from "~/content/overlays.server";
import { withPricesOverlay } from "~/content/price-overlay";
import { priceListDefaults } from "~/content/price-list";
import type { PriceItem } from "~/content/price-list.schema";
import { placesWithoutDistance, serviceAreaDefaults } from "~/content/service-area";
import { services } from "~/content/services";
import { cleanContentLine } from "~/content/text";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import { typeset } from "~/content/typography";
import type { ContentIssue } from "~/content/validate.server";
import { formatPhone } from "~/enquiry/phone";
import { minimumCharge } from "~/estimate/rules";
import { readTypedNumber } from "~/lib/bg-number";
import { builtPhotos } from "~/lib/images";
import { formatEuro } from "~/lib/money";

import type { FormErrors, FormValues } from "./form-values";

const { errors } = adminEditing;
const same = (a: unknown, b: unknown) => JSON.stringify(typeset(a)) === JSON.stringify(typeset(b));

// ——— Prices ———

/** The services, each with its items' ids, names and units, in list order: the price forms. */
export const priceSections = () =>
  serviceSlugs.map((slug) => ({
    slug,
    title: services.find((service) => service.slug === slug)?.title ?? slug,
    items: priceListDefaults.filter((item) => item.service === slug).map(({ id, name, unit }) => ({ id, name, unit })),
  }));

/**
 * „12,50“, „12.5“, „12“, „1 250,50“, „1.250“, each with or without one „€“ after it → cents; anything
 * else („1 2 3“, „12,5€€“) NaN, for the schema to refuse.
 */
export function parseEuro(typed: string): number {
  const number = readTypedNumber(cleanContentLine(typed).replace(/\s*€$/u, ""));
  if (!number || number.whole.length > 6 || number.fraction.length > 2) return Number.NaN;
  return Number(number.whole) * 100 + Number(number.fraction.padEnd(2, "0"));
}

/** Cents as the owner types them: 1250 → „12,50“, 14 → „0,14“. */
export const euroInput = (cents: number) => formatEuro(cents).replace(/[^\d,]/g, "");

export function priceFormValues(edits: ContentOverlays): FormValues {
  const values: FormValues = {};
  for (const item of withPricesOverlay(priceListDefaults, edits.prices)) {
    values[`cents.${item.id}`] = euroInput(item.cents);
    if (item.from) values[`from.${item.id}`] = "on";
    values[`note.${item.id}`] = item.note ?? "";
    // The minimum charge as the amount it comes to („4 часа“ at 42 € → „168“); empty: none.
    const minimum = minimumCharge(item);
    values[`minimum.${item.id}`] = minimum === null ? "" : euroInput(minimum);
  }
  return values;
}

/**
 * The minimum charge a form's field means: none when empty; the item's current one, whatever its
 * kind, when the amount it comes to is unchanged (a minimum of 4 hours stays 4 hours, and follows
 * the hour's price); otherwise the amount typed (NaN when it is not one, for the schema to refuse).
 */
function readMinimum(typed: string, current: PriceItem): PriceItem["minimum"] {
  if (cleanContentLine(typed) === "") return undefined;
  const cents = parseEuro(typed);
  return cents === minimumCharge(current) ? current.minimum : { cents };
}

/** The edit a service's price form makes, over the current edits of the other items. */
export function readPriceForm(form: FormData, service: ServiceSlug, edits: ContentOverlays) {
  const values: FormValues = {};
  const items: Record<string, PriceEdit> = { ...(edits.prices?.items ?? {}) };
  const current = withPricesOverlay(priceListDefaults, edits.prices);
  for (const item of priceListDefaults.filter((candidate) => candidate.service === service)) {
    const cents = String(form.get(`cents.${item.id}`) ?? "");
    const from = form.get(`from.${item.id}`) === "on";
    const note = cleanContentLine(String(form.get(`note.${item.id}`) ?? ""));
    values[`cents.${item.id}`] = cents;
    if (from) values[`from.${item.id}`] = "on";
    values[`note.${item.id}`] = note;
    const typedMinimum = String(form.get(`minimum.${item.id}`) ?? "");
    values[`minimum.${item.id}`] = typedMinimum;
    const minimum = readMinimum(typedMinimum, current.find((candidate) => candidate.id === item.id) ?? item);
    const edit: PriceEdit = {};
    const parsed = parseEuro(cents);
    if (parsed !== item.cents) edit.cents = parsed;
    if (from !== item.from) edit.from = from;
    if (!same(note, item.note ?? "")) edit.note = note === "" ? null : note;
    if (!same(minimum ?? null, item.minimum ?? null)) edit.minimum = minimum ?? null;
    if (Object.keys(edit).length > 0) items[item.id] = edit;
    else delete items[item.id];
  }
  const prices: PricesOverlay | undefined = Object.keys(items).length > 0 ? { items } : undefined;
  return { values, change: { prices } satisfies ContentOverlays };
}

function priceField(issue: ContentIssue): string {
  const shape = /^items\.([^.]+)\.(cents|from|note|minimum)(\.|$)/.exec(issue.field);
  if (shape) return `${shape[2] === "from" ? "cents" : shape[2]}.${shape[1]}`;
  const kind = /^(cents|note|minimum)/.exec(issue.field)?.[1];
  if (issue.file.endsWith("price-list.ts") && issue.entry && kind) return `${kind}.${issue.entry}`;
  return "";
}

// ——— Company facts ———

const HOURS_ROWS_EXTRA = 1;

export function companyFormValues(edits: ContentOverlays): FormValues {
  const company = withCompanyOverlay(companyDefaults, edits.company);
  const values: FormValues = {
    legalName: company.legalName,
    phone: company.phone.display,
    email: company.email,
    street: company.address.street,
    postalCode: company.address.postalCode,
    town: company.address.town,
    serviceArea: company.serviceArea.join(", "),
    serviceAreaNote: company.serviceAreaNote,
    ...linkValues(company),
    siteUrl: company.siteUrl,
  };
  [...company.hours, ...Array.from({ length: HOURS_ROWS_EXTRA }, () => ({ days: "", time: "" }))].forEach((row, index) => {
    values[`hours.${index}.days`] = row.days;
    values[`hours.${index}.time`] = row.time;
  });
  return values;
}

/**
 * 0888 123 456 → +359888123456, shown as typed; +359 888 123 456 or 0888123456 → the same, shown
 * grouped as in Bulgaria („0888 123 456“). Anything else is kept, for the schema to refuse.
 */
export function phoneNumbers(typed: string) {
  const display = typed.trim().replace(/\s+/g, " ");
  const digits = display.replace(/[\s/-]/g, "");
  if (/^0\d{8,9}$/.test(digits)) {
    const e164 = `+359${digits.slice(1)}`;
    return { e164, display: display.includes(" ") ? display : formatPhone(e164) };
  }
  if (/^\+359\d{8,9}$/.test(digits)) return { e164: digits, display: formatPhone(digits) };
  return { e164: digits, display };
}

/** The company form's change: every fact the owner edits has its field. */
export function readCompanyForm(form: FormData) {
  const get = (name: string) => cleanContentLine(String(form.get(name) ?? ""));
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = value;
  const hours: { days: string; time: string }[] = [];
  for (let index = 0; form.has(`hours.${index}.days`); index += 1) {
    const row = { days: get(`hours.${index}.days`), time: get(`hours.${index}.time`) };
    if (row.days || row.time) hours.push(row);
  }
  const typed: Required<CompanyOverlay> = {
    legalName: get("legalName"),
    phone: phoneNumbers(get("phone")),
    email: get("email"),
    address: { ...companyDefaults.address, street: get("street"), postalCode: get("postalCode"), town: get("town") },
    hours,
    // Split before the line is cleaned, which makes a new line a space: a place per line is a list too.
    serviceArea: String(form.get("serviceArea") ?? "")
      .split(/[,;\n]/)
      .map(cleanContentLine)
      .filter(Boolean),
    serviceAreaNote: get("serviceAreaNote"),
    ...readLinks(get),
    siteUrl: typedSiteUrl(get("siteUrl")),
  };
  // Only what differs from the repository's defaults is an edit.
  const company: CompanyOverlay = {};
  for (const key of Object.keys(typed) as (keyof typeof typed)[]) {
    if (!same(typed[key], companyDefaults[key])) Object.assign(company, { [key]: typed[key] });
  }
  return { values, change: { company: Object.keys(company).length > 0 ? company : undefined } satisfies ContentOverlays };
}

/** The social page's and the site credit's fields: empty when the company shows none. */
function linkValues(company: Pick<Company, "social" | "credit">): FormValues {
  return {
    socialNetwork: company.social?.network ?? "",
    socialUrl: company.social?.url ?? "",
    creditLabel: company.credit?.label ?? "",
    creditName: company.credit?.name ?? "",
    creditUrl: company.credit?.url ?? "",
  };
}

/** An address as the owner may type it: „facebook.com/firma“ is https://facebook.com/firma; anything else is kept, for the schema to judge. */
export function typedUrl(typed: string): string {
  const url = typed.replace(/\s+/g, "");
  return url === "" || /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`;
}

/** The site's address as the owner may type it: „www.firma.bg/“ is https://www.firma.bg; one with a path is kept, for the schema to refuse. */
export function typedSiteUrl(typed: string): string {
  const url = typedUrl(typed);
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return parsed.pathname === "/" && parsed.search === "" && parsed.hash === "" ? parsed.origin : url;
}

/** The social page and the site credit as typed: all of a part's fields empty is none (null). */
function readLinks(get: (name: string) => string): Pick<Required<CompanyOverlay>, "social" | "credit"> {
  const social = { network: get("socialNetwork"), url: typedUrl(get("socialUrl")) };
  const credit = { label: get("creditLabel"), name: get("creditName"), url: typedUrl(get("creditUrl")) };
  return {
    social: Object.values(social).every((value) => value === "") ? null : social,
    credit: Object.values(credit).every((value) => value === "") ? null : credit,
  };
}

function companyField(issue: ContentIssue): string {
  if (issue.file.endsWith("service-area.ts") && issue.message.includes("company.serviceArea")) return "serviceArea";
  if (!issue.file.endsWith("company.json") && !issue.file.endsWith("company.ts")) return "";
  const [first, second, third] = issue.field.split(".");
  if (first === "phone") return "phone";
  if (first === "address") return second ?? "street";
  if (first === "hours") return second !== undefined && third ? `hours.${second}.${third}` : "hours.0.days";
  if (first === "social" || first === "credit")
    return `${first}${(second ?? (first === "social" ? "network" : "label")).replace(/^./, (letter) => letter.toUpperCase())}`;
  return first ?? "";
}

// ——— Both ———

const messageOf = (field: string) => {
  if (field.startsWith("minimum.")) return adminPrices.errors.minimum;
  const key = field.replace(/^(cents|note)\..*$/, (_, kind: string) => (kind === "cents" ? "price" : "note")).replace(/^hours\.\d+\./, "");
  return ({ ...adminTrust.errors, ...errors } as Record<string, string>)[key] ?? adminEditing.invalid;
};

/**
 * The schemas' verdict on the content with `change` over the current edits: a Bulgarian message per
 * refused field. `photoFolders`: where the owner's uploaded photos are, which the current gallery may name.
 */
export function editErrors(
  edits: ContentOverlays,
  change: ContentOverlays,
  kind: "prices" | "company",
  photoFolders: readonly string[],
): FormErrors {
  const issues = editIssues(edits, change, photoFolders, builtPhotos());
  const result: FormErrors = {};
  for (const issue of issues) {
    const field = kind === "prices" ? priceField(issue) : companyField(issue);
    result[field] = field ? messageOf(field) : adminEditing.invalid;
  }
  // A place the site has no distance for (the estimate's trip needs one): named, not a riddle. The
  // towns are the published ones (/admin/area), where the owner adds one first (decision 0049).
  const { towns } = withListsOverlay(serviceAreaDefaults, { ...edits.serviceArea, ...change.serviceArea });
  const unknown = placesWithoutDistance(typeset(change.company?.serviceArea ?? []), typeset(towns));
  if (kind === "company" && unknown.length > 0) result.serviceArea = adminEditing.unknownPlaces(unknown.join(", "));
  // A social page or a site credit half filled in: the empty fields say both (all three) or none.
  for (const [part, typed, message] of [
    ["social", change.company?.social, adminTrust.errors.socialBoth],
    ["credit", change.company?.credit, adminTrust.errors.creditAll],
  ] as const) {
    for (const [key, value] of Object.entries(typed ?? {}))
      if (value === "") result[`${part}${key.replace(/^./, (letter) => letter.toUpperCase())}`] = message;
  }
  return result;
}
