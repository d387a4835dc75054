/**
 * sitemap.xml and robots.txt, made after the build from the prerendered pages
 * themselves: every page meant to be indexed (not the not-found page, nothing
 * with `robots: noindex`) is listed under the canonical URL its `meta` builds
 * from the site's address (the company's `siteUrl`, which the owner edits). A
 * new route appears without any edit here. The build writes them for the
 * deployed content; a publish renders them with its version's pages
 * (server/publish/render.ts), so a new site address reaches them too.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { attributeOf, headElementsOf } from "./html";
import { prerenderedFiles } from "./page-policies";
import { NOT_FOUND_PATH } from "./site-files";

/** What a page says about itself to search engines in its `<head>`, read with an HTML parser. */
export function indexing(html: string): { canonical: string | null; noindex: boolean } {
  let canonical: string | null = null;
  let noindex = false;
  for (const element of headElementsOf(html)) {
    if (element.tagName === "link" && canonical === null && (attributeOf(element, "rel") ?? "").split(/\s+/).includes("canonical"))
      canonical = attributeOf(element, "href") ?? null;
    if (element.tagName === "meta" && attributeOf(element, "name")?.toLowerCase() === "robots")
      noindex ||= /\bnoindex\b/i.test(attributeOf(element, "content") ?? "");
  }
  return { canonical, noindex };
}

/** The canonical URLs of the indexable pages, home first, then by path; throws for an indexable page without one. */
export function indexablePages(pages: Iterable<[urlPath: string, html: string]>): { path: string; url: string }[] {
  const found: { path: string; url: string }[] = [];
  for (const [urlPath, html] of pages) {
    const { canonical, noindex } = indexing(html);
    if (noindex) continue;
    if (!canonical || !/^https?:\/\//.test(canonical)) {
      throw new Error(
        `sitemap: the page ${urlPath} has no absolute canonical URL. Give its route's meta a path (app/lib/seo.ts), or path: null if it must not be indexed.`,
      );
    }
    found.push({ path: urlPath, url: canonical });
  }
  return found.sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export const robotsTxt = (sitemapUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

/** The site's own files beside its pages that say where its pages are, as the addresses they answer. */
export const SITEMAP_FILES = ["sitemap.xml", "robots.txt"] as const;

/**
 * sitemap.xml and robots.txt of a site's prerendered pages (`html` of each of `prerender`), and
 * the number of pages listed.
 */
export function sitemapAndRobots(prerender: readonly string[], html: (file: string) => string) {
  const files = [...prerenderedFiles(prerender)].filter(([urlPath]) => urlPath !== NOT_FOUND_PATH);
  const pages = indexablePages(files.map(([urlPath, file]) => [urlPath, html(file)]));
  const home = pages.find((page) => page.path === "/");
  if (!home) throw new Error("sitemap: the home page has no canonical URL.");
  const texts: Record<(typeof SITEMAP_FILES)[number], string> = {
    "sitemap.xml": sitemapXml(pages.map((page) => page.url)),
    "robots.txt": robotsTxt(new URL("sitemap.xml", home.url).href),
  };
  return { files: texts, pages: pages.length };
}

/** Writes sitemap.xml and robots.txt into build/client; returns the number of pages listed. */
export function writeSitemapAndRobots(root: string, prerender: readonly string[]): number {
  const { files, pages } = sitemapAndRobots(prerender, (file) => readFileSync(path.join(root, file), "utf8"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return pages;
}
