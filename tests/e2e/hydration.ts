import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** Set by React Router's HydratedRouter once the app has hydrated. */
    __reactRouterDataRouter: { navigate: (to: string) => Promise<void>; state: { navigation: { state: string } } };
    __reactRouterManifest: { routes: Record<string, { module: string; path?: string }> };
  }
}

/**
 * Hydrates the prerendered page and waits until React and the router run. A
 * page hydrates when the visitor first presses a key or pointer
 * (docs/decisions/0010): Shift, which changes nothing on the page, stands in.
 */
export async function waitForHydration(page: Page) {
  if (!(await page.evaluate(() => window.__reactRouterDataRouter !== undefined))) await page.keyboard.press("Shift");
  await page.waitForFunction(() => window.__reactRouterDataRouter !== undefined);
  // Effects (the footer's year, theme sync) run just after hydration.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Scrolls to the bottom and back, so lazy images and anything below the fold load too. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}
