/** The shape of app/content/site.ts: where the site lives and how it describes itself. */
import { z } from "zod";
import { text } from "./common.schema";

export const siteSchema = z.object({
  language: z.literal("bg"),
  /** Open Graph locale. */
  locale: z.literal("bg_BG"),
  /** Browser UI colour on phones. */
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #24613a"),
  /** The picture that link previews show, 1200×630. */
  ogImage: z.object({
    path: z.string().regex(/^\/\S+\.(jpe?g|png)$/, "must be a site path to a JPEG or PNG, e.g. /generated/og-image.jpg"),
    width: z.literal(1200, { error: "must be 1200 (the size link previews expect)" }),
    height: z.literal(630, { error: "must be 630 (the size link previews expect)" }),
    alt: text("what the preview picture shows"),
  }),
  /** The square logo search engines show next to the company. */
  logoPath: z.string().regex(/^\/\S+\.(png|svg)$/, "must be a site path to a PNG or SVG logo"),
});

export type Site = z.infer<typeof siteSchema>;
