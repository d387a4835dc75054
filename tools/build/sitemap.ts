/**
 * sitemap.xml and robots.txt, made after the build from the prerendered pages
 * themselves: every page meant to be indexed (not the not-found page, nothing
 * with `robots: noindex`) is listed under the canonical URL its `meta`
 * declares, which is built from the one configured site URL
 * (app/content/site.ts). A new route therefore appears without any edit here.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { attributeOf, elementsOf } from "../../server/html";
import { prerenderedFiles } from "../../server/page-policies";
import { NOT_FOUND_PATH } from "../../server/site-build";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The canonical URL a page declares in `<link rel="canonical">`, or null. */
export function canonicalOf(html: string): string | null {
  for (const element of elementsOf(html)) {
    if (element.tagName === "link" && (attributeOf(element, "rel") ?? "").split(/\s+/).includes("canonical")) {
      return attributeOf(element, "href") ?? null;
    }
  }
  return null;
}

/** Whether the page asks search engines not to index it. */
export function isNoindex(html: string): boolean {
  for (const element of elementsOf(html)) {
    if (element.tagName === "meta" && attributeOf(element, "name")?.toLowerCase() === "robots" && /noindex/i.test(attributeOf(element, "content") ?? "")) {
      return true;
    }
  }
  return false;
}

/**
 * The canonical URLs of the indexable prerendered pages, home first, then by path.
 * Throws when an indexable page has no absolute canonical URL.
 */
export function indexablePages(root: string, prerender: readonly string[]): { path: string; url: string }[] {
  const found: { path: string; url: string }[] = [];
  for (const [urlPath, file] of prerenderedFiles(prerender)) {
    if (urlPath === NOT_FOUND_PATH) continue;
    const html = readFileSync(path.join(root, file), "utf8");
    if (isNoindex(html)) continue;
    const canonical = canonicalOf(html);
    if (!canonical || !/^https?:\/\//.test(canonical)) {
      throw new Error(
        `sitemap: the page ${urlPath} has no absolute canonical URL. Give its route's meta a path: pageMeta({ ..., path: "${urlPath}" }) (app/lib/seo.ts), or path: null if it must not be indexed.`,
      );
    }
    found.push({ path: urlPath, url: canonical });
  }
  return found.sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Writes sitemap.xml and robots.txt into the build folder. */
export function writeSitemapAndRobots(root: string, prerender: readonly string[]): { urls: string[]; sitemapUrl: string } {
  const pages = indexablePages(root, prerender);
  const home = pages.find((page) => page.path === "/");
  if (!home) throw new Error("sitemap: the home page (build/client/index.html) has no canonical URL.");
  const urls = pages.map((page) => page.url);
  const sitemapUrl = new URL("sitemap.xml", home.url).href;
  writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(urls));
  writeFileSync(path.join(root, "robots.txt"), robotsTxt(sitemapUrl));
  return { urls, sitemapUrl };
}
