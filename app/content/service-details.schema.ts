/** The shape of app/content/service-details.ts: the longer texts of each service page. */
import { z } from "zod";
import { serviceSlug, text } from "./common.schema";

export const serviceDetailsSchema = z.object({
  slug: serviceSlug,
  /** What the service is: a few short paragraphs. */
  intro: z.array(text("a paragraph")).min(1, "needs at least one paragraph"),
  /** What is included in the work. */
  included: z.array(text("an item")).min(3, "needs at least 3 items"),
  /** How the work goes, in order. */
  steps: z.array(z.object({ title: text("step title"), text: text("step text") })).min(3, "needs at least 3 steps"),
  /** Common questions with answers. */
  faq: z.array(z.object({ question: text("question"), answer: text("answer") })).min(2, "needs at least 2 questions"),
});

export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;
