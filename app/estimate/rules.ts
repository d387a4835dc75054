/**
 * The price estimate's rules: from the price list (app/content/price-list.ts)
 * and a visitor's choices to an indicative range per line and in total, and
 * the care plans' prices. Pure functions of the catalog they are given, so
 * the same figures come out in the browser (as the visitor types), on the
 * server (the page without JavaScript, the stored enquiry) and at build time
 * (the care plans); no price is written anywhere but the price list.
 *
 * Money is integer euro cents throughout; products are taken exactly (BigInt)
 * and rounded once, as follows.
 *
 * 1. **Size.** Typed in the item's own unit, with a decimal comma or point.
 *    It is rounded to the unit's precision: whole units, upwards, for the
 *    units the price list counts in pieces (бр., посещение, обект: 2,5 trees
 *    are 3 trees); tenths, half up, for the others (м², л.м., м³, час).
 * 2. **Low end of a line** = list price × size × (100 + the season's percent)
 *    / 100, rounded half up to whole euros, and never less than the item's
 *    minimum charge (which is not rounded).
 * 3. **High end of a line** = the same unrounded amount × (100 + the spread
 *    percent) / 100, rounded half up to whole euros, and never less than the
 *    minimum either. The spread is the item's own, or the list's default for
 *    a price that is a floor („от“) or a fixed one. A line without a spread
 *    (the list's fixed prices) is one figure, rounded half up to the cent:
 *    a fixed price is what it costs.
 * 4. **The trip** is one line of one figure: its town's zone's amount, once
 *    per estimate (one visit), added only when some work is priced.
 * 5. **The total** is the sum of the lines' low ends and of their high ends;
 *    nothing is rounded again, so the total always equals the sum of what
 *    the lines show.
 * 6. **A care plan** is priced from the low ends of its visits (rule 2, each
 *    in its season), summed over the year, less the plan's discount, divided
 *    by its billing period (the months or seasons with visits, or one year),
 *    and rounded half up to whole euros.
 *
 * Hence, and the property tests check it: a line's low end is never below
 * its minimum nor above its high end, each end grows (or stays) as the size
 * grows, and the total is the sum of the lines.
 */
import type { Billing, CarePlan } from "~/content/care-plans.schema";
import type { EstimateRules, PriceItem, PriceUnit } from "~/content/price-list.schema";
import type { Season } from "~/content/seasons.schema";
import type { Town, TravelZone } from "~/content/service-area.schema";
import type { SeasonId } from "~/content/types";
import { readTypedNumber } from "~/lib/bg-number";
import type { EstimateState } from "./query";

/** Everything the rules read: the price list and the numbers around it, as the content has them. */
export interface EstimateCatalog {
  items: readonly PriceItem[];
  rules: EstimateRules;
  towns: readonly Town[];
  travelZones: readonly TravelZone[];
  seasons: readonly Season[];
}

/** The largest size the estimate takes in any unit; each unit's own is the price list's `estimateRules.largest`. */
export const MAX_QUANTITY = 100_000;
/** Each season is three months (a monthly plan counts the months of the seasons it has visits in). */
export const MONTHS_PER_SEASON = 3;

export type SizeProblem = "missing" | "invalid" | "zero" | "too-large";
export type SizeReading = { ok: true; tenths: number } | { ok: false; problem: SizeProblem };

/** Whether sizes in `unit` are whole numbers (the price list's `estimateRules.wholeUnits`). */
export const isWholeUnit = (unit: PriceUnit, rules: EstimateRules) => rules.wholeUnits.includes(unit);
/** The largest size the estimate prices in `unit`. */
export const largestSize = (unit: PriceUnit, rules: EstimateRules) => Math.min(rules.largest[unit], MAX_QUANTITY);

/**
 * A size as typed („1 200“, „1.200“, „12,5“, „3.25“) → tenths of its unit,
 * rounded by rule 1: up to whole units when `whole`, else half up to tenths
 * (a size above 0 but under 0,05 is 0,1, the least there is); above
 * `largest` (units) it is too large to estimate.
 */
