import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

test.describe("the stylesheet", () => {
  /** How many stylesheets the page has, and whether the site's colours and layout apply. */
  const styled = (page: Page) =>
    page.evaluate(() => ({
      sheets: document.styleSheets.length,
      background: getComputedStyle(document.body).backgroundColor,
      files: [...document.querySelectorAll("link[rel=stylesheet]")].length,
    }));
  const site = { sheets: 1, background: "rgb(251, 250, 246)", files: 0 };

  test("is in the page: styled with no other file, and kept through hydration and navigation", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the same stylesheet on every screen: checked on the phone");
    // No script at all: the first paint has everything it needs from the HTML.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/prices");
    expect(await styled(page)).toEqual(site);
    await page.unroute("**/*.js");

    await page.goto("/");
    await waitForHydration(page);
    expect(await styled(page)).toEqual(site);
    await page.evaluate(() => window.__reactRouterDataRouter.navigate("/prices"));
    await expect(page.getByRole("heading", { level: 1, name: "Ориентировъчни цени" })).toBeVisible();
    expect(await styled(page)).toEqual(site);
  });
});

test.describe("pages loaded on demand", () => {
  test("the home page does not download the code of the other pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    const modules = await page.evaluate(() => window.__reactRouterManifest.routes);
    const homeModule = modules["routes/home"]!.module;
    expect(scripts).toContain(homeModule);
    const otherPages = Object.entries(modules)
      .filter(([id]) => id !== "root" && id !== "routes/home")
      .map(([, route]) => route.module);
    expect(otherPages.length).toBeGreaterThanOrEqual(4);
    for (const module of otherPages) expect(scripts).not.toContain(module);
  });

  test("shows „Зареждане...“ while the next page's code is on its way", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const contactModule = await page.evaluate(() => window.__reactRouterManifest.routes["routes/contact"]!.module);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${contactModule}`, async (route) => {
      await released;
      await route.continue();
    });

    const loading = page.getByRole("status").getByText("Зареждане...");
    await expect(loading).toHaveCount(0);
    await page.locator("#home").getByRole("link", { name: "Поискайте оферта" }).click();
    await expect(loading).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    release();
    await expect(page).toHaveURL(/\/contact#enquiry$/);
    await expect(page.getByRole("heading", { level: 1, name: "Контакти" })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
});
