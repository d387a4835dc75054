/**
 * Where the site lives and how it describes itself to search engines and
 * social networks. The site's address is a company fact the owner edits
 * (`siteUrl` in company.ts). The shape and its rules are in site.schema.ts.
 */
import { typeset } from "./typography";
import type { Site } from "./site.schema";

export const site = typeset({
  language: "bg",
  /** Open Graph locale. */
  locale: "bg_BG",
  /** Browser UI colour on phones (the brand green). */
  themeColor: "#24613a",
  /**
   * The picture that link previews (Facebook, Viber, search results) show.
   * The image build step writes it at this path, 1200×630.
   */
  ogImage: {
    path: "/generated/og-image.jpg",
    width: 1200,
    height: 630,
    alt: "„Вечнозелено“ – озеленяване, поливни системи и поддръжка на градини в Трявна и региона",
  },
  /** The square logo search engines show next to the company (made by the image build step). */
  logoPath: "/generated/icon-512.png",
} satisfies Site);
