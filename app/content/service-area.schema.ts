/** The shape of app/content/service-area.ts: the towns and villages we work in, how far each is, and what the trip costs. */
import { z } from "zod";
import { kebabCase, textField } from "./common.schema";
import { COMPANY_LIMITS } from "./company-limits";

const wholeCents = z
  .number({ error: "must be a number of euro cents" })
  .int("must be a whole number of euro cents")
  .min(0, "must not be negative");

const townSchema = z.object({
  /** Stable id, used in the estimate's address (`?town=gabrovo`). */
  id: kebabCase("gabrovo"),
  /** As people write it: „Габрово“, „Плачковци“; as long as a town of the company's service area may be. */
  name: textField("the town's or village's name", COMPANY_LIMITS.town),
  /** Kilometres by road from our yard in Трявна. */
  km: z.number({ error: "must be a number of kilometres" }).int("must be whole kilometres").min(0).max(200),
});

const travelZoneSchema = z.object({
  /** The zone reaches this far from Трявна, in kilometres by road. */
  upToKm: z.number().int("must be whole kilometres").min(0),
  /** What the trip adds to a visit, in euro cents (0: nothing). */
  cents: wholeCents,
});

export const serviceAreaSchema = z.object({
  towns: z.array(townSchema).min(1, "must list at least one town"),
  /** The trip's cost by distance, nearest zone first; a town must be within the last one. */
  travelZones: z.array(travelZoneSchema).min(1, "must have at least one zone"),
});

export type Town = z.infer<typeof townSchema>;
export type TravelZone = z.infer<typeof travelZoneSchema>;
export type ServiceAreaContent = z.infer<typeof serviceAreaSchema>;
