/**
 * Every control answers its first press from the moment the page is painted,
 * before and without any script (docs/decisions/0012), and the page hydrates
 * by itself: nothing waits for, holds back or replays a press.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { galleryDefaults } from "../../app/content/gallery";
import { expandedState, isHydrated, pressWhileContentHydrates, waitForHydration } from "./hydration";

const openPage = async (browser: Browser, baseURL: string, { javaScript, width }: { javaScript: boolean; width: number }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: javaScript,
    viewport: { width, height: 800 },
    ...(width < 768 ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
};

/** Counts the click events the page receives, from the very start (first of all, on the window). */
const countClicks = (page: Page) =>
  page.addInitScript(() => {
    Object.assign(window, { __clicks: 0 });
    window.addEventListener("click", () => (window as unknown as { __clicks: number }).__clicks++, { capture: true });
  });
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { __clicks: number }).__clicks);

test.describe("controls that work before any script", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "each case sets its own width");

  for (const javaScript of [false, true]) {
    const mode = javaScript ? "with JavaScript" : "without JavaScript";

    test(`${mode}: hovering „Услуги“ on a freshly loaded page opens the dropdown, leaving closes it`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL!, { javaScript, width: 1280 });
      await page.goto("/");
      const services = page.getByRole("navigation", { name: "Основно меню" }).getByRole("button", { name: "Услуги" });
      const link = page.locator("header").getByRole("link", { name: /^Поливни системи/ });
      await expect(link).toBeHidden();
      // No press anywhere before: the pointer only moves onto the menu item.
      await services.hover();
      await expect(link).toBeVisible();
      await page.mouse.move(10, 700);
      await expect(link).toBeHidden();
      // A click pins it open, as a disclosure; the browser reports it expanded.
      await services.click();
      await page.mouse.move(10, 700);
      await expect(link).toBeVisible();
      expect(await expandedState(services)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
      await page.context().close();
    });

    test(`${mode}: the phone menu opens on the first tap, once`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL!, { javaScript, width: 375 });
      await countClicks(page);
      await page.goto("/services/gardening");
      const button = page.getByRole("button", { name: "Меню", exact: true });
      await button.tap();
      const menu = page.getByRole("dialog", { name: "Меню" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Цени" })).toBeVisible();
      expect(await expandedState(button)).toBe(true);
      if (javaScript) expect(await clicks(page), "the tap is one click, never dispatched again").toBe(1);
      await menu.getByRole("button", { name: "Затворете менюто" }).tap();
      await expect(menu).toBeHidden();
      await page.context().close();
    });

    test(`${mode}: a gallery photo opens in the lightbox on the first tap`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL!, { javaScript, width: 375 });
      await page.goto("/gallery");
      const photo = page.getByRole("main").getByRole("list").last().getByRole("button").first();
      const caption = await photo.evaluate((button) => document.getElementById(button.getAttribute("aria-labelledby")!)!.textContent);
      await photo.tap();
      await expect(page.getByRole("dialog", { name: caption! })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.context().close();
    });

    test(`${mode}: a gallery photo tapped while the rest of the page is still arriving opens in the lightbox`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, baseURL!, { javaScript, width: 375 });
      // The page as far as the first photo's button: what a slow connection has delivered when that photo is painted.
      await page.route("**/gallery", async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const photo = html.indexOf("data-photo=");
        expect(photo, "the gallery has photos").toBeGreaterThan(0);
        await route.fulfill({ response, body: html.slice(0, html.indexOf("</button>", photo) + "</button>".length) });
      });
      await page.goto("/gallery");
      const photo = page.getByRole("main").getByRole("list").last().getByRole("button");
      await expect(photo, "only the first photo has arrived").toHaveCount(1);
      // Its caption, under it, has not arrived yet: the photo's lightbox is named by its own title.
      const id = await photo.getAttribute("data-photo");
      const entry = galleryDefaults.find((item) => item.id === id);
      expect(entry, `the photo ${id}`).toBeDefined();
      await photo.tap();
      await expect(page.getByRole("dialog", { name: entry!.caption })).toBeVisible();
      await page.context().close();
    });

    test(`${mode}: the theme switch opens its choices on the first press`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL!, { javaScript, width: 1280 });
      await page.goto("/prices");
      if (!javaScript) {
        // Without scripts a choice could be neither applied nor remembered: no switch is offered, rather than a dead one.
        await expect(page.getByRole("button", { name: "Тема на сайта" })).toBeHidden();
        await page.context().close();
        return;
      }
      await page.getByRole("button", { name: "Тема на сайта" }).click();
      await expect(page.getByRole("radio", { name: "Тъмна" })).toBeVisible();
      // Choosing works before React has hydrated too: the head script applies it.
      await page.getByRole("radio", { name: "Тъмна" }).check();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await page.context().close();
    });
  }
});

