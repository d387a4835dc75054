/**
 * The Content-Security-Policy is enforced on every page, and nothing the site
 * does trips it: visiting every route, opening the menus, the theme menu, a
 * toast, the lightbox and the map, and sending an enquiry. Any
 * `securitypolicyviolation` event fails the test.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { waitForHydration, scrollThrough } from "./hydration";
import { pages } from "./pages";

declare global {
  interface Window {
    __violations: string[];
  }
}

/** Records every CSP violation from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample || event.sourceFile})`);
    });
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  return async () => {
    expect([...(await page.evaluate(() => window.__violations)), ...refused]).toEqual([]);
  };
}

/** Answers the map's frame without the network (there is none in the tests). */
async function stubOpenStreetMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Карта</title><p>Карта</p>" }),
  );
}

async function openMenu(page: Page, wide: boolean) {
  if (wide) {
    await page.getByRole("navigation", { name: "Основно меню" }).getByRole("button", { name: "Услуги" }).click();
    await expect(page.getByRole("navigation", { name: "Основно меню" }).getByRole("link", { name: "Поливни системи" })).toBeVisible();
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("button", { name: "Меню", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Меню" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Меню" })).toBeHidden();
  }
}

test.describe("the Content-Security-Policy", () => {
  for (const path of [...pages, "/services/unknown"]) {
    test(`${path}: enforced, and nothing on the page is blocked`, async ({ page, viewport }) => {
      // The phone menu is the only part that differs by width: two pages are enough there.
      test.skip((viewport?.width ?? 0) < 768 && !["/", "/contact"].includes(path), "checked at 1280 px");
      const check = await watchViolations(page);
      const response = await page.goto(path);
      const headers = response!.headers();
      // A prerendered page allows its inline scripts by hash; the contact page, rendered per request, by a nonce.
      expect(headers["content-security-policy"]).toContain(
        path === "/contact" ? "script-src 'self' 'nonce-" : "script-src 'self' 'sha256-",
      );
      expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(headers["content-security-policy-report-only"]).toBeUndefined();
      await waitForHydration(page);
      await scrollThrough(page);
      await openMenu(page, (viewport?.width ?? 0) >= 768);
      await page.getByRole("button", { name: "Тема на сайта" }).click();
      await page.getByRole("radio", { name: "Тъмна" }).check();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await check();
    });
  }

  test("the lightbox opens and moves without a violation", async ({ page }) => {
    const check = await watchViolations(page);
    await page.goto("/gallery");
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("button")
      .filter({ has: page.locator("img") })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await check();
  });

  test("the map may load on the contact page, a toast shows, and an enquiry is sent, without a violation", async ({ page }) => {
    const check = await watchViolations(page);
    await stubOpenStreetMap(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByText("Покажете картата").click();
    await expect(page.frameLocator("iframe").getByText("Карта")).toBeVisible();

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Копирайте имейла" }).click();
    await expect(page.getByRole("region", { name: /Известия/ }).getByText("Имейлът е копиран.")).toBeVisible();

    const form = page.locator("#enquiry");
    await form.getByRole("textbox", { name: "Име", exact: true }).fill("Проверка на политиката");
    await form.getByRole("textbox", { name: "Телефон", exact: true }).fill("0888 123 456");
    await form.getByRole("combobox", { name: "Услуга" }).selectOption("gardening");
    await form.getByRole("textbox", { name: "Населено място", exact: true }).fill("Трявна");
    await form.getByRole("textbox", { name: "Какво да направим", exact: true }).fill("Проверка, че формата работи с политиката.");
    await form.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeVisible({ timeout: 15_000 });
    await check();
  });

  test("an inline script or style that the build did not write is blocked and reported", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      const style = document.createElement("style");
      style.textContent = "body { outline: 1px solid red; }";
      document.head.append(style);
    });
    await expect.poll(() => page.evaluate(() => window.__violations.length)).toBe(2);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });

  test("other pages may not frame the map", async ({ request }) => {
    for (const path of pages) {
      const policy = (await request.get(path)).headers()["content-security-policy"];
      if (path === "/contact") expect(policy).toContain("frame-src https://www.openstreetmap.org");
      else expect(policy).toContain("frame-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("form-action 'self'");
    }
  });
});
