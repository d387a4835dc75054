import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { assetsIn, client } from "./build-files";
import { waitForHydration } from "./hydration";
import { pages } from "./pages";

/**
 * Size budgets, measured on the build's precompressed files: deterministic,
 * unlike timings. The Lighthouse benchmark (`npm run bench`) covers speed.
 * Also the order of the first load (docs/decisions/0009): no script and no web
 * font before the page has loaded and painted.
 */
const KB = 1024;
const budgets = { homeJs: 120 * KB, css: 20 * KB, html: 30 * KB };

/** What the server sends: the .br file, or the file itself when it is too small to be worth compressing. */
const brotliSize = (urlPath: string) => {
  const file = path.join(client, urlPath);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
};
const htmlFile = (page: string) => (page === "/" ? "/index.html" : `${page}/index.html`);

/**
 * The page a visit starts on keeps the fallback it was painted with; Manrope
 * is in use from the next page on: a client-side navigation, and a new document
 * (from the cache, before its first paint).
 */
async function expectManropeFromTheNextPage(page: Page, path: string) {
  const html = page.locator("html");
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect(html, `${path}: the first page keeps its font`).not.toHaveClass(/\bweb-fonts\b/);
  expect(await bodyFont(), path).toMatch(/^"Manrope Fallback"/);
  const next = path === "/prices" ? "/" : "/prices";
  await page.evaluate((to) => window.__reactRouterDataRouter.navigate(to), next);
  await expect(html, `${path} → ${next}: Manrope from the next page`).toHaveClass(/\bweb-fonts\b/);
  expect(await bodyFont(), path).toMatch(/^Manrope, "Manrope Fallback"/);
  await page.goto(path);
  await expect(html, `${path} again, a new document: Manrope at once`).toHaveClass(/\bweb-fonts\b/);
  const fonts = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize })),
  );
  expect(fonts.length, path).toBeGreaterThan(0);
  expect(
    fonts.filter((font) => font.bytes > 0),
    `${path}: fonts from the cache`,
  ).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('1em "Manrope"', "Ж0")), path).toBe(true);
}

test.describe("size budgets", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the build is the same for every screen; measured once");

  test(`the home page loads at most ${budgets.homeJs / KB} KB of JavaScript (brotli)`, async ({ page }) => {
    const html = readFileSync(path.join(client, "index.html"), "utf8");
    const scripts = assetsIn(html, "js");
    const total = scripts.reduce((sum, script) => sum + brotliSize(script), 0);
    console.log(`home page JavaScript: ${(total / KB).toFixed(1)} KB brotli in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(budgets.homeJs);

    // And the browser loads nothing more until the visitor does something.
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.add(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect([...requested].filter((script) => !scripts.includes(script))).toEqual([]);
  });

  test("no script or web font loads before the page has loaded and painted; then it hydrates and caches Manrope for the next pages", async ({
    browser,
    baseURL,
  }) => {
    for (const path of ["/", "/gallery", "/services/gardening"]) {
      // Each as the first page of a visit: later pages of the same tab use the cached fonts from the start.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForFunction(() => sessionStorage.getItem("web-fonts") === "1");
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          load: navigation.loadEventStart,
          paint: paint?.startTime ?? Infinity,
          early: resources
            .filter((entry) => /\.(js|woff2)$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
          manrope: document.fonts.check('1em "Manrope"', "Ж0"),
        };
      });
      expect(timing.paint, path).toBeLessThan(Infinity);
      expect(timing.early.length, path).toBeGreaterThan(0);
      expect(
        timing.early.filter((entry) => entry.start < Math.max(timing.load, timing.paint)),
        path,
      ).toEqual([]);
      expect(timing.manrope, path).toBe(true);
      await expectManropeFromTheNextPage(page, path);
      await context.close();
    }
  });

  test("until the web fonts are there, text is set in the size-adjusted fallback", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Manrope Fallback"/);
    // Nothing is downloaded for Manrope while it is not used.
    expect(
      await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2")).length),
    ).toBe(0);
    await context.close();
  });

  test(`every page's CSS is at most ${budgets.css / KB} KB and its HTML at most ${budgets.html / KB} KB (brotli)`, () => {
    for (const page of [...pages, "/404"]) {
      const file = htmlFile(page);
      const html = readFileSync(path.join(client, file), "utf8");
      const css = assetsIn(html, "css").reduce((sum, sheet) => sum + brotliSize(sheet), 0);
      expect(css, `${page} CSS`).toBeLessThanOrEqual(budgets.css);
      expect(brotliSize(file), `${page} HTML`).toBeLessThanOrEqual(budgets.html);
    }
  });
});

// At the phone's and at the desktop's width.
test.describe("web fonts", () => {
  test("hydrating and caching the web fonts moves nothing on screen, on any page (CLS budget 0.01)", async ({ browser, baseURL }) => {
    for (const path of pages) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForFunction(() => sessionStorage.getItem("web-fonts") === "1");
      // Two frames, for the entries of the last layout to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        `${path}: layout shifts ${shifts.join(", ")}`,
      ).toBeLessThanOrEqual(0.01);
      await context.close();
    }
  });
});
