import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { serviceTitles } from "./pages";
import { expandedState, waitForHydration } from "./hydration";

test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "small-screen menu");

const menuButton = (page: Page) => page.getByRole("button", { name: "Меню", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Меню" });

test.describe("the small-screen menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("a „Меню“ button replaces the row of links", async ({ page }) => {
    await expect(menuButton(page)).toBeVisible();
    expect(await expandedState(menuButton(page))).toBe(false);
    await expect(page.locator("header").getByRole("link", { name: "Цени" })).toBeHidden();
    await expect(page.locator("header").getByRole("link", { name: "Вечнозелено" })).toBeVisible();
    // Whole on the narrowest phones too (320 px): the button is not cut at the screen's edge.
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
      expect((await menuButton(page).boundingBox())!.x + (await menuButton(page).boundingBox())!.width).toBeLessThanOrEqual(width - 8);
      await expect(page.locator("header").getByRole("link", { name: "Вечнозелено" })).toBeInViewport({ ratio: 1 });
    }
  });

  test("opens full-screen, with every item and the six services inside", async ({ page }) => {
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await expandedState(menuButton(page))).toBe(true);
    await expect.poll(() => dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: page.viewportSize()!.height });
    for (const name of ["Начало", "Цени", "Галерия", "Контакти"]) {
      await expect(dialog(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const [title, path] of serviceTitles) {
      await expect(dialog(page).getByRole("link", { name: title })).toHaveAttribute("href", path);
    }
  });

  test("keeps focus inside while open; Escape closes it and returns focus to the button", async ({ page }) => {
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    const focusInside = () => dialog(page).evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await expandedState(menuButton(page))).toBe(false);
  });

  test("the page behind does not scroll while the menu is open, by wheel or keys", async ({ page }) => {
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 1500);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    // Let a scroll that should not happen finish.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Hydrated, the page itself is locked too, for browsers that let a swipe through a panel with nothing to scroll.
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: "the page scrolls again once the menu is closed" })
      .toBeGreaterThan(0);
  });

  test("choosing a link closes the menu and goes to the page", async ({ page }) => {
    await menuButton(page).click();
    await dialog(page).getByRole("link", { name: "Поливни системи" }).click();
    await expect(page).toHaveURL(/\/services\/irrigation$/);
    await expect(dialog(page)).toBeHidden();
    expect(await expandedState(menuButton(page))).toBe(false);

    await menuButton(page).click();
    await expect(dialog(page).getByRole("link", { name: "Поливни системи" })).toHaveAttribute("aria-current", "page");
    await dialog(page).getByRole("link", { name: "Цени" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(dialog(page)).toBeHidden();
  });

  test("has the care plans right after the prices, and their link opens them", async ({ page }) => {
    await menuButton(page).click();
    const links = await dialog(page).getByRole("link").allTextContents();
    expect(links.indexOf("Планове за поддръжка")).toBe(links.indexOf("Цени") + 1);
    await dialog(page).getByRole("link", { name: "Планове за поддръжка" }).click();
    await expect(page).toHaveURL(/\/care-plans$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Поддръжка на двора през цялата година" })).toBeVisible();
  });

  test("the close button closes it", async ({ page }) => {
    await menuButton(page).click();
    await dialog(page).getByRole("button", { name: "Затворете менюто" }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test("opening the menu fetches nothing: its first link takes focus, which is no sign the visitor wants that page", async ({ page }) => {
  await page.goto("/prices");
  await waitForHydration(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const preloads = () => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]').length);
  const before = await preloads();
  await menuButton(page).click();
  await expect(dialog(page).getByRole("link", { name: "Начало", exact: true })).toBeFocused();
  // React Router starts a prefetch 100 ms after a link takes focus (its "intent").
  await page.waitForTimeout(500);
  expect(await preloads()).toBe(before);
  expect(requested).toEqual([]);
});

test("before React runs the menu still opens, focus stays on its button and Tab goes into it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await menuButton(page).tap();
  await expect(dialog(page)).toBeVisible();
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await context.close();
});

test("a tap on the theme switch opens its choices and never starts its tooltip: a touch screen has no hover", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const themeButton = page.getByRole("button", { name: "Тема на сайта", exact: true });
  await themeButton.tap();
  await expect(page.getByRole("group", { name: "Тема на сайта" })).toBeVisible();
  await themeButton.tap();
  await expect(page.getByRole("group", { name: "Тема на сайта" })).toBeHidden();
  // A tooltip shows 700 ms after a hover, and a tap leaves the button "hovered" until the next tap elsewhere.
  await page.waitForTimeout(1000);
  await expect(page.locator("header .tooltip")).toBeHidden();
});
