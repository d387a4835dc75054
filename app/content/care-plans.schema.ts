/** The shape of app/content/care-plans.ts: the care plans and the seasonal calendar. */
import { z } from "zod";
import { kebabCase, serviceSlug, text } from "./common.schema";
import { carePlanIds, seasonIds } from "./types";

const season = z.enum(seasonIds, { error: `must be one of: ${seasonIds.join(", ")}` });
/** Visits in each season; a season not named has none. */
const visitsPerSeason = z.partialRecord(season, z.number().int("must be a whole number of visits").min(1).max(13));

const planPartSchema = z.object({
  /** The id of a price list item (price-list.ts): what the visit does, at its list price. */
  item: kebabCase("gardening-mowing"),
  /** How much of it per visit, in the item's own unit (400 for 400 м²). */
  quantity: z.number({ error: "must be a number in the item's unit" }).positive("must be more than 0"),
  /** On how many of the plan's visits it is done, by season; left out: on every visit. */
  visits: visitsPerSeason.optional(),
});

const carePlanSchema = z.object({
  id: z.enum(carePlanIds, { error: `must be one of: ${carePlanIds.join(", ")} (app/content/types.ts)` }),
  /** The service an enquiry for this plan is about. */
  service: serviceSlug,
  name: text("the plan's name"),
  /** One or two sentences: what the plan is for. */
  summary: text("what the plan is for"),
  /** What kind of yard the price is for, after „Цената е за:“, e.g. „двор с около 400 м² морава и 25 м жив плет“. */
  suits: text("the yard the price is for"),
  /** What each visit includes, in the owner's words. */
  perVisit: z.array(text("what a visit includes")).min(2, "must list at least 2 things"),
  /** How many visits in each season. */
  visits: visitsPerSeason.refine((visits) => Object.keys(visits).length > 0, "must have visits in at least one season"),
  /** What the price is made of: price list items, each with its size per visit. */
  parts: z.array(planPartSchema).min(1, "must name at least one price list item"),
  /** How the price is quoted: a month (of the months with visits), a season (with visits) or the whole year. */
  billing: z.enum(["month", "season", "year"], { error: "must be month, season or year" }),
  /** Off the list prices, for agreeing the whole year at once. */
  discountPercent: z.number().int("must be whole percent").min(0).max(30, "must be at most 30 %"),
});

const calendarTaskSchema = z.object({
  text: text("what we do"),
  /** The service it links to. */
  service: serviceSlug.optional(),
});

export const carePlansSchema = z.object({
  carePlans: z.array(carePlanSchema).length(carePlanIds.length, `must have one plan for each id in app/content/types.ts`),
  /** What we do in each season, linking to the services. */
  seasonalCalendar: z.record(season, z.array(calendarTaskSchema).min(1, "must list at least one task")),
});

export type CarePlan = z.infer<typeof carePlanSchema>;
export type CarePlanPart = z.infer<typeof planPartSchema>;
export type Billing = CarePlan["billing"];
export type CalendarTask = z.infer<typeof calendarTaskSchema>;
export type CarePlansContent = z.infer<typeof carePlansSchema>;
