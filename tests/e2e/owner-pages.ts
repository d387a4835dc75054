import { expect, type Locator, type Page } from "@playwright/test";
import { COLOUR_RULES, expectNoAxeViolations, settled } from "./axe";

/**
 * Saves the owner's phone view as `screenshots/admin/<name>.png` for people to
 * look at (screenshots/ is not committed). Not in CI, where nobody opens them
 * and each full-page capture costs the run seconds.
 */
export async function saveOwnerView(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.CI) return;
  await page.screenshot({ path: `screenshots/admin/${name}.png`, fullPage });
}

/**
 * The buttons (and links drawn as buttons) whose label runs onto a second line with its icon left
 * standing apart: each line centred, the icon at the button's edge, more than the 8 px gap from its
 * words. A label is the button's own text, not a card link's parts.
 */
export const iconsApartFromLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a")]
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const icon = element.querySelector(":scope > svg")?.getBoundingClientRect();
        if (!icon || icon.width === 0) return false;
        const range = document.createRange();
        return [...element.childNodes].some((node) => {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
          range.selectNodeContents(node);
          const lines = [...range.getClientRects()];
          if (new Set(lines.map((line) => Math.round(line.top))).size < 2) return false;
          const gap = Math.min(...lines.map((line) => Math.max(line.left - icon.right, icon.left - line.right)));
          return gap > 12;
        });
      })
      .map((element) => element.textContent?.trim()),
  );

/**
 * axe on one of the owner's pages: every rule in the light theme, the colour
 * rules again in the dark one (it changes colours only); each theme also saved
 * as the owner's phone view (`saveOwnerView`). And no button's icon stands
 * apart from its wrapped label (`iconsApartFromLabels`).
 */
export async function expectOwnerPageClean(page: Page, state: string) {
  expect(await iconsApartFromLabels(page), `buttons with an icon apart from their label, ${state}`).toEqual([]);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    // The buttons' colours fade to the theme's: measured once they have.
    await settled(page);
    await saveOwnerView(page, `${state}-${theme}-375`);
    await expectNoAxeViolations(page, `${state}, ${theme}`, { rules: theme === "dark" ? COLOUR_RULES : undefined });
  }
}

/**
 * A box ticked by a tap anywhere on its row (its label), a thumb's target: the row is at least 44 px
 * tall, and a tap at its far edge, beside the 24 px box, ticks it. The box is then put back.
 */
export async function expectTickedByItsRow(page: Page, box: Locator) {
  const row = page.locator(`label[for="${await box.getAttribute("id")}"]`);
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.height).toBeGreaterThanOrEqual(44);
  const was = await box.isChecked();
  await page.touchscreen.tap(rowBox.x + rowBox.width - 4, rowBox.y + 3);
  await expect(box).toBeChecked({ checked: !was });
  await box.setChecked(was);
}

/** A field shows all it holds: it grows with its text, nothing cut off at its edge or scrolled out of it. */
export async function expectShownWhole(field: Locator) {
  await expect
    .poll(() => field.evaluate((element) => element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth))
    .toBe(true);
}