test.describe("hydration", () => {
  test("the page hydrates by itself, with no input at all", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
  });

  test("a press before hydration is not replayed after it", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= 768, "the phone menu");
    await countClicks(page);
    // Scripts are held back until the press has happened: the press meets the plain HTML.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Меню", exact: true }).tap();
    await expect(page.getByRole("dialog", { name: "Меню" })).toBeVisible();
    release();
    await waitForHydration(page);
    await page.waitForTimeout(200);
    expect(await clicks(page)).toBe(1);
    await expect(page.getByRole("dialog", { name: "Меню" }), "hydrating did not close or reopen it").toBeVisible();
  });

  test("while the page hydrates, a press on a popover's button is the browser's: React does not hydrate for it", async ({ page }) => {
    // Slowed, so that React takes many tasks to hydrate the page's content after the shell.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto("/gallery", { waitUntil: "commit" });
    const photo = "main [data-photo]";
    const press = await page.evaluate(pressWhileContentHydrates, photo);
    expect(press, "the page's content was still to hydrate after the shell").not.toBeNull();
    expect(press!.open, "the lightbox opened in the press").toBe(true);
    expect(press!.seenByDocument, "the press stopped before React's listener on the document").toEqual([]);
    expect(press!.stillWaiting, "React did not hydrate the content inside the press").toBe(true);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // Once the page has hydrated, the same press reaches the page's listeners again.
    await waitForHydration(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const seen = await page.evaluate((selector) => {
      const clicks: string[] = [];
      document.addEventListener("click", (event) => clicks.push((event.target as Element).tagName), { capture: true, once: true });
      document.querySelector<HTMLElement>(selector)!.click();
      return clicks;
    }, photo);
    expect(seen).toEqual(["BUTTON"]);
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });

  test("once hydrated and idle, the page sends no event of its own: every press and key it handles is a visitor's", async ({ page }) => {
    await countClicks(page);
    await page.addInitScript(() => {
      Object.assign(window, { __scripted: [] as string[] });
      for (const type of ["pointerover", "pointerdown", "pointerup", "mousedown", "keydown", "focusin", "click"]) {
        document.addEventListener(
          type,
          (event) => {
            if (!event.isTrusted)
              (window as unknown as { __scripted: string[] }).__scripted.push(`${type} on ${(event.target as Element).tagName}`);
          },
          { capture: true },
        );
      }
    });
    await page.goto("/contact");
    await waitForHydration(page);
    // Past the page's idle time (app/lib/idle.ts), when anything deferred has run.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })));
    expect(await page.evaluate(() => (window as unknown as { __scripted: string[] }).__scripted)).toEqual([]);
    expect(await clicks(page), "no click is sent").toBe(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("one typeface for the whole visit: the first and the second page's heading use the same font", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 1 });
    const headingFont = () => heading.evaluate((element) => getComputedStyle(element).fontFamily);
    const first = await headingFont();
    expect(first).not.toBe("");
    // A client-side navigation, then a new document.
    await page.evaluate(() => window.__reactRouterDataRouter.navigate("/prices"));
    await expect(heading).toHaveText("Ориентировъчни цени");
    expect(await headingFont()).toBe(first);
    await page.goto("/gallery");
    await expect(heading).toBeVisible();
    expect(await headingFont()).toBe(first);
    // And no web font is downloaded at all.
    const fonts = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => /\.(woff2?|ttf|otf)$/.test(entry.name)).length,
    );
    expect(fonts).toBe(0);
  });
});
