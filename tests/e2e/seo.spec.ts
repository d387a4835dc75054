import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { companyDefaults } from "../../app/content/company";
import { site } from "../../app/content/site";
import { attributeOf, elementsOf, textOf } from "../../server/html";
import { waitForHydration } from "./hydration";
import { pages } from "./pages";

type JsonLd = Record<string, unknown> & { "@context"?: unknown; "@type"?: unknown };

const { siteUrl } = companyDefaults;
const businessId = `${siteUrl}/#business`;
const servicePages = pages.filter((path) => path.startsWith("/services/"));

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block["@type"] === type);

test.describe("every page", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "a page's head does not depend on the screen: checked at 1280 px");
  for (const path of pages) {
    test(`${path} has an absolute canonical, Open Graph tags and valid JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", `${siteUrl}${path}`);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      const og = (property: string) => page.locator(`meta[property="${property}"]`);
      await expect(og("og:locale")).toHaveAttribute("content", "bg_BG");
      await expect(og("og:type")).toHaveAttribute("content", "website");
      await expect(og("og:url")).toHaveAttribute("content", `${siteUrl}${path}`);
      await expect(og("og:title")).toHaveAttribute("content", /\S+ \| Вечнозелено$/);
      await expect(og("og:description")).toHaveAttribute("content", /\S{10,}/);
      await expect(og("og:image")).toHaveAttribute("content", `${siteUrl}/generated/og-image.jpg`);
      await expect(og("og:image:width")).toHaveAttribute("content", "1200");
      await expect(og("og:image:height")).toHaveAttribute("content", "630");
      await expect(og("og:image:alt")).toHaveAttribute("content", /[а-я]{3}/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", site.themeColor);

      const blocks = await jsonLd(page);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        expect(typeof block["@type"]).toBe("string");
      }
      const breadcrumbs = ofType(blocks, "BreadcrumbList");
      if (path === "/") expect(breadcrumbs).toHaveLength(0);
      else {
        expect(breadcrumbs).toHaveLength(1);
        const steps = breadcrumbs[0]!.itemListElement as { position: number; name: string; item: string }[];
        expect(steps[0]).toMatchObject({ position: 1, name: "Начало", item: `${siteUrl}/` });
        expect(steps.at(-1)).toMatchObject({ position: steps.length, item: `${siteUrl}${path}` });
      }
    });
  }
});

test.describe("structured data", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "structured data does not depend on the screen: checked at 1280 px");
  for (const path of ["/", "/contact", "/care-plans"]) {
    test(`${path} describes the business as a HomeAndConstructionBusiness`, async ({ page }) => {
      await page.goto(path);
      const [business, ...others] = ofType(await jsonLd(page), "HomeAndConstructionBusiness");
      expect(others).toHaveLength(0);
      expect(business).toMatchObject({
        "@id": businessId,
        name: "Вечнозелено",
        telephone: "+359888123456",
        url: `${siteUrl}/`,
        priceRange: expect.any(String),
        sameAs: ["https://www.facebook.com/vechnozeleno.example"],
        image: `${siteUrl}/generated/og-image.jpg`,
        address: {
          "@type": "PostalAddress",
          streetAddress: "ул. „Ангел Кънчев“ 27",
          postalCode: "5350",
          addressLocality: "Трявна",
        },
        geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
        openingHoursSpecification: [
          { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
          { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
        ],
      });
      // The services, then the care plans as a catalogue of offers with their prices.
      const catalogue = (business!.hasOfferCatalog as { itemListElement: JsonLd[] }).itemListElement;
      expect(catalogue.filter((entry) => entry["@type"] === "Offer")).toHaveLength(6);
      const plans = catalogue.find((entry) => entry["@type"] === "OfferCatalog") as { name: string; itemListElement: JsonLd[] };
      expect(plans.name).toBe("Планове за поддръжка");
      expect(plans.itemListElement.length).toBeGreaterThan(0);
      for (const offer of plans.itemListElement) {
        expect(offer).toMatchObject({
          "@type": "Offer",
          name: expect.any(String),
          url: expect.stringMatching(new RegExp(`^${siteUrl}/care-plans#[a-z-]+$`)),
          priceCurrency: "EUR",
          priceSpecification: { "@type": "UnitPriceSpecification", priceCurrency: "EUR", minPrice: expect.any(Number) },
          itemOffered: { "@type": "Service", name: offer.name },
        });
      }
      const areas = (business!.areaServed as { "@type": string; name: string }[]).map((area) => [area["@type"], area.name]);
      expect(areas).toEqual(["Трявна", "Габрово", "Дряново", "Севлиево", "Велико Търново"].map((town) => ["City", town]));
    });
  }

  for (const path of servicePages) {
    test(`${path} describes its Service, provided by the business`, async ({ page }) => {
      await page.goto(path);
      const blocks = await jsonLd(page);
      const [service, ...others] = ofType(blocks, "Service");
      expect(others).toHaveLength(0);
      expect(service).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        url: `${siteUrl}${path}`,
        provider: { "@id": businessId },
      });
      expect(service!.name).toBe(await page.locator('nav[aria-label="Навигационна пътека"] [aria-current="page"]').innerText());
      expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
    });
  }
});

