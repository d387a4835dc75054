import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { assetsIn, client } from "./build-files";

/**
 * A page hydrates when the visitor first reaches for it (docs/decisions/0010):
 * until then it is the prerendered page, with its chunks waiting in the cache.
 */
const hydrated = (page: Page) => page.evaluate(() => window.__reactRouterDataRouter !== undefined);
const homeScripts = () => assetsIn(readFileSync(path.join(client, "index.html"), "utf8"), "js");
const scriptEntries = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ url: new URL(entry.name).pathname, initiator: entry.initiatorType, bytes: entry.transferSize })),
  );

test("nothing runs until the visitor reaches for the page; the page's chunks wait in the cache, and the first key press hydrates from there", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const scripts = homeScripts();
  await expect.poll(async () => (await scriptEntries(page)).map((entry) => entry.url).sort()).toEqual([...scripts].sort());
  expect(await hydrated(page)).toBe(false);

  await page.keyboard.press("Shift");
  await expect.poll(() => hydrated(page)).toBe(true);
  const loadedAgain = (await scriptEntries(page)).filter((entry) => entry.initiator !== "link");
  expect(loadedAgain.length).toBeGreaterThan(0);
  expect(
    loadedAgain.filter((entry) => entry.bytes > 0),
    "scripts fetched again instead of from the cache",
  ).toEqual([]);
});

test("a page whose address has a query string hydrates on its own: what it shows depends on it", async ({ page }) => {
  await page.goto("/gallery?service=irrigation");
  await expect.poll(() => hydrated(page)).toBe(true);
});

test.describe("a button pressed before the page has hydrated does its job once it has", () => {
  test("the phone menu", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= 768, "small-screen menu");
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("button", { name: "Меню", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Меню" })).toBeVisible();
  });

  test("the theme menu", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) < 768, "the phone menu holds the theme switch");
    await page.goto("/prices");
    await page.waitForLoadState("networkidle");
    expect(await hydrated(page)).toBe(false);
    await page.getByRole("button", { name: "Тема на сайта" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Тъмна" })).toBeVisible();
    // Once: a second click would have closed it again.
    await expect(page.getByRole("menu")).toBeVisible();
  });
});
