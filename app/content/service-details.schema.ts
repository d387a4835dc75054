/** The shape of app/content/service-details.ts: the longer texts of each service page. */
import { z } from "zod";
import { serviceSlug, text, textField } from "./common.schema";
import { SERVICE_TEXT_LIMITS as LIMITS } from "./text-limits";

export const serviceDetailsSchema = z.object({
  slug: serviceSlug,
  /** What the service is: a few short paragraphs. */
  intro: z
    .array(textField("a paragraph", LIMITS.paragraph))
    .min(1, "needs at least one paragraph")
    .max(LIMITS.paragraphs, `must have at most ${LIMITS.paragraphs} paragraphs`),
  /** What is included in the work. */
  included: z
    .array(textField("an item", LIMITS.item))
    .min(3, "needs at least 3 items")
    .max(LIMITS.items, `must have at most ${LIMITS.items} items`),
  /** How the work goes, in order. */
  steps: z.array(z.object({ title: text("step title"), text: text("step text") })).min(3, "needs at least 3 steps"),
  /** Common questions with answers. */
  faq: z.array(z.object({ question: text("question"), answer: text("answer") })).min(2, "needs at least 2 questions"),
});

export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;
