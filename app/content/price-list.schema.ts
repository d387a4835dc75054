/** The shape of app/content/price-list.ts: the price list, the VAT note and what changes a price. */
import { z } from "zod";
import { kebabCase, serviceSlug, text, textField } from "./common.schema";
import { PRICE_NOTE_LIMIT } from "./text-limits";
import { seasonIds } from "./types";

export const priceUnits = ["м²", "л.м.", "бр.", "час", "м³", "посещение", "обект"] as const;

const positiveCents = z
  .number({ error: "must be a number of euro cents" })
  .refine(Number.isInteger, { error: (issue) => `must be a whole number of euro cents (got ${String(issue.input)})` })
  .refine((cents) => cents > 0, "must be more than 0");

/** A whole number of percent between `min` and `max`. */
const percent = (min: number, max: number) =>
  z.number({ error: "must be a number of percent" }).int("must be whole percent").min(min).max(max, `must be at most ${max} %`);

const priceItemSchema = z.object({
  /** Stable id, unique across the whole list, starting with its service, e.g. "gardening-lawn-seed". */
  id: kebabCase("gardening-mowing"),
  service: serviceSlug,
  /** What is priced, e.g. „Затревяване чрез сеитба“. */
  name: text("what is priced"),
  /** Price in euro cents (integer). 1250 means 12,50 €. */
  cents: positiveCents,
  unit: z.enum(priceUnits, { error: `must be one of: ${priceUnits.join(", ")}` }),
  /** True when the price is a floor („от“). */
  from: z.boolean({ error: "must be true (a floor, shown with „от“) or false" }),
  /** Optional short note shown under the item (and under its range in the estimate); leave it out rather than empty. */
  note: textField("the note under the price", PRICE_NOTE_LIMIT).optional(),
  /**
   * The least a job of this kind is charged, whatever its size: an amount
   * (`{ cents: 3500 }`: 35 € a visit) or a number of units at the item's own
   * price (`{ quantity: 4 }`: four hours). The price tables and the estimate
   * show it.
   */
  minimum: z
    .union([z.strictObject({ cents: positiveCents }), z.strictObject({ quantity: z.number().int("must be whole units").min(1) })], {
      error: "must be { cents: … } or { quantity: … }",
    })
    .optional(),
  /** How wide the estimate's range is for this item, if not the list's default (estimateRules.spreadPercent). */
  spreadPercent: percent(0, 100).optional(),
  /**
   * What a season changes in this item's price, in percent (`{ spring: 10 }`:
   * 10 % more in spring); a season not named changes nothing.
   */
  seasonPercent: z.partialRecord(z.enum(seasonIds), percent(-50, 100)).optional(),
});

/** Numbers the estimate uses for every item (app/estimate/rules.ts). */
const estimateRulesSchema = z.object({
  /**
   * How wide an estimate's range is: its top is this many percent above its
   * bottom, for a price that is a floor („от“) and for a fixed one.
   */
  spreadPercent: z.object({ from: percent(0, 100), fixed: percent(0, 100) }),
  /** Units counted in whole pieces: a size in them is rounded up to a whole number (2,5 trees are 3); the others take tenths. */
  wholeUnits: z.array(z.enum(priceUnits, { error: `must be one of: ${priceUnits.join(", ")}` })),
  /**
   * The largest size the estimate prices, in each unit (at most 100 000): a larger job is assessed on
   * site, and the estimate says so instead of a figure.
   */
  largest: z.record(z.enum(priceUnits), z.number().int().positive().max(100_000)),
});

export const priceListSchema = z.object({
  priceList: z.array(priceItemSchema),
  /** Shown above every price table. */
  vatNote: text("the note on VAT and how final the prices are"),
  /** What makes a job cost more or less than the list price. */
  priceFactors: z.array(text("a factor")).min(1, "must list at least one factor"),
  estimateRules: estimateRulesSchema,
});

export type PriceItem = z.infer<typeof priceItemSchema>;
export type PriceUnit = PriceItem["unit"];
export type PriceListContent = z.infer<typeof priceListSchema>;
export type EstimateRules = z.infer<typeof estimateRulesSchema>;