test.describe("for crawlers", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "files for crawlers do not depend on the screen");

  test("the prerendered HTML already has the canonical URL and JSON-LD", async ({ request }) => {
    const html = await (await request.get("/services/irrigation")).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/services/irrigation"/>`);
    const jsonLd = [...elementsOf(html)].filter(
      (element) => element.tagName === "script" && attributeOf(element, "type") === "application/ld+json",
    );
    expect(jsonLd.map((script) => JSON.stringify(JSON.parse(textOf(script))))).toContainEqual(expect.stringContaining('"@type":"Service"'));
  });

  test("sitemap.xml lists exactly the indexable pages", async ({ request, page }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    // Read as XML by the browser's own parser.
    const locs = await page.evaluate(
      (text) => [...new DOMParser().parseFromString(text, "application/xml").getElementsByTagName("loc")].map((loc) => loc.textContent),
      xml,
    );
    expect(locs.toSorted()).toEqual(pages.map((path) => `${siteUrl}${path}`).toSorted());
    expect(locs).toHaveLength(pages.length);
  });

  test("robots.txt allows everything and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\S*/m);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("the web manifest is served as a manifest, and every page links it once", async ({ request, page }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ short_name: "Вечнозелено", lang: "bg", start_url: "/", display: "standalone" });
    const html = await (await request.get("/prices")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/generated/apple-touch-icon.png"/>');
    expect(html).toContain('<link rel="icon" href="/generated/favicon.ico" sizes="32x32"/>');
    await page.goto("/prices");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    // The browser takes the linked manifest as the page's, and reads it without errors.
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send("Page.getAppManifest");
    expect(new URL(url).pathname).toBe("/manifest.webmanifest");
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? "{}")).toMatchObject({ short_name: "Вечнозелено" });
  });

  test("the SVG favicon is in the page, with no request of its own, and is the site's icon", async ({ page, request }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const file = await (await request.get("/favicon.svg")).text();
    expect(decodeURIComponent(href!.slice("data:image/svg+xml,".length))).toBe(file.trim());
    // Drawn, not blocked by the Content-Security-Policy.
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, href!);
    expect(size[0]).toBeGreaterThan(0);
    await page.waitForLoadState("load");
    expect(requested).not.toContain("/favicon.svg");
  });
});

test.describe("the not-found page", () => {
  test("asks not to be indexed and has no canonical URL", async ({ page }) => {
    const response = await page.goto("/nyama-takava-stranica");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    for (const block of await jsonLd(page)) expect(block["@type"]).toBeTruthy();
  });
});
