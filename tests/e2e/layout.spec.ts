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

test("a page's parts start at its heading's left edge: one left margin down the page", async ({ page }) => {
  // The pages whose first part is text under a heading (on the others it is a card, a box or a photo).
  for (const path of ["/privacy", "/care-plans"]) {
    await page.goto(path);
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const parts = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .evaluateAll((headings) =>
        headings.filter((h) => h.getClientRects().length > 0).map((h) => ({ text: h.textContent, left: h.getBoundingClientRect().left })),
      );
    expect(parts.length, path).toBeGreaterThan(0);
    // The first part's heading: the page's first column (a card's heading may sit further in).
    expect(Math.abs(parts[0]!.left - heading.x), `${path}: „${parts[0]!.text}“`).toBeLessThanOrEqual(1);
  }
});
