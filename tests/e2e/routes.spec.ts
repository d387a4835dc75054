import { expect, test } from "./reused-page";
import { attributeOf, elementsOf, textOf } from "../../server/html";
import { waitForHydration } from "./hydration";
import { NOT_FOUND_HEADING, pages, unknownPaths } from "./pages";

test.describe("every page", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 768,
    "status, language, headings and titles do not depend on the screen: checked at 1280 px",
  );
  for (const path of pages) {
    test(`${path} is served with status 200, in Bulgarian, with one h1, its own title and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "bg");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S+ \| Вечнозелено$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.getByRole("heading", { name: NOT_FOUND_HEADING })).toHaveCount(0);
    });
  }

  test("titles and descriptions differ from page to page", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const elements = [...elementsOf(html)];
      titles.add(textOf(elements.find((element) => element.tagName === "title")!));
      descriptions.add(
        attributeOf(
          elements.find((element) => element.tagName === "meta" && attributeOf(element, "name") === "description")!,
          "content",
        )!,
      );
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });
});

test.describe("an unknown path", () => {
  for (const path of unknownPaths) {
    test(`${path} gets status 404 and the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page).toHaveTitle(/Страницата не е намерена/);
      await expect(page.getByRole("link", { name: "Към началната страница" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("main").getByRole("link", { name: "Поливни системи" })).toHaveAttribute("href", "/services/irrigation");
    });
  }

  // The build's folders (and the services' one) once answered a raw {"statusCode":403,…}.
  for (const path of ["/services/", "/assets/", "/generated/", "/services/unknown/"]) {
    test(`${path} leads to the not-found page without its slash, never to a JSON error`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path.slice(0, -1));
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page.locator("body")).not.toContainText("statusCode");
    });
  }

  test("reached by client-side navigation shows the same not-found page", async ({ page }) => {
    await page.goto("/prices");
    await waitForHydration(page);
    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests.push(request.url());
    });
    await page.evaluate(() => window.__reactRouterDataRouter.navigate("/services/unknown"));
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/unknown$/);
    expect(documentRequests).toEqual([]);
  });
});
