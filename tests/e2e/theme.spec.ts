import { expect, test } from "./reused-page";
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
    const choices = page.getByRole("group", { name: "Тема на сайта" });
    await expect(choices.getByRole("radio", { name: "Според устройството" })).toBeChecked();
    await choices.getByRole("radio", { name: "Тъмна" }).check();
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
    await expect(page.getByRole("radio", { name: "Тъмна" })).toBeChecked();
    await page.getByRole("radio", { name: "Светла" }).check();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test("the choice is a radio group: arrow keys move between the themes, Escape or Tab past it closes it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Тема на сайта" });
  await button.focus();
  await page.keyboard.press("Enter");
  const system = page.getByRole("radio", { name: "Според устройството" });
  await system.focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "Тъмна" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("radio", { name: "Тъмна" })).toBeHidden();
  await expect(button).toBeFocused();

  // Tab into the group and on past it: the panel closes behind the focus, as the services' dropdown does.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Тъмна" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Тъмна" })).toBeHidden();
  await expect(button).not.toBeFocused();
});

test("each theme's name keeps one line in the menu, on the narrowest phone too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Тема на сайта" }).click();
  for (const name of ["Светла", "Тъмна", "Според устройството"]) {
    const label = page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name }) })
      .locator("span");
    await expect(label).toBeInViewport({ ratio: 1 });
    const lines = await label.evaluate((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, name).toBe(1);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page follows the device's dark or light setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/prices");
    // The dark theme's background (--background in app/app.css).
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(14, 22, 17)");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(251, 250, 246)");
  });
});

test("the dark theme dims the gallery's pictures a little, the light theme shows them as they are", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/gallery");
  const picture = page
    .getByRole("main")
    .getByRole("img", { name: /^Илюстрация:/ })
    .first();
  const filter = () => picture.evaluate((img) => getComputedStyle(img).filter);
  expect(await filter()).toBe("none");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await filter()).toBe("brightness(0.9)");
});
