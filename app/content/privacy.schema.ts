/** The shape of app/content/privacy.ts: the privacy policy page. */
import { z } from "zod";
import { text } from "./common.schema";

export const privacyPageSchema = z.object({
  title: text("the page title"),
  heading: text("the page heading"),
  description: text("the meta description").max(160, "must be at most 160 characters (search results cut it)"),
  intro: text("intro"),
  updated: text("when the policy last changed"),
  sections: z
    .array(z.object({ heading: text("heading"), paragraphs: z.array(text("a paragraph")).min(1, "needs at least one paragraph") }))
    .min(1, "needs at least one section"),
});

export type PrivacyPage = z.infer<typeof privacyPageSchema>;
