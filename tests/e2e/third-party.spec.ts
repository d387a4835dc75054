import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { companyDefaults as company } from "../../app/content/company";
import { expectNoAxeViolations } from "./axe";
import { scrollThrough, waitForHydration } from "./hydration";
import { pages } from "./pages";

/** Every http(s) request the page makes to an origin other than the site's own. */
function recordForeignRequests(page: Page, baseURL: string) {
  const own = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== own) foreign.push(request.url());
  });
  return foreign;
}

const OSM = /^https:\/\/[a-z.]*openstreetmap\.org\//;

/** Keeps the test offline: OpenStreetMap's embed answers with an empty page. */
async function stubOpenStreetMap(page: Page) {
  await page.route(OSM, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="bg"><head><title>Карта</title></head><body></body></html>',
    }),
  );
}

test.describe("no third-party requests before the visitor asks", () => {
  for (const path of [...pages, "/gallery#irrigation"]) {
    test(`${path}: every request goes to the site itself`, async ({ page, baseURL }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "what a page requests does not depend on the screen: checked on the phone");
      const foreign = recordForeignRequests(page, baseURL!);
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await scrollThrough(page);
      expect(foreign).toEqual([]);
    });
  }

  test("/contact: the map comes from OpenStreetMap only after „Покажете картата“", async ({ page, baseURL }) => {
    await stubOpenStreetMap(page);
    const foreign = recordForeignRequests(page, baseURL!);
    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await scrollThrough(page);
    expect(foreign).toEqual([]);
    await expect(page.locator("iframe")).toBeHidden();

    const main = page.getByRole("main");
    // The plain link to open the address in a map stays, and is only a link.
    await expect(main.getByRole("link", { name: /Отворете адреса в карта/ })).toHaveAttribute("href", OSM);

    const card = main.getByRole("region", { name: "Къде се намираме" });
    await expect(card).toContainText("OpenStreetMap");
    const show = card.getByText("Покажете картата");
    await show.scrollIntoViewIfNeeded();
    // Closed, the box offers only „show“: „hide“ appears with the map.
    await expect(card.getByText("Скрийте картата")).toBeHidden();
    const before = await card.boundingBox();

    const embed = page.waitForRequest(/openstreetmap\.org\/export\/embed\.html/);
    await show.click();
    const url = new URL((await embed).url());
    expect(url.searchParams.get("marker")).toBe(`${company.geo.latitude.toFixed(5)},${company.geo.longitude.toFixed(5)}`);
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("bbox")).toMatch(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/);

    const map = card.locator("iframe");
    await expect(map).toHaveAttribute("title", /^Карта на OpenStreetMap с\sадреса на фирмата$/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toBeVisible();
    await expect(card.getByText("Покажете картата")).toBeHidden();
    // Same place and size: nothing on the page moves.
    expect(await card.boundingBox()).toEqual(before);
    expect(foreign.every((request) => OSM.test(request))).toBe(true);
    // And it can be hidden again.
    await card.getByText("Скрийте картата").click();
    await expect(map).toBeHidden();
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`the contact map shown, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("no axe violations", async ({ page }) => {
      await stubOpenStreetMap(page);
      await page.goto("/contact");
      await waitForHydration(page);
      await page.getByText("Покажете картата").click();
      await expect(page.locator("iframe")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
