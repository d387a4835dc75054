/**
 * The trip and the visit, said one way everywhere (decision 0054): every
 * sentence that names a distance or a trip's price is made here from the
 * service area's travel zones (service-area.ts, edited by the owner), never
 * written in prose. The trip for the work is its zone's amount, once per job
 * (the estimate's trip line, app/estimate/rules.ts); the visit to assess the
 * yard (оглед) costs the same trip, free in the zones that cost nothing, and
 * is deducted from the price when the work is ordered.
 *
 * The "how we work" facts (trust.ts) are the owner's prose: they name the
 * figures by the placeholders of `tripPlaceholders`, which the pages fill in.
 */
import { formatEuro } from "~/lib/money";
import type { TravelZone } from "./service-area.schema";
import { typeset } from "./typography";

/** The zones' words. */
export const tripWords = typeset({
  heading: "Път и оглед",
  distance: (km: number) => `${km} км`,
  zone: (km: number, amount: string | null) => `до ${km} км – ${amount ?? "без доплащане"}`,
  farZone: (km: number, amount: string) => `${amount} до ${km} км`,
  trip: (zones: string) => `Пътят от Трявна до обекта се плаща веднъж за обекта: ${zones}.`,
  visit: (freeKm: string | null, far: string) =>
    freeKm
      ? `Огледът е отделно от работата: до ${freeKm} е безплатен, а по-далеч струва колкото пътят (${far}) и го приспадаме от цената, ако работим заедно.`
      : `Огледът е отделно от работата: струва колкото пътят (${far}) и го приспадаме от цената, ако работим заедно.`,
});

/**
 * What the owner writes in a "how we work" fact for the trip's figures (e.g.
 * „Безплатен оглед до {безплатно-до}“): the free zone's reach („25 км“) and
 * the zones beyond it („20 € до 40 км, 35 € до 60 км“).
 */
export const tripPlaceholders = { freeKm: "{безплатно-до}", farZones: "{пътят-по-далеч}" } as const;
const placeholders: readonly string[] = Object.values(tripPlaceholders);

/** How far the trip costs nothing, in km (the reach of the first zones that cost 0), or null when every trip costs. */
export function freeTripKm(zones: readonly TravelZone[]): number | null {
  let reach: number | null = null;
  for (const zone of zones) {
    if (zone.cents !== 0) break;
    reach = zone.upToKm;
  }
  return reach;
}

const farZones = (zones: readonly TravelZone[]) =>
  zones
    .filter((zone) => zone.cents > 0)
    .map((zone) => tripWords.farZone(zone.upToKm, formatEuro(zone.cents)))
    .join(", ");

/** „Пътят от Трявна до обекта се плаща веднъж за обекта: до 25 км – без доплащане, до 40 км – 20 €, …“ */
export const tripRule = (zones: readonly TravelZone[]) =>
  tripWords.trip(zones.map((zone) => tripWords.zone(zone.upToKm, zone.cents === 0 ? null : formatEuro(zone.cents))).join(", "));

/** „Огледът е отделно от работата: до 25 км е безплатен, а по-далеч струва колкото пътят (20 € до 40 км, …) …“ */
export function visitRule(zones: readonly TravelZone[]): string {
  const free = freeTripKm(zones);
  return tripWords.visit(free === null ? null : tripWords.distance(free), farZones(zones));
}

/** What each trip placeholder shows with `zones`: „25 км“, „20 € до 40 км, 35 € по-далеч“. */
export function tripFigures(zones: readonly TravelZone[]) {
  return { free: tripWords.distance(freeTripKm(zones) ?? 0), far: farZones(zones) };
}

/** The words in curly brackets in `text` that are not trip placeholders (a mistyped „{безплатно до}“ would be shown as it is). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{[^{}]*\}/g)].map(([token]) => token).filter((token) => !placeholders.includes(token));
}

/** The content schema's message for a text with an unknown placeholder; the owner's form answers it with its own words. */
export const UNKNOWN_PLACEHOLDER = `names a placeholder that does not exist (the trip's are ${placeholders.join(" and ")})`;

/** Whether a text has a trip placeholder. */
export const hasTripFigures = (text: string) => placeholders.some((placeholder) => text.includes(placeholder));

/** A text with the trip's placeholders filled in from `zones`. */
export function withTripFigures(text: string, zones: readonly TravelZone[]): string {
  const { free, far } = tripFigures(zones);
  return text.replaceAll(tripPlaceholders.freeKm, free).replaceAll(tripPlaceholders.farZones, far);
}
