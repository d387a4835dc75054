/** The shape of app/content/price-list.ts: the price list, the VAT note and what changes a price. */
import { z } from "zod";
import { kebabCase, serviceSlug, text } from "./common.schema";

export const priceUnits = ["м²", "л.м.", "бр.", "час", "м³", "посещение", "обект"] as const;

const priceItemSchema = z.object({
  /** Stable id, unique across the whole list, starting with its service, e.g. "gardening-lawn-seed". */
  id: kebabCase("gardening-mowing"),
  service: serviceSlug,
  /** What is priced, e.g. „Затревяване чрез сеитба“. */
  name: text("what is priced"),
  /** Price in euro cents (integer). 1250 means 12,50 €. */
  cents: z
    .number({ error: "must be a number of euro cents" })
    .refine(Number.isInteger, { error: (issue) => `must be a whole number of euro cents (got ${String(issue.input)})` })
    .refine((cents) => cents > 0, "must be more than 0"),
  unit: z.enum(priceUnits, { error: `must be one of: ${priceUnits.join(", ")}` }),
  /** True when the price is a floor („от“). */
  from: z.boolean({ error: "must be true (a floor, shown with „от“) or false" }),
  /** Optional short note shown under the item. */
  note: z.string().trim().min(1, "must not be empty: leave it out instead").optional(),
});

export const priceListSchema = z.object({
  priceList: z.array(priceItemSchema),
  /** Shown above every price table. */
  vatNote: text("the note on VAT and how final the prices are"),
  /** What makes a job cost more or less than the list price. */
  priceFactors: z.array(text("a factor")).min(1, "must list at least one factor"),
});

export type PriceItem = z.infer<typeof priceItemSchema>;
export type PriceUnit = PriceItem["unit"];
export type PriceListContent = z.infer<typeof priceListSchema>;
