import { expect, test } from "./reused-page";
import { serviceTitles } from "./pages";

test.describe("the home page", () => {
  test("stacks navigation, hero, services, gallery and footer in that order", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() => {
      const parts = {
        navigation: document.querySelector("header"),
        hero: document.getElementById("home"),
        services: document.getElementById("services"),
        gallery: document.getElementById("gallery"),
        footer: document.querySelector("footer"),
      };
      return Object.entries(parts)
        .filter(([, element]) => element !== null)
        .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([name]) => name);
    });
    expect(order).toEqual(["navigation", "hero", "services", "gallery", "footer"]);
  });

  test("keeps the navigation fixed at the top while scrolling", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await page.mouse.wheel(0, 2000);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(page.getByRole("link", { name: "Вечнозелено" }).first()).toBeInViewport();
  });

  test("the hero says what the company does and offers a call and an enquiry", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Обадете се/ })).toHaveAttribute("href", "tel:+359888123456");
    await expect(hero.getByRole("link", { name: "Поискайте оферта" })).toHaveAttribute("href", "/contact#enquiry");
  });

  test("has a card for each service, each leading to its page", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#services > ul > li");
    await expect(cards).toHaveCount(6);
    for (const [title, path] of serviceTitles) {
      const card = page.locator("#services").getByRole("link", { name: new RegExp(`^${title}`) });
      await expect(card).toHaveAttribute("href", path);
    }
    await page
      .locator("#services")
      .getByRole("link", { name: /^Поливни системи/ })
      .click();
    await expect(page).toHaveURL(/\/services\/irrigation$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/полив/i);
  });

  test("previews recent work and links to the full gallery", async ({ page }) => {
    await page.goto("/");
    const gallery = page.locator("#gallery");
    expect(await gallery.getByRole("img").count()).toBeGreaterThanOrEqual(3);
    await gallery.getByRole("link", { name: "Вижте всички илюстрации" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
