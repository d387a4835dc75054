import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";

test.describe("the theme", () => {
  test("follows the device until the visitor chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await waitForHydration(page);
    // The device switches to light while the page is open.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("is chosen in the header, remembered, and applied before the page's code runs", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Тема на сайта" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitemradio", { name: "Според устройството" })).toHaveAttribute("aria-checked", "true");
    await menu.getByRole("menuitemradio", { name: "Тъмна" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(14, 22, 17)");

    // With every script file blocked, only the inline head script can set the
    // theme: the remembered choice is there before the first paint.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/prices");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.unroute("**/*.js");

    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Тема на сайта" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Тъмна" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("menuitemradio", { name: "Светла" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});
