import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { COLOUR_RULES, expectNoAxeViolations, settled } from "./axe";
import { waitForHydration } from "./hydration";
import { pages } from "./pages";

/**
 * Rules a full run must include: WCAG 2.5.3 „label in name“ (a control's visible
 * text is part of its name, as a speech-input user says it) runs by default
 * since axe-core 4.14; older versions tagged it experimental and left it out,
 * so a downgrade would let a mismatch through unseen.
 */
const RULES_THAT_MUST_RUN = ["label-content-name-mismatch"];

async function expectNoViolations(page: Page, state: string, rules?: string[]) {
  const results = await expectNoAxeViolations(page, state, { rules });
  if (rules) return;
  const run = [...results.passes, ...results.incomplete, ...results.inapplicable].map((result) => result.id);
  expect(run, `${state}: the rules run`).toEqual(expect.arrayContaining(RULES_THAT_MUST_RUN));
}

/** Light theme: every rule; then the device switches to dark (the page follows it): the colour rules again. */
async function expectNoViolationsInBothThemes(page: Page, state: string) {
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await settled(page);
  await expectNoViolations(page, `${state}, light theme`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await settled(page);
  await expectNoViolations(page, `${state}, dark theme`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: "light" });
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
  }
  // The panel fades in from 60 % opacity (app.css): expectNoViolationsInBothThemes measures its colours once it is opaque.
}

test.describe("accessibility, light and dark theme", () => {
  test.use({ colorScheme: "light" });

  // Every page of the sitemap (seo.spec.ts checks the list against it), and the not-found page.
  for (const path of [...pages, "/services/unknown"]) {
    // The menu is the layout's, the same on every page but for the current link: opened on two pages.
    const withMenu = ["/", "/services/gardening"].includes(path);
    test(`${path}: no axe violations${withMenu ? " with the menu closed and open" : ""}`, async ({ page, viewport }) => {
      // Full axe runs on the longest pages: allow for a busy 2-core machine.
      test.setTimeout(60_000);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoViolationsInBothThemes(page, withMenu ? `${path} menu closed` : path);
      if (!withMenu) return;
      await openMenu(page, (viewport?.width ?? 0) >= 768);
      await expectNoViolationsInBothThemes(page, `${path} menu open`);
    });
  }

  test("the theme menu open: no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Тема на сайта" }).click();
    await expect(page.getByRole("group", { name: "Тема на сайта" })).toBeVisible();
    await expectNoViolationsInBothThemes(page, "theme menu open");
  });
});
