import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import sharp from "sharp";
import { scrollThrough, waitForHydration } from "./hydration";
import { pages } from "./pages";

/** Scrolls through the page so that lazy images load, then waits until the shown ones have. */
async function loadShownImages(page: Page) {
  await scrollThrough(page);
  // On a busy machine a lazy picture passed over in one quick step may not have started:
  // each one still loading is brought into view and waited for.
  await page.evaluate(async () => {
    for (const img of [...document.images].filter((image) => image.offsetWidth > 0 && !image.complete)) {
      img.scrollIntoView({ block: "center" });
      await new Promise((resolve) => {
        if (img.complete) return resolve(undefined);
        img.addEventListener("load", resolve, { once: true });
        img.addEventListener("error", resolve, { once: true });
      });
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].filter((img) => img.offsetWidth > 0).every((img) => img.complete));
}

interface LoadedImage {
  alt: string | null;
  currentSrc: string;
  /** The width of the file the browser chose (from its srcset entry). */
  fileWidth: number;
  /** Displayed width in CSS pixels. */
  cssWidth: number;
  /** Every width offered in the srcset. */
  widths: number[];
}

/** Images that are shown and loaded, with the width of the file chosen. */
function loadedImages(page: Page): Promise<LoadedImage[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.offsetWidth > 0 && img.complete && img.naturalWidth > 0)
      .map((img) => {
        const candidates = new Map<string, number>();
        const sets = [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.srcset);
        for (const srcset of [...sets, img.srcset]) {
          for (const part of srcset.split(",")) {
            const [url, descriptor] = part.trim().split(/\s+/);
            if (url && descriptor?.endsWith("w")) candidates.set(new URL(url, location.href).href, parseInt(descriptor));
          }
        }
        return {
          alt: img.getAttribute("alt"),
          currentSrc: img.currentSrc,
          fileWidth: candidates.get(img.currentSrc) ?? 0,
          cssWidth: img.offsetWidth,
          widths: [...new Set(candidates.values())].sort((a, b) => a - b),
        };
      }),
  );
}

test.describe("images", () => {
  for (const path of pages) {
    test(`${path}: every image has an alt attribute, a width and a height, and the browser gets AVIF`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "checked at 1280 px; the phone's picture sizes have their own test");
      await page.goto(path);
      await waitForHydration(page);
      const attributes = await page.locator("img").evaluateAll((images) =>
        images.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      for (const img of attributes) {
        expect(img.alt, `alt of ${img.src}`).not.toBeNull();
        expect(img.width, `width of ${img.src}`).toMatch(/^\d+$/);
        expect(img.height, `height of ${img.src}`).toMatch(/^\d+$/);
      }

      await loadShownImages(page);
      const gallery = (await loadedImages(page)).filter((img) => img.widths.length > 0);
      if (path === "/" || path.startsWith("/services/") || path === "/gallery") {
        expect(gallery.length, "photos on the page").toBeGreaterThan(0);
      }
      for (const img of gallery) expect(img.currentSrc).toMatch(/\/assets\/img\/[^/]+\.avif$/);
    });
  }

  test("the largest picture on the home page loads first, the others lazily", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home img");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator("#gallery img").first()).toHaveAttribute("loading", "lazy");
  });

  test("a picture further down waits, unpainted but in its final box, until the visitor scrolls near it", async ({ page }) => {
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(new URL(request.url()).pathname));
    await page.goto("/gallery");
    await page.waitForLoadState("networkidle");
    // The first photo two screens down: within the browser's own lazy-loading distance
    // (1 250–3 000 px), beyond the half screen at which a skipped picture is laid out.
    const index = await page.evaluate(() =>
      [...document.querySelectorAll("main li picture")].findIndex(
        (picture) => picture.getBoundingClientRect().top > 2 * window.innerHeight,
      ),
    );
    expect(index).toBeGreaterThan(0);
    const picture = page.locator("main li picture").nth(index);
    const files = async () =>
      (
        await picture
          .locator("source, img")
          .evaluateAll((elements) =>
            elements.flatMap((element) =>
              (element.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
            ),
          )
      ).filter(Boolean);
    const before = await picture.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
    expect(before.height).toBeGreaterThan(100);
    expect((await files()).filter((file) => requested.has(file))).toEqual([]);

    await picture.scrollIntoViewIfNeeded();
    const img = picture.locator("img");
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect((await files()).filter((file) => requested.has(file))).toHaveLength(1);
    const after = await picture.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
    expect(after).toEqual(before);
  });

  test("photos are served as immutable, content-hashed AVIF", async ({ page, request }) => {
    await page.goto("/");
    const src = await page.locator("#home picture source[type='image/avif']").getAttribute("srcset");
    const url = src?.split(",")[0]?.trim().split(/\s+/)[0] ?? "";
    expect(url).toMatch(/^\/assets\/img\/.+\.[0-9a-f]{10}\.avif$/);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test.describe("on a phone", () => {
    // The brief's rule: at most 2× the displayed width (Pixel 5 itself has 2.75).
    test.use({ deviceScaleFactor: 2 });

    for (const path of pages) {
      test(`${path} loads no picture larger than the screen needs`, async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== "mobile", "srcset and sizes are checked at 375 px");
        await page.goto(path);
        await loadShownImages(page);
        const dpr = await page.evaluate(() => window.devicePixelRatio);
        for (const img of (await loadedImages(page)).filter((i) => i.widths.length > 0)) {
          const needed = Math.ceil(img.cssWidth * dpr);
          const allowed = img.widths.find((w) => w >= needed) ?? Math.max(...img.widths);
          expect(img.fileWidth, `${img.currentSrc} shown ${img.cssWidth} px wide`).toBeGreaterThan(0);
          expect(img.fileWidth, `${img.currentSrc} shown ${img.cssWidth} px wide`).toBeLessThanOrEqual(allowed);
        }
      });
    }
  });
});

test.describe("generated social image and icons", () => {
  const files = [
    ["/generated/og-image.jpg", "image/jpeg", 1200, 630],
    ["/generated/icon-192.png", "image/png", 192, 192],
    ["/generated/icon-512.png", "image/png", 512, 512],
    ["/generated/apple-touch-icon.png", "image/png", 180, 180],
  ] as const;

  for (const [path, type, width, height] of files) {
    test(`${path} is a ${width}×${height} ${type}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      const meta = await sharp(await response.body()).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      if (path.includes("apple-touch-icon")) expect(meta.hasAlpha).toBe(false);
    });
  }

  test("/generated/favicon.ico is an icon with a 32×32 PNG inside", async ({ request }) => {
    const response = await request.get("/generated/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = await response.body();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 32, 32]);
  });
});
