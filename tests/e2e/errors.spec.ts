import { expect, test } from "./reused-page";
import { waitForHydration } from "./hydration";

test("an error while showing a page gives the generic error screen, never a blank page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const galleryModule = await page.evaluate(() => window.__reactRouterManifest.routes["routes/gallery"]!.module);
  // The gallery page's code is replaced by one that fails while rendering.
  await page.route(`**${galleryModule}`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function Broken() { throw new Error("Снимките не се заредиха"); }',
    }),
  );
  page.on("console", () => {});
  await page.evaluate(() => void window.__reactRouterDataRouter.navigate("/gallery"));

  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Снимките не се заредиха")).toBeVisible();
  const home = page.getByRole("link", { name: "началната страница" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home")).toBeVisible();
});
