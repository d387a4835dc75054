/**
 * The before-and-after comparison (app/components/gallery/before-after.tsx):
 * a native range input over both pictures, moved by keys, mouse and touch, on
 * the service pages and in the gallery's lightbox; without JavaScript both
 * pictures side by side.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { galleryDefaults as gallery } from "../../app/content/gallery";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

const SLIDER = "Сравнение преди и след: колко процента от снимката „Преди“ се вижда";
const compared = gallery.find((entry) => entry.service === "cleaning" && entry.before)!;
const slider = (scope: Page | Locator) => scope.getByRole("slider", { name: SLIDER });
/** Where the divider is, as the CSS that clips „Преди“ has it. */
const split = (range: Locator) =>
  range.evaluate((input) => (input.closest(".compare") as HTMLElement).style.getPropertyValue("--split") || "50%");

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every service with a pair of pictures has its comparison on its page. */
const services = [...new Set(gallery.filter((entry) => entry.before).map((entry) => entry.service))];

test.describe("with JavaScript", () => {
  test("every service page with a pair of pictures compares them", async ({ page }) => {
    expect(services).toHaveLength(6);
    for (const service of services) {
      await page.goto(`/services/${service}`);
      await expect(slider(page).first()).toHaveValue("50");
      await expect(page.getByText("Преди", { exact: true }).first()).toBeVisible();
    }
  });

  test("a service page's photos fill their rows: a comparison takes a row, the photos pair up beside each other", async ({
    page,
    viewport,
  }) => {
    test.skip(viewport!.width < 640, "one column on phones");
    for (const service of services) {
      await page.goto(`/services/${service}`);
      const figures = page.getByRole("region", { name: /Как изглежда тази работа/ }).locator("figure");
      const comparisons = await page
        .getByRole("region", { name: /Как изглежда тази работа/ })
        .getByRole("slider")
        .count();
      const tops = new Set<number>();
      for (const figure of await figures.all()) tops.add(Math.round((await figure.boundingBox())!.y));
      const photos = (await figures.count()) - comparisons;
      expect(tops.size, service).toBe(comparisons + Math.ceil(photos / 2));
    }
  });

  test("each label, „Преди“ and „След“, stays whole in its own half, clear of the divider and its handle, however small the tile", async ({
    page,
  }) => {
    for (const service of services) {
      await page.goto(`/services/${service}`);
      for (const comparison of await page.locator(".compare").all()) {
        await comparison.scrollIntoViewIfNeeded();
        const box = async (selector: string) => (await comparison.locator(selector).boundingBox())!;
        const stage = await box(".compare-stage");
        const divider = await box(".compare-divider");
        const handle = await box(".compare-handle");
        const before = await box(".compare-label-before");
        const after = await box(".compare-label-after");
        const where = `${service}, a tile ${Math.round(stage.width)} px wide`;
        // The divider's line is 2 px wide, centred on its box.
        expect(before.x, where).toBeGreaterThanOrEqual(stage.x);
        expect(before.x + before.width, where).toBeLessThanOrEqual(divider.x - 1);
        expect(after.x, where).toBeGreaterThanOrEqual(divider.x + divider.width + 1);
        expect(after.x + after.width, where).toBeLessThanOrEqual(stage.x + stage.width);
        for (const label of [before, after]) expect(overlap(label, handle), where).toBe(false);
      }
    }
  });

  test("the hint speaks of the arrow keys only where a mouse points: a phone's screen has none", async ({ page, isMobile }) => {
    // From 640 px the service page shows the hint under its comparison (a phone's small tile has none; the lightbox has).
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto("/services/cleaning");
    const hint = page.locator(".compare-hint").first();
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    if (isMobile) await expect(hint).toHaveText("Плъзнете разделителя, за да сравните.", { useInnerText: true });
    else
      await expect(hint).toHaveText("Плъзнете разделителя, за да сравните. Или го местете с клавишите със стрелки.", {
        useInnerText: true,
      });
  });

  test("the keyboard moves the divider: arrows by 1, Shift or Page keys by 10, Home and End to the ends", async ({ page }) => {
    await page.goto("/services/cleaning");
    await waitForHydration(page);
    const range = slider(page).first();
    await range.focus();
    await page.keyboard.press("ArrowRight");
    await expect(range).toHaveValue("51");
    expect(await split(range)).toBe("51%");
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(range).toHaveValue("41");
    await page.keyboard.press("PageUp");
    await expect(range).toHaveValue("51");
    await page.keyboard.press("Home");
    await expect(range).toHaveValue("0");
    expect(await split(range)).toBe("0%");
    await page.keyboard.press("End");
    await expect(range).toHaveValue("100");
    expect(await split(range)).toBe("100%");
    await expectNoAxeViolations(page, "the comparison", { include: ".compare" });
  });

  test("a mouse drags the divider, and a finger moves it where it touches", async ({ page, isMobile }) => {
    await page.goto("/services/cleaning");
    await waitForHydration(page);
    const range = slider(page).first();
    const stage = page.locator(".compare-stage").first();
    await stage.scrollIntoViewIfNeeded();
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const at = (percent: number) => box.x + (box.width * percent) / 100;
    if (isMobile) {
      await page.touchscreen.tap(at(30), y);
      await expect.poll(async () => Number(await range.inputValue())).toBeGreaterThanOrEqual(29);
      expect(Number(await range.inputValue())).toBeLessThanOrEqual(31);
      await page.touchscreen.tap(at(80), y);
      await expect.poll(async () => Number(await range.inputValue())).toBeGreaterThanOrEqual(79);
    } else {
      await page.mouse.move(at(20), y);
      await page.mouse.down();
      await expect.poll(async () => Number(await range.inputValue())).toBeLessThanOrEqual(21);
      await page.mouse.move(at(70), y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => Number(await range.inputValue())).toBeGreaterThanOrEqual(69);
      expect(Number(await range.inputValue())).toBeLessThanOrEqual(71);
      expect(await split(range)).toBe(`${await range.inputValue()}%`);
    }
    await expect(range).toBeFocused();
  });

  test("in the lightbox: the arrows move the divider, not the photo, while it has focus", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    // Named by its caption and the badge it shows (WCAG 2.5.3: the name holds the visible text).
    const thumbnail = page.getByRole("button", { name: `${compared.caption} Преди и след`, exact: true });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: compared.caption });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: compared.before!.alt })).toBeVisible();
    const range = slider(dialog);
    await range.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(range).toHaveValue("48");
    await expect(page.getByRole("dialog")).toHaveAccessibleName(compared.caption);
    await expectNoAxeViolations(page, "the comparison in the lightbox");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both pictures are shown, labelled, „Преди“ first: side by side on wide screens, one above the other on phones", async ({
    page,
    viewport,
  }) => {
    await page.goto("/services/cleaning");
    const comparison = page.locator(".compare").first();
    const before = comparison.getByRole("img", { name: compared.before!.alt });
    const after = comparison.getByRole("img", { name: compared.alt });
    await before.scrollIntoViewIfNeeded();
    await expect(before).toBeVisible();
    await expect(after).toBeVisible();
    await expect(comparison.getByText("Преди", { exact: true })).toBeVisible();
    await expect(comparison.getByText("След", { exact: true })).toBeVisible();
    await expect(slider(comparison)).toBeHidden();
    const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!];
    if ((viewport?.width ?? 0) >= 640) {
      expect(Math.abs(b.y - a.y)).toBeLessThan(1);
      expect(b.x + b.width).toBeLessThanOrEqual(a.x);
    } else {
      expect(b.y + b.height).toBeLessThanOrEqual(a.y);
    }
  });
});
