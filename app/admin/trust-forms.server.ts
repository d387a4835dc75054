/**
 * The owner's forms for "how we work" (/admin/people, /admin/reviews,
 * /admin/facts): one small form per entry. What each shows (the repository's
 * lists with the live edits), what a posted entry's form makes of its list
 * (the whole list, as the overlay `trust` keeps it: a list equal to the
 * repository's is no edit), and the content schemas' verdict as a Bulgarian
 * message on each field they refuse. An entry the owner saves is real
 * (`demo: false`); one they remove is gone. Each form names the entry it was
 * opened on (its place and its name or id), so that a list changed meanwhile
 * (another save) is not edited in the wrong place.
 */
import { adminEditing, adminTrust } from "~/content/admin";
import { withListsOverlay, type ContentOverlays, type TrustOverlay } from "~/content/overlay";
import { editIssues } from "~/content/overlays.server";
import { services } from "~/content/services";
import { cleanContentLine } from "~/content/text";
import { UNKNOWN_PLACEHOLDER } from "~/content/trip-rules";
import { trust as trustDefaults } from "~/content/trust";
import type { Review, Trust, TrustFact, TrustPerson } from "~/content/trust.schema";
import { serviceSlugs, trustFactIds, type ServiceSlug, type TrustFactId } from "~/content/types";
import { typeset } from "~/content/typography";
import { builtPhotos } from "~/lib/images";
import type { FormErrors, FormValues } from "./form-values";

/** The three lists, as the overlay names them. */
export type TrustList = "team" | "reviews" | "facts";

const same = (a: unknown, b: unknown) => JSON.stringify(typeset(a)) === JSON.stringify(typeset(b));

/** The lists as the site shows them now: the repository's, with the live edits. */
export const currentTrust = (edits: ContentOverlays): Trust => withListsOverlay<Trust>(trustDefaults, edits.trust);

/** The change that makes `list` the new `name` list: the other lists' edits stay; a list equal to the repository's is no edit. */
function listChange<Name extends TrustList>(edits: ContentOverlays, name: Name, list: Trust[Name]): ContentOverlays {
  const trust: TrustOverlay = { ...edits.trust };
  if (same(list, trustDefaults[name])) delete trust[name];
  else Object.assign(trust, { [name]: list });
  return { trust: Object.keys(trust).length > 0 ? trust : undefined };
}

/** What one entry's form posted: its place in the list ("new" for the form that adds one) and what to do. */
interface Posted {
  /** The entry's place, or "new". */
  at: number | "new";
  remove: boolean;
  get: (name: string) => string;
  values: FormValues;
}

function posted(form: FormData): Posted {
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = value;
  const at = String(form.get("at") ?? "");
  return {
    at: /^\d{1,4}$/.test(at) ? Number(at) : "new",
    remove: form.get("intent") === "remove",
    get: (name) => cleanContentLine(String(form.get(name) ?? "")),
    values,
  };
}

/** The result of reading an entry's form: its values as typed, the change, or `stale` when the list moved since the page was shown. */
export interface TrustFormReading {
  /** The entry's place in the new list (for its messages), or "new" when refused before it was placed. */
  at: number | "new";
  values: FormValues;
  change: ContentOverlays;
  stale: boolean;
}

// ——— People ———

export const personValues = (person: Pick<TrustPerson, "name" | "role" | "text">): FormValues => ({
  name: person.name,
  role: person.role,
  text: person.text,
});

/** A person's form (save or remove) over the live edits; `was` names the person the form was opened on. */
export function readPersonForm(form: FormData, edits: ContentOverlays): TrustFormReading {
  const { at, remove, get, values } = posted(form);
  const team = [...currentTrust(edits).team];
  if (at !== "new" && team[at]?.name !== String(form.get("was") ?? "")) return { at, values, change: {}, stale: true };
  if (remove) {
    if (at === "new") return { at, values, change: {}, stale: true };
    team.splice(at, 1);
    return { at, values, change: listChange(edits, "team", team), stale: false };
  }
  const person: TrustPerson = { name: get("name"), role: get("role"), text: get("text"), demo: false };
  const place = at === "new" ? team.length : at;
  team[place] = person;
  return { at: place, values, change: listChange(edits, "team", team), stale: false };
}

// ——— Reviews ———

export const reviewValues = (review: Pick<Review, "author" | "place" | "service" | "text">): FormValues => ({
  author: review.author,
  place: review.place,
  service: review.service,
  text: review.text,
});

/** A new review's id: "review-<service>-<n>", the first n no review in the list has. */
export function newReviewId(service: string, reviews: readonly Pick<Review, "id">[]): string {
  const slug = serviceSlugs.includes(service as ServiceSlug) ? service : "other";
  let n = 1;
  while (reviews.some((review) => review.id === `review-${slug}-${n}`)) n += 1;
  return `review-${slug}-${n}`;
}

/**
 * A review's form (save or remove) over the live edits; `was` is the id of the review it was
 * opened on. A new review goes first: the home page shows the first ones.
 */
