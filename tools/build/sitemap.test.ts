import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalOf, isNoindex, writeSitemapAndRobots } from "./sitemap";

const SITE = "https://www.example.test";
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with these pages (URL path → head HTML); returns it and the prerender list. */
function build(pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "sitemap-"));
  made.push(root);
  for (const [urlPath, head] of Object.entries(pages)) {
    const dir = path.join(root, urlPath);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
  }
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "x.js"), "");
  return { root, prerender: Object.keys(pages) };
}
const canonical = (urlPath: string) => `<link rel="canonical" href="${SITE}${urlPath}"/>`;

describe("sitemap.xml and robots.txt", () => {
  it("list every prerendered page by its canonical URL, except the not-found page", () => {
    const { root, prerender } = build({
      "/": canonical("/"),
      "/prices": canonical("/prices"),
      "/services/gardening": canonical("/services/gardening"),
      "/404": '<meta name="robots" content="noindex"/>',
    });
    const { urls } = writeSitemapAndRobots(root, prerender);
    expect(urls).toEqual([`${SITE}/`, `${SITE}/prices`, `${SITE}/services/gardening`]);
    const xml = readFileSync(path.join(root, "sitemap.xml"), "utf8");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(urls);
    expect(readFileSync(path.join(root, "robots.txt"), "utf8")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("fail the build when an indexable page has no canonical URL", () => {
    const { root, prerender } = build({ "/": canonical("/"), "/new-page": "<title>x</title>" });
    expect(() => writeSitemapAndRobots(root, prerender)).toThrow(/\/new-page/);
  });

  it("read canonical and robots tags as React renders them", () => {
    expect(canonicalOf(`<meta name="x"/><link rel="canonical" href="${SITE}/a?b=1&amp;c=2"/>`)).toBe(`${SITE}/a?b=1&c=2`);
    expect(canonicalOf('<link rel="icon" href="/favicon.svg"/>')).toBeNull();
    expect(isNoindex('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex"/>')).toBe(false);
  });
});
