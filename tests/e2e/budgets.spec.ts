import { existsSync, readFileSync, statSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { inlineStyles } from "../../server/security";
import { assetsIn, client } from "./build-files";
import { waitForHydration } from "./hydration";
import { pages } from "./pages";

/**
 * Size budgets, measured on the build's precompressed files: deterministic,
 * unlike timings. The Lighthouse and interaction benchmarks (`npm run bench`)
 * cover speed.
 */
const KB = 1024;
const budgets = { homeJs: 120 * KB, css: 20 * KB, html: 30 * KB };

/** What the server sends: the .br file, or the file itself when it is too small to be worth compressing. */
const brotliSize = (urlPath: string) => {
  const file = path.join(client, urlPath);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
};
const htmlFile = (page: string) => (page === "/" ? "/index.html" : `${page}/index.html`);

test.describe("size budgets", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the build is the same for every screen; measured once");

  test(`the home page loads at most ${budgets.homeJs / KB} KB of JavaScript (brotli), all of it by the time it has hydrated`, async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.add(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const scripts = [...requested];
    // What the page names itself, and what hydrating it loaded (React DOM, after the first paint).
    expect(scripts).toEqual(expect.arrayContaining(assetsIn(readFileSync(path.join(client, "index.html"), "utf8"), "js")));
    const total = scripts.reduce((sum, script) => sum + brotliSize(script), 0);
    console.log(`home page JavaScript: ${(total / KB).toFixed(1)} KB brotli in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(budgets.homeJs);
  });

  test(`every page's CSS is at most ${budgets.css / KB} KB and its HTML, CSS included, at most ${budgets.html / KB} KB (brotli)`, () => {
    for (const page of [...pages, "/404"]) {
      const file = htmlFile(page);
      const html = readFileSync(path.join(client, file), "utf8");
      // The stylesheet is in the page (app/lib/site-css.ts): the first paint waits for no other file.
      expect(assetsIn(html, "css"), `${page} stylesheet files`).toEqual([]);
      const css = brotliCompressSync(inlineStyles(html).join("")).length;
      expect(css, `${page} CSS`).toBeLessThanOrEqual(budgets.css);
      expect(brotliSize(file), `${page} HTML`).toBeLessThanOrEqual(budgets.html);
      if (page === "/")
        console.log(`home page: HTML ${(brotliSize(file) / KB).toFixed(1)} KB brotli, of which CSS about ${(css / KB).toFixed(1)} KB`);
    }
  });
});

// At the phone's and at the desktop's width, each page in a fresh browser context of its project (its
// screen, touch and pixel ratio), as a first visit.
test.describe("hydration moves nothing on screen (CLS budget 0.01)", () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        // What moved, for the message when the budget is exceeded: each shifted element's tag and classes.
        const moved: string[] = [];
        Object.assign(window, { __shifts: shifts, __moved: moved });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push(entry.value);
            for (const source of entry.sources)
              moved.push(source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : "#text");
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      // Two frames, for the entries of the last layout to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { shifts, moved } = await page.evaluate(() => {
        const recorded = window as unknown as { __shifts: number[]; __moved: string[] };
        return { shifts: recorded.__shifts, moved: recorded.__moved };
      });
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        `${path}: layout shifts ${shifts.join(", ")} of ${moved.join(" | ")}`,
      ).toBeLessThanOrEqual(0.01);
    });
  }
});
