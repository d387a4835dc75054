// @ts-check
/**
 * sitemap.xml and robots.txt, made after the build from the prerendered pages
 * themselves: every `build/client/**\/index.html` that is meant to be indexed
 * (not the not-found page, nothing with `robots: noindex`) is listed under its
 * canonical URL, which the page's `meta` builds from the one configured site
 * URL (app/content/site.ts). A new route therefore appears without any edit here.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findPages } from "../server/app.mjs";

/** @param {string} value */
const decodeEntities = (value) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** @param {string} value */
const escapeXml = (value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * The canonical URL a page declares in `<link rel="canonical">`, or null.
 * @param {string} html
 */
export function canonicalOf(html) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical["'\s/>]/i.test(tag)) continue;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (href) return decodeEntities(href[1] ?? href[2] ?? "");
  }
  return null;
}

/**
 * Whether the page asks search engines not to index it.
 * @param {string} html
 */
export function isNoindex(html) {
  return [...html.matchAll(/<meta\b[^>]*>/gi)].some(
    ([tag]) => /\bname=["']?robots["'\s]/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );
}


/**
 * The canonical URLs of the indexable prerendered pages, home first, then by path.
 * Throws when an indexable page has no absolute canonical URL.
 * @param {string} root the build folder (build/client)
 * @returns {{ path: string, url: string }[]}
 */
export function indexablePages(root) {
  /** @type {[string, string][]} */
  const found = [];
  // findPages leaves out the not-found page, which is only ever sent with status 404.
  for (const [urlPath, file] of findPages(root)) {
    const html = readFileSync(path.join(root, file), "utf8");
    if (isNoindex(html)) continue;
    const canonical = canonicalOf(html);
    if (!canonical || !/^https?:\/\//.test(canonical)) {
      throw new Error(
        `sitemap: the page ${urlPath} has no absolute canonical URL. Give its route's meta a path: pageMeta({ ..., path: "${urlPath}" }) (app/lib/seo.ts), or path: null if it must not be indexed.`,
      );
    }
    found.push([urlPath, canonical]);
  }
  found.sort(([a], [b]) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  return found.map(([urlPath, url]) => ({ path: urlPath, url }));
}

/** @param {string[]} urls */
export function sitemapXml(urls) {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** @param {string} sitemapUrl */
export function robotsTxt(sitemapUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Writes sitemap.xml and robots.txt into the build folder.
 * @param {string} root
 * @returns {{ urls: string[], sitemapUrl: string }}
 */
export function writeSitemapAndRobots(root) {
  const pages = indexablePages(root);
  const home = pages.find((page) => page.path === "/");
  if (!home) throw new Error("sitemap: the home page (build/client/index.html) has no canonical URL.");
  const urls = pages.map((page) => page.url);
  const sitemapUrl = new URL("sitemap.xml", home.url).href;
  writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(root, "robots.txt"), robotsTxt(sitemapUrl));
  return { urls, sitemapUrl };
}
