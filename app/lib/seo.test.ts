import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companyDefaults as company } from "~/content/company";
import { site } from "~/content/site";
import { pageMeta } from "./seo";
import { breadcrumbSchema } from "./structured-data";

type Descriptor = Record<string, unknown>;
const page = { title: "Цени", description: "Ориентировъчни цени в евро." };
const find = (meta: Descriptor[], key: string, value: string) => meta.filter((tag) => tag[key] === value);
const content = (meta: Descriptor[], key: string, value: string) => find(meta, key, value)[0]?.content;

describe("pageMeta", () => {
  const meta = pageMeta({ company, ...page, path: "/prices" }) as Descriptor[];

  it("gives the page its own title and one description", () => {
    expect(meta).toContainEqual({ title: "Цени | Вечнозелено" });
    expect(find(meta, "name", "description")).toEqual([{ name: "description", content: page.description }]);
  });

  it("says what and where for a local page: „… в Трявна и региона | Вечнозелено“", () => {
    const local = pageMeta({
      company,
      title: "Почистване на дворове",
      description: page.description,
      path: "/services/cleaning",
      local: true,
    });
    expect(local).toContainEqual({ title: "Почистване на дворове в Трявна и региона | Вечнозелено" });
    expect(content(local as Descriptor[], "property", "og:title")).toBe("Почистване на дворове в Трявна и региона | Вечнозелено");
  });

  it("builds an absolute canonical URL from the configured site URL and the path", () => {
    const canonical = meta.filter((tag) => tag.rel === "canonical");
    expect(canonical).toEqual([{ tagName: "link", rel: "canonical", href: `${company.siteUrl}/prices` }]);
    expect(company.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect((pageMeta({ company, ...page, path: "/" }) as Descriptor[]).find((tag) => tag.rel === "canonical")?.href).toBe(
      `${company.siteUrl}/`,
    );
    expect(find(meta, "name", "robots")).toEqual([]);
  });

  it("adds Open Graph and Twitter card tags with the 1200×630 image", () => {
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe(company.name);
    expect(content(meta, "property", "og:title")).toBe("Цени | Вечнозелено");
    expect(content(meta, "property", "og:description")).toBe(page.description);
    expect(content(meta, "property", "og:url")).toBe(`${company.siteUrl}/prices`);
    expect(content(meta, "property", "og:locale")).toBe("bg_BG");
    expect(content(meta, "property", "og:image")).toBe(`${company.siteUrl}/generated/og-image.jpg`);
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "property", "og:image:height")).toBe("630");
    expect(content(meta, "property", "og:image:alt")).toMatch(/[а-я]/);
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(`${company.siteUrl}/generated/og-image.jpg`);
  });

  it("puts each structured-data object in its own JSON-LD block", () => {
    const trail = breadcrumbSchema(company, [{ name: "Цени", path: "/prices" }]);
    const withData = pageMeta({ company, ...page, path: "/prices", structuredData: [trail] }) as Descriptor[];
    expect(withData.filter((tag) => "script:ld+json" in tag)).toEqual([{ "script:ld+json": trail }]);
  });

  it("gives a page without a path (not found) noindex and no canonical or og:url", () => {
    const notFound = pageMeta({ company, ...page, path: null }) as Descriptor[];
    expect(find(notFound, "name", "robots")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(notFound.filter((tag) => tag.rel === "canonical")).toEqual([]);
    expect(find(notFound, "property", "og:url")).toEqual([]);
  });
});

describe("the web manifest", () => {
  const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8"));

  it("matches the company, the site colours and the icons the image step makes", () => {
    expect(manifest).toMatchObject({
      name: company.legalName,
      short_name: company.name,
      lang: site.language,
      start_url: "/",
      display: "standalone",
      theme_color: site.themeColor,
    });
    const lightBackground = /:root\s*{[^}]*--background:\s*(#[0-9a-f]{6})/i.exec(readFileSync("app/app.css", "utf8"))?.[1];
    expect(manifest.background_color).toBe(lightBackground);
    expect(manifest.icons.map((icon: { src: string; sizes: string }) => [icon.src, icon.sizes])).toEqual([
      ["/generated/icon-192.png", "192x192"],
      ["/generated/icon-512.png", "512x512"],
    ]);
  });
});
