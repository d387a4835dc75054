import { describe, expect, it } from "vitest";
import { indexablePages, indexing, robotsTxt, sitemapXml } from "./sitemap";

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>x</h1></body></html>`;

describe("the sitemap", () => {
  it("lists the canonical URL of each indexable page, home first", () => {
    const pages = indexablePages([
      ["/prices", page('<link rel="canonical" href="https://example.bg/prices">')],
      ["/404", page('<meta name="robots" content="noindex">')],
      ["/", page('<link href="https://example.bg/" rel="canonical">')],
    ]);
    expect(pages).toEqual([
      { path: "/", url: "https://example.bg/" },
      { path: "/prices", url: "https://example.bg/prices" },
    ]);
  });

  it("stops the build when an indexable page has no absolute canonical URL", () => {
    expect(() => indexablePages([["/new", page('<link rel="canonical" href="/new">')]])).toThrow(/\/new has no absolute canonical/);
  });

  it("reads attributes as a browser does, entities included", () => {
    expect(indexing(page('<link rel="canonical" href="https://example.bg/?a=1&amp;b=2">')).canonical).toBe("https://example.bg/?a=1&b=2");
    expect(indexing(page('<META NAME="Robots" CONTENT="noindex, follow">')).noindex).toBe(true);
  });

  it("reads the head only, as search engines do: a canonical link or a robots rule in the body is not the page's", () => {
    const inBody = `<!doctype html><html><head><title>x</title></head><body><link rel="canonical" href="https://example.bg/other"><meta name="robots" content="noindex"></body></html>`;
    expect(indexing(inBody)).toEqual({ canonical: null, noindex: false });
    // A body the markup only implies ends the head as well: what came before it is read, what came after it is not.
    expect(indexing('<!doctype html><title>x</title><link rel="canonical" href="https://example.bg/x"><p>Текст</p>').canonical).toBe(
      "https://example.bg/x",
    );
    expect(indexing('<!doctype html><title>x</title><p>Текст</p><link rel="canonical" href="https://example.bg/x">').canonical).toBeNull();
  });

  it("escapes URLs in the XML and names the sitemap in robots.txt", () => {
    expect(sitemapXml(["https://example.bg/?a=1&b=2"])).toContain("<loc>https://example.bg/?a=1&amp;b=2</loc>");
    expect(robotsTxt("https://example.bg/sitemap.xml")).toMatch(/^Sitemap: https:\/\/example\.bg\/sitemap\.xml$/m);
  });
});
