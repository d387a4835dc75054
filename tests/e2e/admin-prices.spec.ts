/**
 * The owner's prices and service area on a phone (375 px), on the real build in its own process
 * and data folder: /admin/prices lists the services, each a link to its own short page; one
 * service's prices fit in a few screens without sideways scroll; a minimum charge and a trip cost
 * saved there are published (/prices and its estimate show them); the pages pass axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminEditing, adminPrices } from "../../app/content/admin";
import { serviceSlugs } from "../../app/content/types";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean, expectShownWhole, expectTickedByItsRow } from "./owner-pages";
import { type OwnerServer, startOwnerServer } from "./owner-server";

/** The tallest service's page, in the phone's screens (375 × 812): measured 3.23 (2 622 px, six prices of irrigation). */
const SCREENS_BUDGET = 3.5;

let owner: OwnerServer;
let server: OwnerServer["server"];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  owner = await startOwnerServer();
  server = owner.server;
});

test.afterAll(async () => {
  await owner?.stop();
});

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

/** Waits until the public page at `path` shows `pattern` (a version renders in seconds, more on a busy machine). */
const untilPublished = (path: string, pattern: RegExp) =>
  expect.poll(async () => html(path), { timeout: 60_000, intervals: [500, 1_000] }).toMatch(pattern);

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test(
  "the prices are a short list of the services, each a link to its own page; an unknown service is not found",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await owner.signIn(page);
    await page.goto(`${server.url}/admin/prices`);
    await expect(page.getByRole("heading", { level: 1, name: "Цени" })).toBeVisible();
    const links = page.getByRole("main").getByRole("link", { name: /цени · от/ });
    await expect(links).toHaveCount(serviceSlugs.length);
    await expect(page.getByRole("link", { name: "Озеленяване 6 цени · от 0,14\u00a0€/м²" })).toBeVisible();
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await expectOwnerPageClean(page, "prices-list");

    await page.getByRole("link", { name: /^Озеленяване/ }).click();
    await expect(page).toHaveURL(/\/admin\/prices\/gardening$/);
    await expect(page.getByRole("heading", { level: 1, name: "Озеленяване" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Косене на трева" }).getByRole("textbox", { name: "Минимална цена" })).toHaveValue("35");
    // The way back says where it leads: the prices' list, not the site's services.
    await expect(page.getByRole("link", { name: "Всички цени" })).toHaveAttribute("href", "/admin/prices");

    expect((await page.goto(`${server.url}/admin/prices/no-such-service`))!.status()).toBe(404);
    // The owner's own error screen, which speaks of a page, not of an enquiry.
    await expect(page.getByRole("heading", { level: 1, name: "Няма такава страница" })).toBeVisible();
    await expect(page.getByText(/Няма такова запитване/u)).toHaveCount(0);
    // So does a mistyped address of the owner's pages, with the owner's header and a way back, not the public site's page.
    expect((await page.goto(`${server.url}/admin/prces`))!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Няма такава страница" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Управление" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Към съдържанието" })).toBeVisible();
  },
);

test("one service's prices fit in a few screens of a phone, without sideways scroll, and pass axe", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(120_000);
  await owner.signIn(page);
  const heights: Record<string, number> = {};
  for (const slug of serviceSlugs) {
    await page.goto(`${server.url}/admin/prices/${slug}`);
    await expect(page.getByRole("button", { name: /Запазете и публикувайте/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    heights[slug] = await page.evaluate(() => document.documentElement.scrollHeight);
  }
  const [tallest, height] = Object.entries(heights).sort(([, a], [, b]) => b - a)[0]!;
  const screens = height / page.viewportSize()!.height;
  test.info().annotations.push({ type: "screens", description: `${tallest}: ${height} px, ${screens.toFixed(2)} screens` });
  expect(screens, `${tallest}: ${height} px`).toBeLessThanOrEqual(SCREENS_BUDGET);

  await page.goto(`${server.url}/admin/prices/${tallest}`);
  await waitForHydration(page);
  await expectOwnerPageClean(page, "prices-service");
  // „от“ is ticked by a tap anywhere on its row, a thumb's target.
  await expectTickedByItsRow(page, page.getByRole("checkbox", { name: adminEditing.fromLabel }).first());
});

test(
  "a minimum charge saved on the phone is published: /prices shows it; a bad one is refused on its field",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await owner.signIn(page);
    await page.goto(`${server.url}/admin/prices/gardening`);
    await waitForHydration(page);
    const mowing = page.getByRole("group", { name: "Косене на трева" });
    const minimum = mowing.getByRole("textbox", { name: "Минимална цена" });
    const save = page.getByRole("button", { name: /Запазете и публикувайте/ });

    await minimum.fill("0");
    await save.click();
    await expect(mowing.getByText(adminPrices.errors.minimum)).toBeVisible();
    await expect(minimum).toHaveValue("0");
    await expect(minimum).toHaveAttribute("aria-invalid", "true");
    // The message under both fields: the two boxes of the row stay level, each under its label.
    const price = mowing.getByRole("textbox", { name: "Цена в евро" });
    expect(Math.abs((await price.boundingBox())!.y - (await minimum.boundingBox())!.y)).toBeLessThanOrEqual(1);
    await expectOwnerPageClean(page, "prices-service-refused");

    // Typed with a point, as a phone's number pad may give it: once published, the field shows it as saved.
    await minimum.fill("47.5");
    await save.click();
    await expect(page.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
    await untilPublished("/prices", /Минимална цена 47,50\s€/);
    if ((await page.getByRole("status").textContent())?.includes("Публикувано")) await expect(minimum).toHaveValue("47,50");
  },
);

test(
  "the towns and the trip's cost saved on the phone are published: the estimate prices the trip to a new town",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await owner.signIn(page);
    await page.goto(`${server.url}/admin/area`);
    await expect(page.getByRole("heading", { level: 1, name: "Район и път" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Километри до Габрово" })).toHaveValue("21");
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await expectOwnerPageClean(page, "area");
    // A town's name is read whole in its field on a phone, the longest too (it wraps and the field grows).
    for (const town of ["Велико Търново", "с. Царева ливада"]) {
      await expectShownWhole(page.locator('textarea[name$=".name"]').filter({ hasText: town }));
    }
    const save = page.getByRole("button", { name: /Запазете и публикувайте/ });

    // A town the company's facts name is not removed here. The box is ticked by a tap anywhere in its cell,
    // a thumb's target: a tap beside the 24 px box, at the cell's edge.
    const removeCell = page.locator("label").filter({ has: page.getByRole("checkbox", { name: "Махнете Габрово" }) });
    const cellBox = (await removeCell.boundingBox())!;
    expect(cellBox.height).toBeGreaterThanOrEqual(44);
    expect(cellBox.width).toBeGreaterThanOrEqual(44);
    await page.touchscreen.tap(cellBox.x + 4, cellBox.y + cellBox.height / 2);
    await expect(page.getByRole("checkbox", { name: "Махнете Габрово" })).toBeChecked();
    await save.click();
    await expect(page.getByText(adminPrices.errors.listed("Габрово"))).toBeVisible();
    await page.getByRole("checkbox", { name: "Махнете Габрово" }).uncheck();

    // The empty row is there already: the button takes the owner to it rather than adding a second one.
    await page.getByRole("button", { name: "Още едно място" }).click();
    await expect(page.getByRole("textbox", { name: "Ново място", exact: true })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Ново място 2" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Ново място", exact: true }).fill("Кръвеник");
    await page.getByRole("textbox", { name: "Километри до новото място", exact: true }).fill("35");
    // A second new town in the same save: a row added in the page, its name's field focused.
    await page.getByRole("button", { name: "Още едно място" }).click();
    await expect(page.getByRole("textbox", { name: "Ново място 2" })).toBeFocused();
    await page.keyboard.type("Скорците");
    await page.getByRole("textbox", { name: "Километри до новото място 2" }).fill("12");
    await page.getByRole("textbox", { name: "Зона 2: цена на пътя в евро" }).fill("23,45");
    // A zone nearer than the last ones, in the empty row the hint points to, at the bottom: saved in its place.
    await expect(page.getByText(adminPrices.zonesHint)).toBeVisible();
    await page.getByRole("textbox", { name: "Нова зона: до колко километра" }).fill("30");
    await page.getByRole("textbox", { name: "Нова зона: цена на пътя в евро" }).fill("15");
    await save.click();
    await expect(page.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
    // Saved: the new town is a row of its own, and an empty row is there to add another.
    await expect(page.getByRole("textbox", { name: "Километри до Кръвеник" })).toHaveValue("35");
    await expect(page.getByRole("textbox", { name: "Километри до Скорците" })).toHaveValue("12");
    await expect(page.getByRole("textbox", { name: "Ново място", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Ново място 2" })).toHaveCount(0);
    for (const [index, [km, euro]] of [
      ["25", "0"],
      ["30", "15"],
      ["40", "23,45"],
      ["60", "35"],
    ].entries()) {
      await expect(page.getByRole("textbox", { name: `Зона ${index + 1}: до колко километра` })).toHaveValue(km!);
      await expect(page.getByRole("textbox", { name: `Зона ${index + 1}: цена на пътя в евро` })).toHaveValue(euro!);
    }
    await expect(page.getByRole("textbox", { name: "Нова зона: до колко километра" })).toHaveValue("");
    await untilPublished("/prices?work=gardening-mowing&size=300&town=kravenik", /Път до Кръвеник \(35\s*км\)[\s\S]{0,600}?23,45/);
  },
);