export function readSize(typed: string, whole: boolean, largest = MAX_QUANTITY): SizeReading {
  const text = typed.trim();
  if (text === "") return { ok: false, problem: "missing" };
  // A negative size is no work at all.
  if (/^[-−–]/.test(text) && readTypedNumber(text.slice(1)) !== null) return { ok: false, problem: "zero" };
  const number = readTypedNumber(text);
  if (!number) return { ok: false, problem: "invalid" };
  const units = Number(number.whole);
  const fraction = number.fraction;
  if (units > largest) return { ok: false, problem: "too-large" };
  let tenths: number;
  if (whole) {
    tenths = (units + (/[1-9]/.test(fraction) ? 1 : 0)) * 10;
  } else {
    const first = Number(fraction[0] ?? 0);
    const roundUp = Number(fraction[1] ?? 0) >= 5 ? 1 : 0;
    tenths = units * 10 + first + roundUp;
  }
  if (tenths === 0 && /[1-9]/.test(fraction)) tenths = 1;
  if (tenths === 0) return { ok: false, problem: "zero" };
  if (tenths > largest * 10) return { ok: false, problem: "too-large" };
  return { ok: true, tenths };
}

/** Whether reading `typed` changed the size it says (rule 1: 2,5 trees are 3): the estimate then says what it priced. */
export function sizeRounded(typed: string, tenths: number): boolean {
  const number = readTypedNumber(typed.trim());
  if (!number) return false;
  const fraction = number.fraction.replace(/0+$/, "");
  return fraction.length > 1 || Number(number.whole) * 10 + Number(fraction[0] ?? 0) !== tenths;
}

/** An amount of `numerator / denominator` cents, rounded half up to whole euros (in cents). */
function roundToEuro(numerator: bigint, denominator: bigint): number {
  return Number((numerator + 50n * denominator) / (100n * denominator)) * 100;
}

