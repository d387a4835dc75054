import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { pages } from "./pages";

async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, state).toEqual([]);
}

/** Opens the menu a visitor of this screen size has: the dropdown on desktop, the full-screen menu on phones. */
async function openMenu(page: Page, wide: boolean) {
  if (wide) {
    const nav = page.getByRole("navigation", { name: "Основно меню" });
    await nav.getByRole("button", { name: "Услуги" }).click();
    await expect(nav.getByRole("link", { name: "Поливни системи" })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Меню", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Меню" })).toBeVisible();
    // Let the slide-in finish so colours are measured at rest.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  }
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const path of [...pages, "/services/unknown"]) {
      // The menu is the layout's, the same on every page but for the current link: opened on two pages.
      const withMenu = ["/", "/services/gardening"].includes(path);
      test(`${path}: no axe violations${withMenu ? " with the menu closed and open" : ""}`, async ({ page, viewport }) => {
        // Full axe runs on the longest pages: allow for a busy 2-core machine.
        test.setTimeout(60_000);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expectNoViolations(page, withMenu ? `${path} menu closed` : path);
        if (!withMenu) return;
        await openMenu(page, (viewport?.width ?? 0) >= 768);
        await expectNoViolations(page, `${path} menu open`);
      });
    }

    test("the theme menu open: no axe violations", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Тема на сайта" }).click();
      await expect(page.getByRole("group", { name: "Тема на сайта" })).toBeVisible();
      await expectNoViolations(page, "theme menu open");
    });
  });
}