export function readReviewForm(form: FormData, edits: ContentOverlays): TrustFormReading {
  const { at, remove, get, values } = posted(form);
  const reviews = [...currentTrust(edits).reviews];
  if (at !== "new" && reviews[at]?.id !== String(form.get("was") ?? "")) return { at, values, change: {}, stale: true };
  if (remove) {
    if (at === "new") return { at, values, change: {}, stale: true };
    reviews.splice(at, 1);
    return { at, values, change: listChange(edits, "reviews", reviews), stale: false };
  }
  const service = get("service") as ServiceSlug;
  const fields = { author: get("author"), place: get("place"), service, text: get("text"), demo: false };
  if (at === "new") {
    reviews.unshift({ id: newReviewId(service, reviews), ...fields });
    return { at: 0, values, change: listChange(edits, "reviews", reviews), stale: false };
  }
  reviews[at] = { id: reviews[at]!.id, ...fields };
  return { at, values, change: listChange(edits, "reviews", reviews), stale: false };
}

/** The services a review can be about, for its select. */
export const serviceChoices = () => services.map(({ slug, title }) => ({ slug, title }));

// ——— Facts ———

/** Each fact there is (trustFactIds), in that order: the one the site shows (edited or not), else the repository's, hidden. */
export function factEntries(edits: ContentOverlays) {
  const shown = currentTrust(edits).facts;
  return trustFactIds.map((id) => {
    const fact = shown.find((candidate) => candidate.id === id) ?? trustDefaults.facts.find((candidate) => candidate.id === id);
    return { id, shown: shown.some((candidate) => candidate.id === id), fact: fact ?? null };
  });
}

export const factValues = (fact: Pick<TrustFact, "title" | "text" | "highlight" | "services"> | null, shown: boolean): FormValues => {
  const values: FormValues = { title: fact?.title ?? "", text: fact?.text ?? "" };
  if (shown) values.shown = "on";
  if (fact?.highlight) values.highlight = "on";
  for (const slug of fact?.services ?? []) values[`service.${slug}`] = "on";
  return values;
};

/**
 * A fact's form over the live edits (`at`: its id): shown or not, its title and text, whether it is
 * a highlight, the services it is true of (none ticked: all). Saving it makes it real; the
 * facts stay in the order of trustFactIds.
 */
export function readFactForm(form: FormData, edits: ContentOverlays): TrustFormReading & { id: TrustFactId | null } {
  const { get, values } = posted(form);
  const id = trustFactIds.find((candidate) => candidate === form.get("fact")) ?? null;
  if (!id) return { at: "new", id, values, change: {}, stale: true };
  const ticked = serviceSlugs.filter((slug) => form.get(`service.${slug}`) === "on");
  const fact: TrustFact = {
    id,
    title: get("title"),
    text: get("text"),
    ...(form.get("highlight") === "on" ? { highlight: true } : {}),
    ...(ticked.length > 0 && ticked.length < serviceSlugs.length ? { services: ticked } : {}),
    demo: false,
  };
  const shown = form.get("shown") === "on";
  const others = currentTrust(edits).facts.filter((candidate) => candidate.id !== id);
  const facts = (shown ? [...others, fact] : others).sort((a, b) => trustFactIds.indexOf(a.id) - trustFactIds.indexOf(b.id));
  const at = facts.findIndex((candidate) => candidate.id === id);
  return { at: at === -1 ? "new" : at, id, values, change: listChange(edits, "facts", facts), stale: false };
}

// ——— The schemas' verdict ———

/** The form's field of each entry's field the schemas name. */
const formFields: Record<TrustList, Record<string, keyof typeof adminTrust.errors>> = {
  team: { name: "name", role: "role", text: "personText" },
  reviews: { author: "author", place: "place", service: "service", text: "reviewText" },
  facts: { title: "factTitle", text: "factText" },
};

/**
 * The schemas' verdict on the content with `change` over the live edits, as a Bulgarian message
 * on each refused field of the entry at `at` in `list`; anything else is a message for the form
 * as a whole.
 */
export function trustErrors(
  edits: ContentOverlays,
  change: ContentOverlays,
  list: TrustList,
  at: number | "new",
  photoFolders: readonly string[],
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of editIssues(edits, change, photoFolders, builtPhotos())) {
    const trustIssue = issue.file.endsWith("trust.json") || issue.file.endsWith("trust.ts");
    const shape = /^(team|reviews|facts)\.(\d+)\.(\w+)/.exec(issue.field);
    const field = trustIssue && shape?.[1] === list && Number(shape[2]) === at ? formFields[list][shape[3]!] : undefined;
    if (field) errors[shape![3]!] = issue.message === UNKNOWN_PLACEHOLDER ? adminTrust.errors.factPlaceholder : adminTrust.errors[field];
    else if (trustIssue && issue.field === "facts") errors[""] = adminTrust.errors.tooFewFacts;
    else errors[""] ??= adminEditing.invalid;
  }
  return errors;
}
