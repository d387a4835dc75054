/**
 * The home page and the service pages on a phone (the project `mobile`, 375 × 812): the first screen
 * of the home page shows the work and both ways to start, the pages stay within a length a visitor
 * scrolls through, and no picture is shown twice on a page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { scrollThrough } from "./hydration";
import { serviceTitles } from "./pages";

const HOME_BUDGET = 5_700;
/**
 * A service page: 8 screens. They measure 6,188–6,456 px, with the estimate folded under its heading
 * until pressed (docs/decisions/0055-pages-on-a-phone.md).
 */
const SERVICE_BUDGET = 6_500;

test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the phone's layout");

/** Each picture's file by its base name: "gardening-1" of "/assets/img/gardening-1-400.c3550927dd.avif". */
async function pictureNames(page: Page): Promise<string[]> {
  await scrollThrough(page);
  await expect
    .poll(() => page.locator("main img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).currentSrc)))
    .toBe(true);
  return page.locator("main img").evaluateAll((images) =>
    images.map((image) => {
      const file = new URL((image as HTMLImageElement).currentSrc).pathname.split("/").pop()!;
      // Less the format, the content hash and the width.
      return file
        .replace(/\.[a-z0-9]+$/i, "")
        .replace(/\.[0-9a-f]{6,}$/, "")
        .replace(/-\d+$/, "");
    }),
  );
}

test("the home page's first screen shows a picture of the work, the heading and both actions above the call bar", async ({ page }) => {
  await page.goto("/");
  const viewport = page.viewportSize()!;
  const bar = page.getByRole("complementary", { name: "Бърза връзка" });
  const barTop = (await bar.boundingBox())!.y;
  const headerBottom = (await page.locator("header").first().boundingBox())!.height;

  const hero = page.locator("#home");
  await expect(hero.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
  const picture = (await hero.getByRole("img").boundingBox())!;
  expect(picture.height).toBeGreaterThanOrEqual(viewport.height / 3);
  expect(picture.y).toBeGreaterThanOrEqual(headerBottom);
  expect(picture.y + picture.height).toBeLessThanOrEqual(barTop);

  for (const action of [hero.getByRole("link", { name: /^Обадете се/ }), hero.getByRole("link", { name: "Поискайте оферта" })]) {
    await expect(action).toBeInViewport({ ratio: 1 });
    const box = (await action.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  }
});

test(`the home page is at most ${HOME_BUDGET} px long`, async ({ page }) => {
  await page.goto("/");
  await scrollThrough(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(HOME_BUDGET);
});

for (const [title, path] of serviceTitles) {
  test(`${title}: the service page is at most ${SERVICE_BUDGET} px long`, async ({ page }) => {
    await page.goto(path);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(SERVICE_BUDGET);
  });
}

for (const path of ["/", ...serviceTitles.map(([, path]) => path)]) {
  test(`${path}: no picture is shown twice`, async ({ page }) => {
    await page.goto(path);
    const names = await pictureNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
}

test("a service page answers in order: what it is, what is included, the prices, the work, how we work, the questions", async ({
  page,
}) => {
  await page.goto("/services/gardening");
  const main = page.getByRole("main");
  const headings = [
    "Какво представлява",
    "Какво включва",
    "Цени",
    "Как изглежда тази работа (илюстрации)",
    "Как работим",
    "Често задавани въпроси",
  ];
  const tops: number[] = [];
  for (const name of headings) tops.push((await main.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // The short "how we work" leads to the whole of it on the home page.
  const part = page.getByRole("region", { name: "Как работим" });
  await expect(part.getByRole("link", { name: "Всичко за това как работим" })).toHaveAttribute("href", "/#how-we-work");
  await page.goto("/#how-we-work");
  await expect(page.getByRole("heading", { name: "Как работим" })).toBeInViewport();
});

test("a service page's parts are tight: the plans in one band, the photos two by two, three facts of how we work", async ({ page }) => {
  await page.goto("/services/gardening");
  const plans = page.getByRole("region", { name: "Поддръжка по план" });
  await expect(plans.getByRole("link", { name: "Вижте плановете за поддръжка" })).toHaveAttribute("href", "/care-plans");
  expect((await plans.boundingBox())!.height).toBeLessThanOrEqual(120);
  // Its link on one line, as tall as a tap target.
  expect((await plans.getByRole("link").boundingBox())!.height).toBe(44);

  // The comparison is a cell of the grid like each photo, beside one: two columns, two by two.
  const photos = page.getByRole("region", { name: /Как изглежда тази работа/ });
  await expect(photos.getByRole("slider")).toHaveCount(1);
  const boxes = await photos.locator("figure").evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect()));
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(2);
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(Math.ceil(boxes.length / 2));

  // The highlighted facts only (the first screen's); the others and the team are a link away.
  const how = page.getByRole("region", { name: "Как работим" });
  await expect(how.getByRole("listitem").filter({ visible: true })).toHaveCount(3);
  for (const fact of ["Безплатен оглед до 25 км", "Гаранция за работата", "Отговор до един работен ден"])
    await expect(how.getByText(fact)).toBeVisible();
});

test("the home page's „Как работим“ keeps every fact and the team, and shows one review", async ({ page }) => {
  await page.goto("/");
  const how = page.getByRole("region", { name: "Как работим" });
  await expect(how.getByRole("list").first().getByRole("listitem")).toHaveCount(8);
  for (const item of await how.getByRole("list").first().getByRole("listitem").all()) await expect(item).toBeVisible();
  await expect(how.getByText("Николай Ганчев")).toBeVisible();
  await expect(how.getByRole("blockquote").filter({ visible: true })).toHaveCount(1);
});
