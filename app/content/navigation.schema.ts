/** The shape of app/content/navigation.ts: the site's menu. */
import { z } from "zod";
import { httpsUrl, text } from "./common.schema";

const title = text("what the menu shows");
const sitePath = z.string().regex(/^\/[\w/-]*$/, "must be a path on this site, e.g. /prices");

/** A link inside a dropdown. */
const menuLinkSchema = z.object({ title, to: sitePath });

/**
 * A top-navigation item.
 * - route: a page of the site (`phoneOnly`: in the phone menu only).
 * - scroll: a section of the home page, by its id; on home it scrolls there
 *   smoothly and is highlighted while the section is in view, elsewhere it goes
 *   to home and that section.
 * - external: another site, opened in a new tab.
 * - group: a dropdown of links (e.g. the services).
 */
const menuItemSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("route"),
      title,
      to: sitePath,
      /** Only in the phone menu: the row of links from md up holds exactly the spec's items. */
      phoneOnly: z.literal(true).optional(),
    }),
    z.object({
      type: z.literal("scroll"),
      title,
      to: z.string().regex(/^[a-z][\w-]*$/, "must be the id of a home-page section, e.g. gallery"),
    }),
    z.object({ type: z.literal("external"), title, to: httpsUrl }),
    z.object({ type: z.literal("group"), title, items: z.array(menuLinkSchema).min(1, "must hold at least one link").readonly() }),
  ],
  { error: "must be a menu item of type route, scroll, external or group" },
);

export const navigationSchema = z.object({
  mainMenu: z.array(menuItemSchema).min(1, "must hold at least one item").readonly(),
});

export type MenuLink = z.infer<typeof menuLinkSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
