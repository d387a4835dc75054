import { expect, test } from "@playwright/test";
import { pages } from "./pages";

test("no page is wider than the screen: nothing scrolls sideways or zooms the phone's page out", async ({ page, viewport }) => {
  for (const path of [...pages, "/nyama-takava-stranica"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(viewport!.width);
  }
});