/** An amount of `numerator / denominator` cents, rounded half up to whole cents. */
function roundToCent(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The least `item` is charged, in cents, or null when it has no minimum. */
export function minimumCharge(item: PriceItem): number | null {
  if (!item.minimum) return null;
  return "cents" in item.minimum ? item.minimum.cents : item.cents * item.minimum.quantity;
}

export const seasonPercent = (item: PriceItem, season: SeasonId | "" | null) => (season ? (item.seasonPercent?.[season] ?? 0) : 0);

export const spreadPercent = (item: PriceItem, rules: EstimateRules) =>
  item.spreadPercent ?? (item.from ? rules.spreadPercent.from : rules.spreadPercent.fixed);

export interface LineFigures {
  /** The range's ends, in cents (rules 2 and 3). */
  low: number;
  high: number;
  /** The item's minimum charge, in cents, if it has one. */
  minimum: number | null;
  /** True when the minimum raised the low end. */
  minimumApplied: boolean;
  /** What the season changed, in percent (0: nothing). */
  seasonPercent: number;
}

/** One line's range: `item` at `tenths` of its unit, in `season` (rules 2 and 3). */
export function lineFigures(item: PriceItem, tenths: number, season: SeasonId | "" | null, rules: EstimateRules): LineFigures {
  const change = seasonPercent(item, season);
  // Cents × 1000: price × tenths / 10 × (100 + change) / 100.
  const exact = BigInt(item.cents) * BigInt(tenths) * BigInt(100 + change);
  const spread = spreadPercent(item, rules);
  // Without a spread (a fixed price) the line is one figure, to the cent: 4,50 € a shrub is not 5 €.
  const rounded = spread === 0 ? roundToCent(exact, 1000n) : roundToEuro(exact, 1000n);
  const top = spread === 0 ? rounded : roundToEuro(exact * BigInt(100 + spread), 100_000n);
  const minimum = minimumCharge(item);
  const floor = minimum ?? 0;
  return {
    low: Math.max(rounded, floor),
    high: Math.max(top, floor),
    minimum,
    minimumApplied: minimum !== null && minimum > rounded,
    // A season changes nothing when the minimum is both ends: it is not said then.
    seasonPercent: minimum !== null && minimum >= top ? 0 : change,
  };
}

/** The trip's cost to a town that far away, in cents; null beyond the last zone. */
export function travelCharge(km: number, zones: readonly TravelZone[]): number | null {
  return zones.find((zone) => km <= zone.upToKm)?.cents ?? null;
}

export interface EstimateLine {
  item: PriceItem;
  /** The size as typed. */
  size: string;
  reading: SizeReading;
  /** The range, once the size is a valid one. */
  figures: LineFigures | null;
}

export interface Estimate {
  /** The rows whose work is on the price list, in order. */
  lines: EstimateLine[];
  town: Town | null;
  season: Season | null;
  /** The trip's line, in cents, when a town is chosen and some work is priced. */
  travel: number | null;
  /** The totals' ends, in cents: the sums of the priced lines' ends and the trip (rule 5). */
  low: number;
  high: number;
  /** How many lines have a range. */
  priced: number;
  /** The names of the works whose size is missing or cannot be priced: they are not in the totals. */
  unpriced: string[];
}

/** The whole estimate: each line's range, the trip and the totals. */
export function computeEstimate(state: EstimateState, catalog: EstimateCatalog): Estimate {
  const season = catalog.seasons.find((candidate) => candidate.id === state.season) ?? null;
  const town = catalog.towns.find((candidate) => candidate.id === state.town) ?? null;
  const lines: EstimateLine[] = [];
  for (const row of state.lines) {
    const item = catalog.items.find((candidate) => candidate.id === row.item);
    if (!item) continue;
    const reading = readSize(row.size, isWholeUnit(item.unit, catalog.rules), largestSize(item.unit, catalog.rules));
    lines.push({
      item,
      size: row.size,
      reading,
      figures: reading.ok ? lineFigures(item, reading.tenths, season?.id ?? null, catalog.rules) : null,
    });
  }
  const priced = lines.filter((line) => line.figures !== null);
  const travel = town && priced.length > 0 ? travelCharge(town.km, catalog.travelZones) : null;
  const sum = (end: "low" | "high") => priced.reduce((total, line) => total + line.figures![end], 0) + (travel ?? 0);
  const unpriced = lines.filter((line) => line.figures === null).map((line) => line.item.name);
  return { lines, town, season, travel, low: sum("low"), high: sum("high"), priced: priced.length, unpriced };
}

/**
 * The state with only what the catalog knows: items on the price list and a
 * town of the service area (the server's canonical address of an estimate).
 */
export function knownState(state: EstimateState, catalog: EstimateCatalog): EstimateState {
  return {
    lines: state.lines.filter((line) => catalog.items.some((item) => item.id === line.item)),
    town: catalog.towns.some((town) => town.id === state.town) ? state.town : "",
    season: state.season,
  };
}

export interface PlanPrice {
  /** The plan's price for its billing period (a month, a season or the year), in whole euros as cents. */
  perPeriod: number;
  billing: Billing;
  /** How many billing periods the year has: months or seasons with visits, or 1. */
  periods: number;
  /** The year's price, in cents, rounded the same way. */
  perYear: number;
  /** All visits in the year. */
  visits: number;
  /** The months with visits. */
  months: number;
}

/** A care plan's price from the price list (rule 6). Throws for a part that is not on the list: the content check names it. */
export function planPrice(plan: CarePlan, catalog: EstimateCatalog): PlanPrice {
  let list = 0;
  for (const part of plan.parts) {
    const item = catalog.items.find((candidate) => candidate.id === part.item);
    if (!item) throw new Error(`Care plan "${plan.id}": "${part.item}" is not on the price list`);
    const size = readSize(String(part.quantity), isWholeUnit(item.unit, catalog.rules), largestSize(item.unit, catalog.rules));
    if (!size.ok) throw new Error(`Care plan "${plan.id}": the quantity of "${part.item}" is not a size (${size.problem})`);
    for (const season of catalog.seasons) {
      const visits = part.visits ? (part.visits[season.id] ?? 0) : (plan.visits[season.id] ?? 0);
      if (visits > 0) list += visits * lineFigures(item, size.tenths, season.id, catalog.rules).low;
    }
  }
  const seasonsWithVisits = catalog.seasons.filter((season) => (plan.visits[season.id] ?? 0) > 0).length;
  const months = seasonsWithVisits * MONTHS_PER_SEASON;
  const periods = plan.billing === "month" ? months : plan.billing === "season" ? seasonsWithVisits : 1;
  const discounted = BigInt(list) * BigInt(100 - plan.discountPercent);
  return {
    perPeriod: roundToEuro(discounted, BigInt(100 * periods)),
    billing: plan.billing,
    periods,
    perYear: roundToEuro(discounted, 100n),
    visits: Object.values(plan.visits).reduce((total, count) => total + (count ?? 0), 0),
    months,
  };
}
