/**
 * A desktop browser's classic scrollbar takes room from the page. Playwright
 * hides scrollbars unless told otherwise; these tests keep them.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { chromium } from "../../playwright.config";
import { waitForHydration } from "./hydration";

test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ["--hide-scrollbars"] } });

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "phones draw their scrollbar over the page");
});

const left = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().left);
const scrollbarRoom = (page: Page) => page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);

test("the content does not move sideways when the page grows longer than the window", async ({ page }) => {
  // The first paint can come before the whole page is parsed, when it is still shorter than the window.
  await page.setViewportSize({ width: 1280, height: 20_000 });
  await page.goto("/prices");
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  const short = { heading: await left(page, "h1"), logo: await left(page, "header a") };
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await scrollbarRoom(page), "the browser draws a classic scrollbar").toBeGreaterThan(0);
  expect({ heading: await left(page, "h1"), logo: await left(page, "header a") }).toEqual(short);
});

test("opening the lightbox does not move the page behind it", async ({ page }) => {
  await page.goto("/gallery");
  await waitForHydration(page);
  const before = { heading: await left(page, "h1"), logo: await left(page, "header a") };
  await page.locator("[data-photo]").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect({ heading: await left(page, "h1"), logo: await left(page, "header a") }).toEqual(before);
  // The page behind does not scroll while the photo is open (app.css: the lightbox contains its scrolling).
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await page.keyboard.press("PageDown");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect({ heading: await left(page, "h1"), logo: await left(page, "header a") }).toEqual(before);
});
