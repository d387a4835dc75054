/** The shape of app/content/trust.ts: how the company works, its people and what customers said. */
import { z } from "zod";
import { kebabCase, serviceSlug, text } from "./common.schema";
import { TRUST_LIMITS } from "./trust-limits";
import { UNKNOWN_PLACEHOLDER, unknownPlaceholders } from "./trip-rules";
import { trustFactIds } from "./types";

/** True while the entry is a made-up demo value: the build lists it until the owner replaces it and sets false. */
const demo = z.boolean({ error: "must be true (a demo value the build warns about) or false (a real fact)" });

/** A fact's words in curly brackets are the trip's placeholders only: any other would be shown as typed. */
const onlyKnownPlaceholders = (value: string) => unknownPlaceholders(value).length === 0;

const factSchema = z.object({
  id: z.enum(trustFactIds, { error: `must be one of: ${trustFactIds.join(", ")}` }),
  /** A few words, e.g. „Безплатен оглед“. */
  title: text("a few words")
    .max(TRUST_LIMITS.factTitle, `must be at most ${TRUST_LIMITS.factTitle} characters`)
    .refine(onlyKnownPlaceholders, UNKNOWN_PLACEHOLDER),
  /** One or two sentences: the details a homeowner asks about. */
  text: text("one or two sentences")
    .max(TRUST_LIMITS.factText, `must be at most ${TRUST_LIMITS.factText} characters`)
    .refine(onlyKnownPlaceholders, UNKNOWN_PLACEHOLDER),
  /** Also shown in the first screen of the home and service pages. */
  highlight: z.boolean().optional(),
  /**
   * The services the fact is true of, when not all of them (a guarantee on what is built, not on a
   * clean-up): as a highlight it is shown on these services' pages only (and on the home page).
   */
  services: z.array(serviceSlug).min(1, "must list at least one service, or be left out for all").optional(),
  demo,
});

const personSchema = z.object({
  name: text("first and last name").max(TRUST_LIMITS.name, `must be at most ${TRUST_LIMITS.name} characters`),
  role: text("what they do, e.g. Поливни системи и осветление").max(TRUST_LIMITS.role, `must be at most ${TRUST_LIMITS.role} characters`),
  text: text("a sentence about them").max(TRUST_LIMITS.personText, `must be at most ${TRUST_LIMITS.personText} characters`),
  demo,
});

const reviewSchema = z.object({
  id: kebabCase("review-irrigation-1"),
  /** As the customer agreed to be named, e.g. „Мария Д.“. */
  author: text("the customer's name as they agreed to be shown").max(
    TRUST_LIMITS.author,
    `must be at most ${TRUST_LIMITS.author} characters`,
  ),
  /** Where the job was, e.g. „Трявна“ or „Габрово“. */
  place: text("where the job was").max(TRUST_LIMITS.place, `must be at most ${TRUST_LIMITS.place} characters`),
  service: serviceSlug,
  text: text("what the customer said").max(TRUST_LIMITS.reviewText, `must be at most ${TRUST_LIMITS.reviewText} characters`),
  demo,
});

export const trustSchema = z.object({
  heading: text("heading of the part"),
  intro: text("a sentence under the heading"),
  facts: z.array(factSchema).min(3, "must list at least 3 facts"),
  areaHeading: text("heading of the service area"),
  teamHeading: text("heading of the people"),
  team: z.array(personSchema),
  reviewsHeading: text("heading of the reviews"),
  reviews: z.array(reviewSchema),
});

/** Every export of trust.ts. */
export const trustModuleSchema = z.object({ trust: trustSchema });

export type Trust = z.infer<typeof trustSchema>;
export type TrustFact = z.infer<typeof factSchema>;
export type TrustPerson = z.infer<typeof personSchema>;
export type Review = z.infer<typeof reviewSchema>;
