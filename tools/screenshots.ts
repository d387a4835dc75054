/**
 * Full-page screenshots of pages at 375 px and 1280 px, in light and dark
 * theme, from the production build served by its own server (`npm run
 * screenshots`). Written to screenshots/ (not committed).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { NOT_FOUND_PATH } from "../server/site-files";
import { serveBuild } from "./serve";

export const WIDTHS = [375, 1280];
export const SCHEMES = ["light", "dark"] as const;

/** screenshots/<scheme>-<width>-<page>.png, "home" for the home page. */
export const screenshotName = (scheme: string, width: number, urlPath: string) =>
  `${scheme}-${width}${urlPath === "/" ? "-home" : urlPath.replaceAll("/", "-")}.png`;

/** Every prerendered page (not the not-found page), and an unknown service path for the 404. */
export const defaultPaths = (prerender: readonly string[]) => [
  ...prerender.filter((urlPath) => urlPath !== NOT_FOUND_PATH),
  "/services/unknown",
];

export async function takeScreenshots(projectRoot: string, paths: readonly string[], outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const server = await serveBuild(projectRoot);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const files: string[] = [];
  try {
    for (const colorScheme of SCHEMES) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 }, colorScheme });
        for (const urlPath of paths) {
          await page.goto(server.url + urlPath, { waitUntil: "networkidle" });
          // Scroll through once so lazy images load; then show the pictures far from the viewport
          // (content-visibility: auto, see Picture) as a visitor scrolling past sees them.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 500) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 40));
            }
            window.scrollTo(0, 0);
            for (const picture of document.querySelectorAll("picture")) picture.style.contentVisibility = "visible";
          });
          await page.waitForLoadState("networkidle");
          const file = path.join(outDir, screenshotName(colorScheme, width, urlPath));
          await page.screenshot({ path: file, fullPage: true });
          files.push(file);
          console.log(path.relative(projectRoot, file));
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return files;
}
