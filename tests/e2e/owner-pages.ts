import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on one of the owner's pages in the light and the dark theme, each also
 * saved as the owner's phone view for people to look at (screenshots/ is not committed).
 */
export async function expectOwnerPageClean(page: Page, state: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    await page.screenshot({ path: `screenshots/admin/${state}-${theme}-375.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
    expect(summary, `${state}, ${theme}`).toEqual([]);
  }
}
