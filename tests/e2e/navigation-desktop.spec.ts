import { expect, test, type Page } from "@playwright/test";
import { serviceTitles } from "./pages";
import { waitForHydration } from "./hydration";

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "desktop menu");

const nav = (page: Page) => page.getByRole("navigation", { name: "Основно меню" });
const servicesButton = (page: Page) => nav(page).getByRole("button", { name: "Услуги" });

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
    await expect(nav(page).getByRole("link", { name: "Галерия" })).toHaveAttribute("href", "/gallery");
    await expect(nav(page).getByRole("link", { name: "Контакти" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Меню" })).toBeHidden();
  });

  test("Услуги opens on hover with the six services and closes after the pointer leaves", async ({ page }) => {
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await servicesButton(page).hover();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    for (const [title, path] of serviceTitles) {
      await expect(nav(page).getByRole("link", { name: title })).toHaveAttribute("href", path);
    }
    // The pointer travels down into the panel across the gap: it stays open.
    const box = (await servicesButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 4, { steps: 4 });
    await nav(page).getByRole("link", { name: "Изкопни работи" }).hover();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    // Leaving for good closes it.
    await page.mouse.move(10, 600, { steps: 4 });
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "Изкопни работи" })).toBeHidden();
  });

  test("choosing a service goes there, closes the dropdown and marks the current page", async ({ page }) => {
    await servicesButton(page).hover();
    await nav(page).getByRole("link", { name: "Градинско осветление" }).click();
    await expect(page).toHaveURL(/\/services\/lighting$/);
    await page.mouse.move(10, 600);
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await servicesButton(page).click();
    await expect(nav(page).getByRole("link", { name: "Градинско осветление" })).toHaveAttribute("aria-current", "page");
    await expect(nav(page).getByRole("link", { name: "Поливни системи" })).not.toHaveAttribute("aria-current");
  });

  test("works with the keyboard: Enter and Space toggle, Escape closes and returns focus", async ({ page }) => {
    await servicesButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Озеленяване" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(servicesButton(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("tabbing past the last service closes the dropdown", async ({ page }) => {
    await servicesButton(page).focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Градинско осветление" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Цени" })).toBeFocused();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
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
    await themeButton.hover();
    // The switch's code loads on the first hover; like a hand on a mouse, the pointer keeps moving a little.
    // The menu's own button replaces the stand-in once that code has loaded, so the box is read on each try.
    await expect(async () => {
      const box = await themeButton.boundingBox();
      expect(box, "the theme button, or its replacement, is on the page").not.toBeNull();
      await page.mouse.move(box!.x + box!.width / 2 + Math.random() * 4 - 2, box!.y + box!.height / 2, { steps: 2 });
      await expect(page.getByRole("tooltip")).toHaveText("Тема на сайта", { timeout: 1000 });
    }).toPass({ timeout: 5000 });
  });
});

test.describe("the desktop menu on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap opens and closes Услуги, a tap on a service goes there", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await servicesButton(page).tap();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    await servicesButton(page).tap();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
    await servicesButton(page).tap();
    await nav(page).getByRole("link", { name: "Почистване" }).tap();
    await expect(page).toHaveURL(/\/services\/cleaning$/);
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap elsewhere on the page closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await servicesButton(page).tap();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.locator("#services h2").tap();
    await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});
