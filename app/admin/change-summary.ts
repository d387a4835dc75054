/**
 * What a change of the content changed, in the owner's words: one line per
 * value, from what to what („Косене на трева: 0,14 € → 0,15 €“), each with
 * the public page that shows it. The versions page lists the lines; a save
 * links to the first line's page once it is published.
 */
import { minimumText } from "~/components/price-minimum";
import { adminChanges } from "~/content/admin";
import type { SiteContent } from "~/content/current.server";
import { services } from "~/content/services";
import { formatEuro } from "~/lib/money";
import { trustAsShown } from "~/lib/trust";

export interface ChangeLine {
  text: string;
  /** The public page that shows the new value. */
  page: string;
}

/** The length of a value a line shows whole; a longer one is cut. */
const SHOWN = 60;

/** A value as one line of text; a yes-or-no in words. */
function asLine(value: unknown): string {
  if (typeof value === "boolean") return value ? adminChanges.yes : adminChanges.no;
  return flatten(value).replace(/\s+/g, " ").trim();
}

/**
 * A line's text cut to a length a phone shows: after its last whole word that fits (a word longer
 * than half the line, such as a web address, is cut where the line ends), without the comma or dash
 * before the cut.
 */
function cut(text: string): string {
  if (text.length <= SHOWN) return text;
  const head = text.slice(0, SHOWN - 1);
  // A word ends where the text goes on with a space.
  const wordEnd = text[SHOWN - 1] === " " ? head.length : head.lastIndexOf(" ");
  const kept = wordEnd > SHOWN / 2 ? head.slice(0, wordEnd) : head;
  return `${kept.replace(/[\s,;:–-]+$/u, "")}…`;
}

/**
 * Two long values as a line shows them: from the word where they start to differ, so that an edit at
 * the end of a paragraph is seen, not two equal beginnings („…засаждаме рано напролет → …засаждаме наесен“).
 */
function shownPair(before: unknown, after: unknown): [string, string] {
  const [old, now] = [asLine(before), asLine(after)];
  const whole = (text: string) => (text === "" ? adminChanges.none : cut(text));
  if (old === "" || now === "") return [whole(old), whole(now)];
  let common = 0;
  while (common < old.length && common < now.length && old[common] === now[common]) common++;
  // Back to the start of the word that differs, and a word before it for context.
  const wordStart = (text: string, at: number) => text.lastIndexOf(" ", at - 1) + 1;
  const start = common < SHOWN - 15 ? 0 : wordStart(old, wordStart(old, common) - 1);
  const from = (text: string) => (start === 0 ? cut(text) : `…${cut(text.slice(start))}`);
  return [from(old), from(now)];
}

function flatten(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(flatten).filter(Boolean).join(", ");
  if (typeof value === "object") {
    // A phone is shown as people write it, not twice.
    if ("display" in value) return flatten((value as { display: unknown }).display);
    return Object.values(value).map(flatten).filter(Boolean).join(", ");
  }
  return "";
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A yes-or-no left out of the content (an optional flag) is a no. */
const flag = (value: unknown, other: unknown) => (value === undefined && typeof other === "boolean" ? false : value);
function fromTo(label: string, before: unknown, after: unknown): string {
  const [old, now] = shownPair(flag(before, after), flag(after, before));
  return `${label}: ${old} → ${now}`;
}

/** Entries of two lists matched by `key`: added, removed and changed, in the new list's order. */
function listChanges<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  describe: { added: (item: T) => string; removed: (item: T) => string; changed: (old: T, now: T) => string[] },
): string[] {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Set(after.map(key));
  const lines: string[] = [];
  for (const item of after) {
    const previous = old.get(key(item));
    if (previous === undefined) lines.push(describe.added(item));
    else if (!same(previous, item)) lines.push(...describe.changed(previous, item));
  }
  for (const item of before) if (!now.has(key(item))) lines.push(describe.removed(item));
  return lines;
}

/** The changed fields of two objects, each as a from-to line with its label (or the field's name). */
function fieldChanges(before: object, after: object, labels: Readonly<Record<string, string>>, prefix = ""): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .filter((key) => !same((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]))
    .map((key) => {
      const now = (after as Record<string, unknown>)[key];
      // Whether an entry is a demo is said in words, not as „пример: да → не“.
      if (key === "demo") return `${prefix}${now ? adminChanges.demoAgain : adminChanges.ownNow}`;
      return fromTo(`${prefix}${labels[key] ?? key}`, (before as Record<string, unknown>)[key], now);
    });
}

/** A fact as the site shows it in `content`: its trip placeholders filled in with that version's zones. */
const shown = (content: SiteContent, fact: SiteContent["trust"]["facts"][number]) =>
  trustAsShown({ ...content.trust, facts: [fact] }, content.serviceArea).facts[0]!;

