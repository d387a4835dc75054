/**
 * Where the site lives and how it describes itself to search engines and
 * social networks. `url` is the one configured site address: every canonical
 * URL, sitemap entry and Open Graph URL is built from it.
 */
export const site = {
  /** The public address, without a trailing slash. */
  url: "https://www.vechnozeleno.example",
  language: "bg",
  /** Open Graph locale. */
  locale: "bg_BG",
  /** Browser UI colour on phones (the brand green). */
  themeColor: "#24613a",
} as const;
