/**
 * How long browsers and caches may keep each kind of response, written once:
 * the Node server sends it, and the files for static hosts (`_headers`, the
 * nginx snippet) and the server benchmark's nginx say the same.
 */

/** Hashed build assets never change under the same name: cached for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages may change with every deploy: browsers revalidate them (ETag) each time. */
export const REVALIDATE = "no-cache";
/** Unhashed files (favicon, robots.txt, generated icons): a day. */
export const SHORT = "public, max-age=86400";
/** Answers made for one visitor (a page with a form token, an API answer): never stored. */
export const PRIVATE = "private, no-store";

/** The folder of hashed assets, relative to the build's root. */
export const ASSETS_DIR = "assets";
/** The folder of the owner's uploaded photos' sizes, named by their hash (decision 0042), relative to the build's root. */
export const PHOTOS_DIR = "photos";

/**
 * The Cache-Control of a file of the build, by its path relative to
 * build/client ("assets/x.js", "prices/index.html", "_root.data"): a page's
 * HTML and its loader's data change together, with each deploy.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\.(br|gz)$/, "");
  if (file.startsWith(`${ASSETS_DIR}/`) || file.startsWith(`${PHOTOS_DIR}/`)) return IMMUTABLE;
  if (file.endsWith(".html") || file.endsWith(".data")) return REVALIDATE;
  return SHORT;
}
