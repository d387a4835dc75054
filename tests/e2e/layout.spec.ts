import { expect, test } from "./reused-page";
import { pages } from "./pages";

test("no page is wider than the screen: nothing scrolls sideways or zooms the phone's page out", async ({ page, viewport }) => {
  for (const path of [...pages, "/nyama-takava-stranica"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(viewport!.width);
  }
});

test("moving focus back up the page with Shift+Tab never leaves it hidden under the fixed header", async ({ page }) => {
  await page.goto("/services/gardening");
  for (let step = 0; step < 60; step++) await page.keyboard.press("Tab");
  const hidden: string[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Shift+Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      const header = document.querySelector("header")!.getBoundingClientRect().bottom;
      // What is fixed itself (the header's controls, the skip link, the phone's contact bar) is never under it.
      const fixed = element.closest("header, .contact-bar") !== null || getComputedStyle(element).position === "fixed";
      const box = element.getBoundingClientRect();
      return { name: element.textContent?.trim().slice(0, 40) ?? "", under: !fixed && element !== document.body && box.top < header - 1 };
    });
    if (focused.under) hidden.push(focused.name);
  }
  expect(hidden).toEqual([]);
});
