import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The rules that depend on colour. The dark theme changes colours only (its one
 * other rule swaps an icon hidden from assistive technology,
 * app/components/layout/theme-switch.tsx), so in it these are run again, not all of them.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Waits until no animation or transition runs (a panel sliding in, colours fading after a
 * theme switch), so that colours are measured at rest. A scroll-driven animation (a chip
 * row's fade) never ends: only the ones that run in time are waited for.
 */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation.timeline instanceof DocumentTimeline) || animation.playState !== "running"),
  );

interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only these rules; every rule when left out. */
  rules?: string[];
}

/**
 * Runs axe on the page as it is now and expects no violation; a failure names each rule, what
 * it asks and the elements that break it. Only violations are collected node by node: the rules
 * that pass report their first node alone (`resultTypes`), which spares axe describing every
 * element of a long page that is fine. Every rule still runs and is listed among the passes,
 * the incomplete or the inapplicable of the results returned.
 */
export async function expectNoAxeViolations(page: Page, state?: string, { include, rules }: AxeScope = {}) {
  let axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(page.frames().length === 1);
  if (include) axe = axe.include(include);
  if (rules) axe = axe.withRules(rules);
  const results = await axe.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, state).toEqual([]);
  return results;
}
