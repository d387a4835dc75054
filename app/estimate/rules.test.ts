import fc from "fast-check";
import { serviceAreaDefaults } from "~/content/service-area";
import { describe, expect, it } from "vitest";
import { carePlans } from "~/content/care-plans";
import { priceListDefaults as priceList } from "~/content/price-list";
import type { PriceItem } from "~/content/price-list.schema";
import { seasonIds } from "~/content/types";
import { estimateCatalog as catalogOf } from "./catalog";
import type { EstimateState } from "./query";
import {
  MAX_QUANTITY,
  computeEstimate,
  knownState,
  largestSize,
  lineFigures,
  minimumCharge,
  planPrice,
  readSize,
  travelCharge,
  sizeRounded,
  spreadPercent,
  type EstimateCatalog,
} from "./rules";

/** The catalog of the repository's prices. */
const estimateCatalog = catalogOf({ priceList: priceList, serviceArea: serviceAreaDefaults });
const item = (id: string) => priceList.find((candidate) => candidate.id === id)!;
const rules = estimateCatalog.rules;

describe("reading a size (rule 1)", () => {
  it("takes a decimal comma or point and thousands written with spaces", () => {
    expect(readSize("12,5", false)).toEqual({ ok: true, tenths: 125 });
    expect(readSize("12.5", false)).toEqual({ ok: true, tenths: 125 });
    expect(readSize("1 200", false)).toEqual({ ok: true, tenths: 12000 });
    expect(readSize(" 300 ", false)).toEqual({ ok: true, tenths: 3000 });
    // Points that group thousands are not a decimal mark.
    expect(readSize("1.000", false)).toEqual({ ok: true, tenths: 10000 });
    expect(readSize("1.250,5", false)).toEqual({ ok: true, tenths: 12505 });
    expect(readSize("12.500", true)).toEqual({ ok: true, tenths: 125000 });
    expect(readSize("1.25", false)).toEqual({ ok: true, tenths: 13 });
  });

  it("rounds to tenths half up, and whole units upwards", () => {
    expect(readSize("1,14", false)).toEqual({ ok: true, tenths: 11 });
    expect(readSize("1,15", false)).toEqual({ ok: true, tenths: 12 });
    expect(readSize("4,25", false)).toEqual({ ok: true, tenths: 43 });
    expect(readSize("2,5", true)).toEqual({ ok: true, tenths: 30 });
    expect(readSize("2,0", true)).toEqual({ ok: true, tenths: 20 });
    expect(readSize("0,2", true)).toEqual({ ok: true, tenths: 10 });
    // Above 0 is at least the least size there is.
    expect(readSize("0,04", false)).toEqual({ ok: true, tenths: 1 });
    expect(readSize("0,001", false)).toEqual({ ok: true, tenths: 1 });
  });

  it("knows when it rounded what was typed, so that the estimate says what it priced", () => {
    expect(sizeRounded("2,5", 30)).toBe(true);
    expect(sizeRounded("3", 30)).toBe(false);
    expect(sizeRounded("3,0", 30)).toBe(false);
    expect(sizeRounded("12,5", 125)).toBe(false);
    expect(sizeRounded("12,50", 125)).toBe(false);
    expect(sizeRounded("1,14", 11)).toBe(true);
    expect(sizeRounded("0,04", 1)).toBe(true);
    expect(sizeRounded("1.000", 10000)).toBe(false);
    expect(sizeRounded(" 1 200 ", 12000)).toBe(false);
    for (const typed of ["2,5", "1,14", "12,5", "1.000"]) {
      const reading = readSize(typed, typed === "2,5");
      expect(reading.ok && sizeRounded(typed, reading.tenths)).toBe(typed === "2,5" || typed === "1,14");
    }
  });

  it("says what is wrong with a size it cannot take", () => {
    expect(readSize("", false)).toEqual({ ok: false, problem: "missing" });
    expect(readSize("abc", false)).toEqual({ ok: false, problem: "invalid" });
    expect(readSize("-5", false)).toEqual({ ok: false, problem: "zero" });
    expect(readSize("−2,5", false)).toEqual({ ok: false, problem: "zero" });
    expect(readSize("1e3", false)).toEqual({ ok: false, problem: "invalid" });
    // Spaces only between groups of three digits: „1 2 0 0“ is no size.
    expect(readSize("1 2 0 0", false)).toEqual({ ok: false, problem: "invalid" });
    expect(readSize("12 00", false)).toEqual({ ok: false, problem: "invalid" });
    expect(readSize("12 м²", false)).toEqual({ ok: false, problem: "invalid" });
    expect(readSize("0", false)).toEqual({ ok: false, problem: "zero" });
    expect(readSize("0,00", false)).toEqual({ ok: false, problem: "zero" });
    expect(readSize("100001", false)).toEqual({ ok: false, problem: "too-large" });
    expect(readSize("100000,1", false)).toEqual({ ok: false, problem: "too-large" });
    expect(readSize("1000", false, 1_000)).toEqual({ ok: true, tenths: 10000 });
    expect(readSize("1000,1", false, 1_000)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("a line's range (rules 2 and 3)", () => {
  it("is the list price times the size, rounded to whole euros, up to the spread above it", () => {
    // 300 м² × 0,14 € = 42 €; a floor price („от“): 35 % more = 56,70 € → 57 €.
    expect(lineFigures(item("gardening-mowing"), 3000, null, rules)).toEqual({
      low: 4200,
      high: 5700,
      minimum: 3500,
      minimumApplied: false,
      seasonPercent: 0,
    });
    // 25 л.м. × 2,70 € = 67,50 €, a fixed price; but the minimum is 90 €.
    expect(lineFigures(item("irrigation-drip-line"), 250, null, rules)).toMatchObject({ low: 9000, high: 9000, minimumApplied: true });
    expect(lineFigures(item("irrigation-drip-line"), 500, null, rules)).toMatchObject({ low: 13500, high: 13500, minimumApplied: false });
  });

  it("is one figure, to the cent, for a fixed price: what the work costs on any site", () => {
    // One shrub at 4,50 €, not 5 €; a timer at 39 €, not „от 39 € до 45 €“.
    expect(lineFigures(item("gardening-shrub-planting"), 10, null, rules)).toMatchObject({ low: 450, high: 450 });
    expect(lineFigures(item("gardening-shrub-planting"), 30, null, rules)).toMatchObject({ low: 1350, high: 1350 });
    expect(lineFigures(item("lighting-timer-sensor"), 10, null, rules)).toMatchObject({ low: 3900, high: 3900 });
  });

  it("does not say a season's change when the minimum is the whole line", () => {
    // 20 м² sown in spring: 20 × 2,90 € + 5 % = 60,90 €, under the minimum of 100 м² (290 €).
    expect(lineFigures(item("gardening-lawn-seed"), 200, "spring", rules)).toMatchObject({ low: 29000, high: 29000, seasonPercent: 0 });
    // 300 м² in spring: the 5 % is in the figures, and said.
    expect(lineFigures(item("gardening-lawn-seed"), 3000, "spring", rules)).toMatchObject({ low: 91400, seasonPercent: 5 });
  });

  it("rounds half up to whole euros", () => {
    // 112,5 м² × 2,90 € = 326,25 € → 326 €; × 1,35 = 440,4375 € → 440 €.
    expect(lineFigures(item("gardening-lawn-seed"), 1125, null, rules)).toMatchObject({ low: 32600, high: 44000 });
    // 101,5 м² × 2,90 € = 294,35 € → 294 €; 105 м² × 2,90 € = 304,50 € → 305 €.
    expect(lineFigures(item("gardening-lawn-seed"), 1015, null, rules).low).toBe(29400);
    expect(lineFigures(item("gardening-lawn-seed"), 1050, null, rules).low).toBe(30500);
  });

  it("applies the minimum charge to a small job, and says so", () => {
    // 50 м² × 0,14 € = 7 €: the minimum of 35 € a visit.
    expect(lineFigures(item("gardening-mowing"), 500, null, rules)).toEqual({
      low: 3500,
      high: 3500,
      minimum: 3500,
      minimumApplied: true,
      seasonPercent: 0,
    });
    // A sown lawn is priced from 100 м²: 50 м² costs what 100 м² does (290 €).
    expect(lineFigures(item("gardening-lawn-seed"), 500, null, rules)).toMatchObject({ low: 29000, minimumApplied: true });
    // The excavator's minimum is four hours at its own price.
    expect(minimumCharge(item("excavation-mini-excavator"))).toBe(4 * 4200);
    expect(lineFigures(item("excavation-mini-excavator"), 20, null, rules)).toMatchObject({ low: 16800, minimumApplied: true });
  });

  it("changes with the season where the price list says so", () => {
    // 100 м² of turf × 7,60 € = 760 €; 10 % more in spring = 836 €.
    expect(lineFigures(item("gardening-lawn-turf"), 1000, "spring", rules)).toMatchObject({ low: 83600, seasonPercent: 10 });
    expect(lineFigures(item("gardening-lawn-turf"), 1000, "summer", rules)).toMatchObject({ low: 76000, seasonPercent: 0 });
    expect(lineFigures(item("constructions-deck"), 200, "winter", rules)).toMatchObject({ low: 205200, seasonPercent: -5 });
  });
});

describe("the trip", () => {
  it("costs what its distance's zone says, and nothing beyond the last zone can be estimated", () => {
    const zones = estimateCatalog.travelZones;
    expect(travelCharge(0, zones)).toBe(0);
    expect(travelCharge(25, zones)).toBe(0);
    expect(travelCharge(26, zones)).toBe(2000);
    expect(travelCharge(46, zones)).toBe(3500);
    expect(travelCharge(61, zones)).toBeNull();
  });
});

describe("an estimate", () => {
  it("prices a job only up to its unit's largest size: a larger one is assessed on site", () => {
    const lines = (size: string) =>
      computeEstimate({ lines: [{ item: "constructions-gabion-wall", size }], town: "", season: "" }, estimateCatalog);
    expect(largestSize("м³", rules)).toBe(1_000);
    expect(lines("1000").priced).toBe(1);
    expect(lines("100000").lines[0]!.reading).toEqual({ ok: false, problem: "too-large" });
    expect(lines("100000").priced).toBe(0);
  });

  it("has a range per line, the trip once, and their sums as the total", () => {
    const estimate = computeEstimate(
      {
        lines: [
          { item: "gardening-mowing", size: "300" },
          { item: "cleaning-hedge-trimming", size: "25" },
          { item: "lighting-path-light", size: "" },
          { item: "no-such-item", size: "5" },
        ],
        town: "veliko-tarnovo",
        season: "spring",
      },
      estimateCatalog,
    );
    expect(estimate.lines.map((line) => line.item.id)).toEqual(["gardening-mowing", "cleaning-hedge-trimming", "lighting-path-light"]);
    expect(estimate.lines.map((line) => line.figures && [line.figures.low, line.figures.high])).toEqual([
      [4200, 5700],
      [9500, 12800],
      null,
    ]);
    expect(estimate.lines[2]!.reading).toEqual({ ok: false, problem: "missing" });
    expect(estimate.travel).toBe(3500);
    expect(estimate).toMatchObject({ low: 4200 + 9500 + 3500, high: 5700 + 12800 + 3500, priced: 2 });
    expect(estimate.season?.id).toBe("spring");
    expect(estimate.town?.name).toBe("Велико Търново");
  });

  it("adds no trip and has a total of nothing while no work is priced", () => {
    const estimate = computeEstimate({ lines: [{ item: "gardening-mowing", size: "" }], town: "sevlievo", season: "" }, estimateCatalog);
    expect(estimate).toMatchObject({ travel: null, low: 0, high: 0, priced: 0 });
  });

  it("keeps only the items and the town the catalog knows, for the canonical address", () => {
    expect(
      knownState(
        {
          lines: [
            { item: "x", size: "1" },
            { item: "gardening-mowing", size: "1" },
          ],
          town: "paris",
          season: "winter",
        },
        estimateCatalog,
      ),
    ).toEqual({ lines: [{ item: "gardening-mowing", size: "1" }], town: "", season: "winter" });
  });
});

describe("care plans (rule 6)", () => {
  it("are priced from the price list, less the discount, per billing period, in whole euros", () => {
    const plan = (id: string) => carePlans.find((candidate) => candidate.id === id)!;
    // 13 mowings of 400 м² at 56 € and three hedge trims of 25 л.м. at 95 €: 1013 €, less 10 % = 911,70 €, over 9 months = 101,30 €.
    expect(planPrice(plan("lawn-and-hedge"), estimateCatalog)).toEqual({
      perPeriod: 10100,
      billing: "month",
      periods: 9,
      perYear: 91200,
      visits: 13,
      months: 9,
    });
    // 39 € in spring and 45 € in autumn: 84 €, less 10 % = 75,60 € a year.
    expect(planPrice(plan("irrigation-season"), estimateCatalog)).toMatchObject({ perPeriod: 7600, periods: 1, perYear: 7600, visits: 2 });
    // Four visits of 68 €, leaves of 300 м² (96 €), 2 м³ of green waste (64 €): 432 €, less 10 % = 388,80 €, over 3 seasons = 129,60 €.
    expect(planPrice(plan("seasonal-cleaning"), estimateCatalog)).toMatchObject({ perPeriod: 13000, periods: 3, perYear: 38900 });
  });

  it("refuse a part that is not on the price list", () => {
    const broken = { ...carePlans[0]!, parts: [{ item: "gardening-unicorns", quantity: 1 }] };
    expect(() => planPrice(broken, estimateCatalog)).toThrow(/gardening-unicorns/);
  });
});

// ---------------------------------------------------------------------------
// Properties, over random items (the real list and made-up ones), sizes and estimates.

const seasonArb = fc.constantFrom<(typeof seasonIds)[number] | "">("", ...seasonIds);

/** Any price item the content schema allows: a price, a unit, maybe a minimum, a spread, seasonal changes. */
const itemArb: fc.Arbitrary<PriceItem> = fc.record(
  {
    id: fc.constantFrom("gardening-a", "cleaning-b", "lighting-c"),
    service: fc.constantFrom("gardening" as const, "cleaning" as const, "lighting" as const),
    name: fc.constant("x"),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
    unit: fc.constantFrom("м²" as const, "л.м.", "бр.", "час", "м³", "посещение", "обект"),
    from: fc.boolean(),
    minimum: fc.option(
      fc.oneof(fc.record({ cents: fc.integer({ min: 1, max: 100_000 }) }), fc.record({ quantity: fc.integer({ min: 1, max: 10 }) })),
      { nil: undefined },
    ),
    spreadPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    seasonPercent: fc.option(fc.dictionary(fc.constantFrom(...seasonIds), fc.integer({ min: -50, max: 100 })), { nil: undefined }),
  },
  { requiredKeys: ["id", "service", "name", "cents", "unit", "from"] },
) as fc.Arbitrary<PriceItem>;

const anyItemArb = fc.oneof(fc.constantFrom(...priceList), itemArb);
const tenthsArb = fc.integer({ min: 1, max: 1_000_000 });
const rulesArb = fc.record({
  spreadPercent: fc.record({ from: fc.integer({ min: 0, max: 100 }), fixed: fc.integer({ min: 0, max: 100 }) }),
  wholeUnits: fc.constant(rules.wholeUnits),
  largest: fc.constant(rules.largest),
});

/** A size as a visitor might type it: whole or with one or two decimals, comma or point. */
const typedSizeArb = fc
  .tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(",", "."), fc.boolean())
  .map(([whole, hundredths, mark, decimals]) => (decimals ? `${whole}${mark}${String(hundredths).padStart(2, "0")}` : String(whole)));

const stateArb: fc.Arbitrary<EstimateState> = fc.record({
  lines: fc.array(
    fc.record({
      item: fc.constantFrom(...priceList.map((entry) => entry.id), "not-listed"),
      size: fc.oneof(typedSizeArb, fc.constant("")),
    }),
    { maxLength: 12 },
  ),
  town: fc.constantFrom("", "no-town", ...estimateCatalog.towns.map((town) => town.id)),
  season: seasonArb,
});

describe("properties", () => {
  it("a line's low end is never below its minimum, never above its high end, and a whole number of euros unless it is the minimum or a fixed price", () => {
    fc.assert(
      fc.property(anyItemArb, tenthsArb, seasonArb, rulesArb, (entry, tenths, season, someRules) => {
        const figures = lineFigures(entry, tenths, season, someRules);
        const minimum = minimumCharge(entry) ?? 0;
        expect(figures.low).toBeGreaterThanOrEqual(minimum);
        expect(figures.high).toBeGreaterThanOrEqual(figures.low);
        expect(Number.isSafeInteger(figures.high)).toBe(true);
        if (spreadPercent(entry, someRules) === 0) expect(figures.high).toBe(figures.low);
        else if (!figures.minimumApplied) expect(figures.low % 100).toBe(0);
        if (figures.high !== minimum && spreadPercent(entry, someRules) > 0) expect(figures.high % 100).toBe(0);
      }),
    );
  });

  it("a line's ends grow, or stay, as the size grows", () => {
    fc.assert(
      fc.property(anyItemArb, tenthsArb, tenthsArb, seasonArb, rulesArb, (entry, a, b, season, someRules) => {
        const [smaller, larger] = a <= b ? [a, b] : [b, a];
        const small = lineFigures(entry, smaller, season, someRules);
        const large = lineFigures(entry, larger, season, someRules);
        expect(large.low).toBeGreaterThanOrEqual(small.low);
        expect(large.high).toBeGreaterThanOrEqual(small.high);
      }),
    );
  });

  it("a line's low end is within half a euro of the exact amount, unless the minimum applies", () => {
    fc.assert(
      fc.property(anyItemArb, tenthsArb, seasonArb, (entry, tenths, season) => {
        const figures = lineFigures(entry, tenths, season, rules);
        const exact = (entry.cents * tenths * (100 + figures.seasonPercent)) / 1000;
        if (!figures.minimumApplied) expect(Math.abs(figures.low - exact)).toBeLessThanOrEqual(50 + 1e-6 * exact);
      }),
    );
  });

  it("a typed size reads monotonically: a larger number is never a smaller size", () => {
    fc.assert(
      fc.property(typedSizeArb, typedSizeArb, fc.boolean(), (a, b, whole) => {
        const value = (typed: string) => Number(typed.replace(",", "."));
        const [smaller, larger] = value(a) <= value(b) ? [a, b] : [b, a];
        const small = readSize(smaller, whole);
        const large = readSize(larger, whole);
        if (small.ok && large.ok) expect(large.tenths).toBeGreaterThanOrEqual(small.tenths);
        if (small.ok) expect(large.ok).toBe(true);
      }),
    );
  });

  it("the total is the sum of the lines and the trip, and never below any priced line's minimum", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const estimate = computeEstimate(state, estimateCatalog);
        const priced = estimate.lines.flatMap((line) => (line.figures ? [line.figures] : []));
        expect(estimate.low).toBe(priced.reduce((sum, figures) => sum + figures.low, 0) + (estimate.travel ?? 0));
        expect(estimate.high).toBe(priced.reduce((sum, figures) => sum + figures.high, 0) + (estimate.travel ?? 0));
        expect(estimate.high).toBeGreaterThanOrEqual(estimate.low);
        for (const figures of priced) expect(estimate.low).toBeGreaterThanOrEqual(figures.minimum ?? 0);
        expect(estimate.priced).toBe(priced.length);
        if (priced.length === 0) expect([estimate.low, estimate.travel]).toEqual([0, null]);
      }),
    );
  });

  it("the total grows, or stays, when one line's size grows", () => {
    fc.assert(
      fc.property(
        stateArb.filter((state) => state.lines.length > 0),
        fc.nat(),
        tenthsArb,
        (state, pick, extra) => {
          const index = pick % state.lines.length;
          const line = state.lines[index]!;
          const entry = priceList.find((candidate) => candidate.id === line.item);
          const largest = entry ? largestSize(entry.unit, rules) : MAX_QUANTITY;
          const before = readSize(line.size, entry ? rules.wholeUnits.includes(entry.unit) : false, largest);
          fc.pre(before.ok);
          const grown = ((before.ok ? before.tenths : 0) + extra) / 10;
          fc.pre(grown <= largest);
          const larger: EstimateState = {
            ...state,
            lines: state.lines.map((row, at) => (at === index ? { ...row, size: String(grown) } : row)),
          };
          const small = computeEstimate(state, estimateCatalog);
          const large = computeEstimate(larger, estimateCatalog);
          expect(large.low).toBeGreaterThanOrEqual(small.low);
          expect(large.high).toBeGreaterThanOrEqual(small.high);
        },
      ),
    );
  });

  it("every care plan costs at least its billing share of the minimum charges it includes", () => {
    const catalog: EstimateCatalog = estimateCatalog;
    for (const plan of carePlans) {
      const price = planPrice(plan, catalog);
      expect(price.perPeriod % 100).toBe(0);
      expect(price.perPeriod * price.periods).toBeGreaterThan(0);
      expect(Math.abs(price.perPeriod * price.periods - price.perYear)).toBeLessThanOrEqual(50 * price.periods + 50);
    }
  });
});
