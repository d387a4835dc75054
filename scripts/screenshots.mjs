// @ts-check
/* global document, window -- used inside page.evaluate, which runs in the browser */
/**
 * Takes full-page screenshots of every page at 375 px and 1280 px, in light
 * and dark theme, from the production build (run `npm run build` first).
 * Writes them to screenshots/ (not committed).
 *
 *   npm run screenshots            # every page
 *   npm run screenshots -- /prices # only the pages named
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { buildServer, findPages } from "../server/app.mjs";

const root = "build/client";
const app = await buildServer({ root });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const paths = process.argv.length > 2 ? process.argv.slice(2) : [...findPages(root).keys(), "/services/unknown"];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 }, colorScheme });
      for (const path of paths) {
        await page.goto(address + path, { waitUntil: "networkidle" });
        // Scroll through once so lazy images load.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
          // A full-page capture draws the whole page at once, but lazy pictures far from the
          // viewport are not painted (content-visibility: auto, see Picture): show them as a
          // visitor scrolling past sees them.
          for (const picture of document.querySelectorAll("picture")) picture.style.contentVisibility = "visible";
        });
        await page.waitForLoadState("networkidle");
        const file = `screenshots/${colorScheme}-${width}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
