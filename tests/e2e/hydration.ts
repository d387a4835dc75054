import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** Set by React Router's HydratedRouter once the app has hydrated. */
    __reactRouterDataRouter: { navigate: (to: string) => Promise<void>; state: { navigation: { state: string } } };
    __reactRouterManifest: { routes: Record<string, { module: string; path?: string }> };
  }
}

/** Waits until React has hydrated the prerendered page and the router runs. */
export async function waitForHydration(page: Page) {
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
