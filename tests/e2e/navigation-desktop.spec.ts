import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { serviceTitles } from "./pages";
import { expandedState, waitForHydration } from "./hydration";

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop menu");

const nav = (page: Page) => page.getByRole("navigation", { name: "Основно меню" });
const servicesButton = (page: Page) => nav(page).getByRole("button", { name: "Услуги" });
/** The dropdown's panel, by one of its links. */
const panelShown = (page: Page) => nav(page).getByRole("link", { name: /^Изкопни работи/ });

test.describe("the desktop menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("has the logo and name linking home, and the spec's items", async ({ page }) => {
    await expect(page.locator("header").getByRole("link", { name: "Вечнозелено" })).toHaveAttribute("href", "/");
    await expect(nav(page).getByRole("link", { name: "Начало" })).toHaveAttribute("href", "/");
    await expect(servicesButton(page)).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Цени" })).toHaveAttribute("href", "/prices");
    // Exactly the spec's items: the care plans are in the phone menu only.
    await expect(nav(page).getByRole("link")).toHaveText(["Начало", "Цени", "Галерия", "Контакти"]);
    await expect(nav(page).getByRole("link", { name: "Галерия" })).toHaveAttribute("href", "/gallery");
    await expect(nav(page).getByRole("link", { name: "Контакти" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Меню" })).toBeHidden();
  });

  for (const width of [768, 1024]) {
    test(`at ${width} px every item, the phone and the theme switch fit in the bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const name of ["Начало", "Цени", "Галерия", "Контакти"]) await expect(nav(page).getByRole("link", { name })).toBeVisible();
      await expect(servicesButton(page)).toBeVisible();
      const edge = await page.evaluate(() => document.documentElement.clientWidth);
      for (const control of [
        page.locator("header").getByRole("link", { name: /^Обадете се/ }),
        page.locator("header").getByRole("button", { name: "Тема на сайта" }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(edge);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
  }

  test("Услуги opens on hover with the six services and closes after the pointer leaves", async ({ page }) => {
    await expect(panelShown(page)).toBeHidden();
    await servicesButton(page).hover();
    await expect(panelShown(page)).toBeVisible();
    for (const [title, path] of serviceTitles) {
      await expect(nav(page).getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", path);
    }
    // The pointer travels down into the panel: it stays open.
    const box = (await servicesButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 8, { steps: 4 });
    await panelShown(page).hover();
    await expect(panelShown(page)).toBeVisible();
    // Leaving for good closes it.
    await page.mouse.move(10, 600, { steps: 4 });
    await expect(panelShown(page)).toBeHidden();
  });

  test("choosing a service goes there, closes the dropdown and marks the current page", async ({ page }) => {
    await servicesButton(page).hover();
    await nav(page)
      .getByRole("link", { name: /^Градинско осветление/ })
      .click();
    await expect(page).toHaveURL(/\/services\/lighting$/);
    // Chosen: hidden at once, though the pointer is still where the panel was.
    await expect(panelShown(page)).toBeHidden();
    await page.mouse.move(10, 600);
    expect(await expandedState(servicesButton(page))).toBe(false);
    await servicesButton(page).click();
    await expect(nav(page).getByRole("link", { name: /^Градинско осветление/ })).toHaveAttribute("aria-current", "page");
    await expect(nav(page).getByRole("link", { name: /^Поливни системи/ })).not.toHaveAttribute("aria-current");
  });

  test("works with the keyboard: Enter and Space toggle, Escape closes and returns focus", async ({ page }) => {
    await page.mouse.move(10, 600);
    await servicesButton(page).focus();
    await page.keyboard.press("Enter");
    expect(await expandedState(servicesButton(page))).toBe(true);
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: /^Озеленяване/ })).toBeFocused();
    await page.keyboard.press("Escape");
    expect(await expandedState(servicesButton(page))).toBe(false);
    await expect(servicesButton(page)).toBeFocused();
    await page.keyboard.press("Space");
    expect(await expandedState(servicesButton(page))).toBe(true);
    await page.keyboard.press("Space");
    expect(await expandedState(servicesButton(page))).toBe(false);
  });

  test("tabbing past the last service closes the dropdown", async ({ page }) => {
    await page.mouse.move(10, 600);
    await servicesButton(page).focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: /^Градинско осветление/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Цени" })).toBeFocused();
    expect(await expandedState(servicesButton(page))).toBe(false);
  });

  test("marks the current page with aria-current", async ({ page }) => {
    await expect(nav(page).getByRole("link", { name: "Начало" })).toHaveAttribute("aria-current", "page");
    await nav(page).getByRole("link", { name: "Цени" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(nav(page).getByRole("link", { name: "Цени" })).toHaveAttribute("aria-current", "page");
    await expect(nav(page).getByRole("link", { name: "Начало" })).not.toHaveAttribute("aria-current");
  });

  test("an icon-only control shows its name in a tooltip after a short delay", async ({ page }) => {
    const themeButton = page.getByRole("button", { name: "Тема на сайта" });
    const tooltip = page.locator("header .tooltip");
    await themeButton.hover();
    await expect(tooltip).toHaveText("Тема на сайта");
    // Not at once: after the spec's 700 ms.
    expect(await tooltip.evaluate((element) => getComputedStyle(element).transitionDelay)).toMatch(/0\.7s/);
    await expect(tooltip).toHaveCSS("opacity", "1");
  });

  test("the tooltip steps aside while the theme menu is open, and Tab goes from the button into the menu", async ({ page }) => {
    const themeButton = page.getByRole("button", { name: "Тема на сайта" });
    const tooltip = page.locator("header .tooltip");
    await themeButton.focus();
    await expect(tooltip).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("group", { name: "Тема на сайта" });
    await expect(menu).toBeVisible();
    await expect(tooltip).toBeHidden();
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement) && document.activeElement?.getAttribute("type"))).toBe(
      "radio",
    );
  });
});

test.describe("the desktop menu on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap opens and closes Услуги, a tap on a service goes there", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await servicesButton(page).tap();
    expect(await expandedState(servicesButton(page))).toBe(true);
    await servicesButton(page).tap();
    expect(await expandedState(servicesButton(page))).toBe(false);
    await servicesButton(page).tap();
    await nav(page)
      .getByRole("link", { name: /^Почистване/ })
      .tap();
    await expect(page).toHaveURL(/\/services\/cleaning$/);
    expect(await expandedState(servicesButton(page))).toBe(false);
  });

  test("a tap elsewhere on the page closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await servicesButton(page).tap();
    expect(await expandedState(servicesButton(page))).toBe(true);
    await page.locator("#services h2").tap();
    expect(await expandedState(servicesButton(page))).toBe(false);
  });
});