/** Every change from `before` to `after`, the public page of each, in the order the owner's pages list them. */
export function describeChange(before: SiteContent, after: SiteContent): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const add = (page: string, texts: string[]) => lines.push(...texts.map((text) => ({ text, page })));

  // Prices: by item, each on its service's part of the price list.
  for (const item of after.priceList) {
    const old = before.priceList.find((candidate) => candidate.id === item.id);
    if (!old || same(old, item)) continue;
    const page = `/prices#prices-${item.service}`;
    if (old.cents !== item.cents) add(page, [fromTo(item.name, formatEuro(old.cents), formatEuro(item.cents))]);
    if (old.from !== item.from) add(page, [`${item.name}: ${item.from ? adminChanges.fromOn : adminChanges.fromOff}`]);
    if (old.note !== item.note) add(page, [fromTo(`${item.name}, ${adminChanges.note}`, old.note, item.note)]);
    // The minimum's own text names it („Минимална цена 35 € на посещение“): not said twice. A minimum of
    // units (100 м²) follows the price: what it comes to is said when it changes with it.
    if (minimumText(old) !== minimumText(item)) add(page, [fromTo(item.name, minimumText(old), minimumText(item))]);
  }

  // The working hours by day, each changed row on a line of its own; the other facts field by field.
  const { hours: hoursBefore, ...companyBefore } = before.company;
  const { hours: hoursAfter, ...companyAfter } = after.company;
  add("/contact", fieldChanges(companyBefore, companyAfter, adminChanges.company));
  const hoursLabel = (row: { days: string }) => `${adminChanges.company.hours}, ${row.days}`;
  add(
    "/contact",
    listChanges(hoursBefore, hoursAfter, (row) => row.days, {
      added: (row) => fromTo(hoursLabel(row), "", row.time),
      removed: (row) => fromTo(hoursLabel(row), row.time, ""),
      changed: (old, row) => [fromTo(hoursLabel(row), old.time, row.time)],
    }),
  );

  for (const details of after.serviceDetails) {
    const old = before.serviceDetails.find((candidate) => candidate.slug === details.slug);
    if (!old || same(old, details)) continue;
    const title = services.find((service) => service.slug === details.slug)?.title ?? details.slug;
    add(`/services/${details.slug}`, fieldChanges(old, details, adminChanges.serviceText, `${title}, `));
  }

  add(
    "/gallery",
    listChanges(before.gallery, after.gallery, (item) => item.id, {
      // An uploaded photo has its sizes with it; one that came with the site is hidden and shown again, not deleted.
      added: (item) => ("image" in item ? adminChanges.photoAdded : adminChanges.photoShown)(item.caption),
      removed: (item) => ("image" in item ? adminChanges.photoRemoved : adminChanges.photoHidden)(item.caption),
      changed: (old, item) => fieldChanges(old, item, adminChanges.photo, `${adminChanges.photoLabel(item.caption)}, `),
    }),
  );
  const order = (content: SiteContent) =>
    content.gallery.map((item) => item.id).filter((id) => before.gallery.some((item) => item.id === id));
  if (lines.every((line) => line.page !== "/gallery") && !same(order(before), order(after))) add("/gallery", [adminChanges.galleryOrder]);

  const trust = [
    listChanges(before.trust.team, after.trust.team, (person) => person.name, {
      added: (person) => adminChanges.personAdded(person.name),
      removed: (person) => adminChanges.personRemoved(person.name),
      changed: (old, person) => fieldChanges(old, person, adminChanges.person, `${person.name}, `),
    }),
    listChanges(before.trust.reviews, after.trust.reviews, (review) => review.id, {
      added: (review) => adminChanges.reviewAdded(review.author),
      removed: (review) => adminChanges.reviewRemoved(review.author),
      changed: (old, review) => fieldChanges(old, review, adminChanges.review, `${adminChanges.reviewLabel(review.author)}, `),
    }),
    // A fact changed by the owner, said as the site shows it, with the trip's figures of the version. A
    // fact whose figures follow a new trip zone is not an edit of its own: the zone's line says it.
    listChanges(before.trust.facts, after.trust.facts, (fact) => fact.id, {
      added: (fact) => adminChanges.factAdded(shown(after, fact).title),
      removed: (fact) => adminChanges.factRemoved(shown(before, fact).title),
      changed: (old, fact) => fieldChanges(shown(before, old), shown(after, fact), adminChanges.fact, `${shown(after, fact).title}, `),
    }),
  ].flat();
  add("/", trust);

  add(
    "/contact",
    listChanges(before.serviceArea.towns, after.serviceArea.towns, (town) => town.id, {
      added: (town) => adminChanges.townAdded(town.name, town.km),
      removed: (town) => adminChanges.townRemoved(town.name),
      changed: (old, town) => [fromTo(town.name, adminChanges.km(old.km), adminChanges.km(town.km))],
    }),
  );
  // The trip's zones one by one, by their distance: a zone added, removed or repriced.
  add(
    "/prices",
    listChanges(before.serviceArea.travelZones, after.serviceArea.travelZones, (zone) => String(zone.upToKm), {
      added: (zone) => adminChanges.zoneAdded(zone.upToKm, formatEuro(zone.cents)),
      removed: (zone) => adminChanges.zoneRemoved(zone.upToKm),
      changed: (old, zone) => [fromTo(adminChanges.zoneLabel(zone.upToKm), formatEuro(old.cents), formatEuro(zone.cents))],
    }),
  );

  // Whatever else the content has that changed (a part added later): named, never left out.
  const known = new Set(["priceList", "company", "serviceDetails", "gallery", "trust", "serviceArea"]);
  for (const key of Object.keys(after) as (keyof SiteContent)[]) {
    if (known.has(key) || same(before[key], after[key])) continue;
    add("/", [adminChanges.other(adminChanges.parts[key] ?? key)]);
  }
  return lines;
}
