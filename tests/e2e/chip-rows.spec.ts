import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./reused-page";

/** The rows of service chips: the prices page's jump links and the gallery's filter. */
const rows: { path: string; row: (page: Page) => Locator }[] = [
  { path: "/prices", row: (page) => page.getByRole("navigation", { name: "Цени по услуга" }) },
  { path: "/gallery", row: (page) => page.getByRole("navigation", { name: /по услуга$/ }) },
];

/** How wide the fade is at each end of a row, in px (0: none), as the browser paints it. */
const fades = (row: Locator) =>
  row.evaluate((element) => {
    const style = getComputedStyle(element);
    return { start: parseFloat(style.getPropertyValue("--chip-fade-start")), end: parseFloat(style.getPropertyValue("--chip-fade-end")) };
  });
const overflows = (row: Locator) => row.evaluate((element) => element.scrollWidth > element.clientWidth);

for (const { path, row } of rows) {
  test.describe(`the chips of ${path}`, () => {
    test("fade out at the edge that cuts them while the row scrolls, and show nothing when all fit", async ({ page, viewport }) => {
      await page.goto(path);
      if ((viewport?.width ?? 0) >= 640) {
        // Wrapped into lines: nothing is cut, nothing fades.
        expect(await overflows(row(page))).toBe(false);
        expect(await fades(row(page))).toEqual({ start: 0, end: 0 });
        return;
      }
      expect(await overflows(row(page))).toBe(true);
      // The cut chip at the right edge, under a fade; the start, not scrolled yet, does not fade.
      const box = (await row(page).boundingBox())!;
      const cut = row(page).getByRole("link").last();
      expect((await cut.boundingBox())!.x + (await cut.boundingBox())!.width).toBeGreaterThan(box.x + box.width);
      expect(await fades(row(page))).toEqual({ start: 0, end: 48 });

      // Scrolled to its end: the start fades, the end does not.
      await row(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      await expect.poll(() => fades(row(page))).toEqual({ start: 48, end: 0 });
    });

    test("with reduced motion and in the dark theme the fade is still there, and Tab brings a cut chip into view", async ({
      page,
      viewport,
    }) => {
      test.skip((viewport?.width ?? 0) >= 640, "the row wraps from 640 px");
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
      await page.goto(path);
      await expect.poll(() => fades(row(page))).toEqual({ start: 0, end: 48 });
      const last = row(page).getByRole("link").last();
      await last.focus();
      await expect(last).toBeFocused();
      const box = (await row(page).boundingBox())!;
      await expect.poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width <= box.x + box.width).toBe(true);
    });
  });
}
