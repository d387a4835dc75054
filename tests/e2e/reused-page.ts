import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * `test` for the specs whose tests read the site in one tab: each worker keeps a browser context
 * and its page for all the tests of one set of context options (a project's, or a `test.use`'s),
 * and between tests undoes what a test can leave behind, instead of starting a new context per
 * test (decision 0062).
 *
 * On a 2-core machine a new context and page cost about 0.6 CPU-seconds (a renderer process
 * starts) and the site's first load in it about 0.6 more (its scripts compiled afresh); reading a
 * page in a tab that has done so costs about 0.8. Playwright's own `reuseContext` resets through
 * about:blank, which moves the tab to a new renderer each time and gives back less than half of it;
 * this reset stays on the site.
 *
 * Between tests, as a new context would have it:
 * - the tab shows the site's robots.txt: the test's document, its scripts and timers are gone,
 *   and the next `goto` is a new document even to the same address (never a same-document jump);
 * - the test's listeners, routes, other pages, init scripts, bindings and DevTools sessions
 *   are removed (a DevTools session's emulation, CPU throttling for one, ends with it);
 * - the viewport and emulated media are the options' again, and the mouse is off the page (the
 *   next page hovers nothing);
 * - cookies, permissions, the site's local storage and the HTTP cache are cleared.
 * Not undone (use a fresh context: `test` from `@playwright/test`, or `browser.newContext()`):
 * `clock`, which cannot be uninstalled and so refuses to start here; offline mode, extra headers
 * and geolocation set during a test; another origin's local storage. A failed test leaves its tab
 * to be closed with its worker, which Playwright restarts after a failure.
 */
export const test = base.extend<{ tab: Tab }, { tabs: Map<string, Tab> }>({
  tabs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const tabs = new Map<string, Tab>();
      await provide(tabs);
      await Promise.all([...tabs.values()].map((tab) => tab.context.close()));
    },
    { scope: "worker" },
  ],

  tab: async (
    {
      tabs,
      browser,
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contextOptions,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    provide,
    testInfo,
  ) => {
    if (!baseURL) throw new Error("tests/e2e/reused-page.ts: the reused tab needs `baseURL` (playwright.config.ts)");
    const options: BrowserContextOptions = {
      ...contextOptions,
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    };
    const key = JSON.stringify(options);
    let tab = tabs.get(key);
    if (!tab) {
      tab = await openTab(browser, options);
      tabs.set(key, tab);
    }
    await provide(tab);
    if (testInfo.status !== testInfo.expectedStatus) return;
    try {
      await reset(tab, options, baseURL);
    } catch (error) {
      tabs.delete(key);
      await tab.context.close().catch(() => {});
      throw error;
    }
  },
  context: async ({ tab }, provide) => provide(tab.context),
  page: async ({ tab }, provide) => provide(tab.page),
});

/** A worker's tab for one set of options. */
interface Tab {
  context: BrowserContext;
  page: Page;
  /** The tab's own DevTools session, which clears storage and the HTTP cache between tests. */
  devtools: CDPSession;
  /** What a test added that would outlive it: init scripts, bindings, DevTools sessions. */
  added: { dispose(): Promise<void> }[];
}

async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: Tab = { context, page, devtools: await context.newCDPSession(page), added: [] };
  for (const target of [page, context] as const) {
    for (const name of ["addInitScript", "exposeBinding", "exposeFunction"] as const) {
      const original = (target[name] as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>).bind(target);
      Object.defineProperty(target, name, {
        value: async (...args: unknown[]) => {
          const added = await original(...args);
          tab.added.push(added);
          return added;
        },
      });
    }
  }
  // The page's clock is the context's.
  for (const name of ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const) {
    Object.defineProperty(context.clock, name, {
      value: () => {
        throw new Error("tests/e2e/reused-page.ts: a clock cannot be uninstalled from the reused tab; give this test a fresh context");
      },
    });
  }
  const newSession = context.newCDPSession.bind(context);
  Object.defineProperty(context, "newCDPSession", {
    value: async (target: Page) => {
      const session = await newSession(target);
      tab.added.push({ dispose: () => session.detach().catch(() => {}) });
      return session;
    },
  });
  return tab;
}

async function reset(tab: Tab, options: BrowserContextOptions, baseURL: string) {
  const { context, page } = tab;
  page.removeAllListeners();
  await Promise.all([page.unrouteAll({ behavior: "ignoreErrors" }), context.unrouteAll({ behavior: "ignoreErrors" })]);
  for (const other of context.pages()) if (other !== page) await other.close();
  await Promise.all(tab.added.splice(0).map((added) => added.dispose().catch(() => {})));
  // A plain-text file of the same site: the tab keeps its renderer (about:blank would start a new one).
  await page.goto(new URL("/robots.txt", baseURL).href);
  await page.mouse.move(-1, -1);
  const { viewport } = options;
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await page.setViewportSize(viewport);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? null,
    reducedMotion: options.reducedMotion ?? null,
    forcedColors: options.forcedColors ?? null,
    contrast: options.contrast ?? null,
  });
  await Promise.all([context.clearCookies(), context.clearPermissions()]);
  await tab.devtools.send("Storage.clearDataForOrigin", {
    origin: new URL(baseURL).origin,
    storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
  });
  await tab.devtools.send("Network.clearBrowserCache");
}
