/**
 * The owner's gallery from a phone (decision 0051), end to end on the real
 * build in its own process and data folder: the chosen photo is shown before
 * it is sent; a demo illustration hidden is gone from /gallery and the home
 * page once the new version is live; moving a photo changes the public
 * order, and the photo chosen to lead its service leads the service's page;
 * with every illustration hidden, /gallery speaks of photos only. Serial: each
 * step publishes a version, one at a time.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminGallery } from "../../app/content/admin";
import { galleryDefaults } from "../../app/content/gallery";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean, saveOwnerView } from "./owner-pages";
import { expectVersionLive, type OwnerServer, startOwnerServer } from "./owner-server";

let owner: OwnerServer;
let photoDir: string;
/** The versions published so far. */
let versions = 0;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  photoDir = mkdtempSync(path.join(os.tmpdir(), "admin-gallery-"));
  owner = await startOwnerServer();
});

test.afterAll(async () => {
  await owner?.stop();
  rmSync(photoDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // Each test publishes and waits for the version to be live, on a machine that may be busy.
  test.setTimeout(5 * 60_000);
  await owner.signIn(page);
});

const url = (pathname: string) => `${owner.server.url}${pathname}`;
const UPLOAD_ANSWER_MS = 30_000;
const PUBLISHING = /Публикувано\.|още се подготвя/u;
const hero = galleryDefaults.find((entry) => entry.id === "gardening-1")!;
const photos = [
  { caption: "Морава след косене в Трявна", alt: "Окосена морава пред къща с дървена ограда", colour: "#4f8a3c" },
  { caption: "Нова леха с рози", alt: "Леха с червени рози до каменна пътека", colour: "#a83a3a" },
] as const;

async function openGallery(page: Page) {
  await page.goto(url("/admin/gallery"));
  await expect(page.getByRole("heading", { level: 1, name: "Галерия" })).toBeVisible();
  await waitForHydration(page);
}

/** The version just sent, live. */
async function nextVersionLive(page: Page) {
  versions += 1;
  await page.goto(url("/admin/versions"));
  const version = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Версия ${versions}`, exact: true }) });
  await expectVersionLive(page, version);
}

/** The alt text of a page's first picture, its no-break spaces (the site's typography) as spaces. */
const firstAlt = async (page: Page) => ((await page.locator("main img").first().getAttribute("alt")) ?? "").replaceAll("\u00a0", " ");

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test("the chosen photo is shown before it is sent, and the required fields are marked", { tag: "@phone" }, async ({ page }) => {
  await openGallery(page);
  await expectOwnerPageClean(page, "admin-gallery");
  const form = page.getByRole("region", { name: "Нова снимка" });
  for (const name of ["Надпис под снимката", "Какво показва снимката"]) {
    await expect(form.getByRole("textbox", { name, exact: true })).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Снимка", { exact: true })).toHaveAttribute("required", "");
  // The service is the owner's choice: none is chosen for them (a photo filed under the first service by default
  // would lead that service's page unnoticed).
  const service = form.getByRole("combobox", { name: "Услуга" });
  await expect(service).toHaveValue("");
  await expect(service).toHaveAttribute("required", "");
  await expect(form.getByText("(задължително)")).toHaveCount(5);
  // A label that fits the phone's line stays whole; where the mark beside it does not fit, the mark takes the next line.
  for (const name of ["Надпис под снимката", "Какво показва снимката"]) {
    const label = form.getByText(name, { exact: true });
    expect(await label.evaluate((element) => element.getClientRects().length), name).toBe(1);
  }

  // Sent empty, the form is stopped by the browser before anything is sent, in the server's own words
  // whatever the phone's language (this browser's is English).
  const message = (field: ReturnType<Page["getByLabel"]>) => field.evaluate((input: HTMLInputElement) => input.validationMessage);
  const photoField = form.getByLabel("Снимка", { exact: true });
  await form.getByRole("button", { name: "Качете снимка" }).click();
  expect(await message(photoField)).toBe(adminGallery.errors.photo);
  expect(await message(form.getByRole("textbox", { name: "Надпис под снимката" }))).toBe(adminGallery.errors.caption);
  expect(await message(service)).toBe(adminGallery.errors.service);
  // A "before" photo chosen makes its description needed, so that the photos are not sent only to be refused.
  const beforeFile = path.join(photoDir, "IMG_before.jpg");
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a6a4f" } })
    .jpeg()
    .toFile(beforeFile);
  const beforeAlt = form.getByRole("textbox", { name: "Какво показва снимката „преди“" });
  await expect(beforeAlt).not.toHaveAttribute("required");
  await form.getByLabel(adminGallery.before, { exact: true }).setInputFiles(beforeFile);
  await expect(beforeAlt).toHaveAttribute("required", "");
  await expect(form.getByText("(задължително)")).toHaveCount(6);
  await form.getByRole("button", { name: "Качете снимка" }).click();
  expect(await message(beforeAlt)).toBe(adminGallery.errors.beforeAlt);
  await form.getByLabel(adminGallery.before, { exact: true }).setInputFiles([]);
  await expect(beforeAlt).not.toHaveAttribute("required");

  // A file that is no picture at all (named as one) replaces the preview with nothing, not with a broken picture.
  const notPhoto = path.join(photoDir, "IMG_notes.jpg");
  writeFileSync(notPhoto, "Списък за пазар: тор, семена, мулч.");
  await photoField.setInputFiles(beforeFile);
  await expect(form.getByRole("img", { name: /Избраната снимка/ })).toBeVisible();
  await photoField.setInputFiles(notPhoto);
  await expect(form.getByRole("img", { name: /Избраната снимка/ })).toHaveCount(0);
  await photoField.setInputFiles([]);

  for (const [index, photo] of photos.entries()) {
    const file = path.join(photoDir, `IMG_${index}.jpg`);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: photo.colour } })
      .jpeg()
      .toFile(file);
    const fresh = page.getByRole("region", { name: "Нова снимка" });
    await expect(fresh.getByRole("img", { name: /Избраната снимка/ })).toHaveCount(0);
    await fresh.getByLabel("Снимка", { exact: true }).setInputFiles(file);
    // Shown at once, before anything is sent.
    const preview = fresh.getByRole("img", { name: "Избраната снимка: Снимка" });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
    if (index === 0) {
      await noSidewaysScroll(page);
      await saveOwnerView(page, "gallery-preview-375", { fullPage: false });
    }
    await fresh.getByRole("combobox", { name: "Услуга" }).selectOption({ label: "Озеленяване" });
    await fresh.getByRole("textbox", { name: "Надпис под снимката" }).fill(photo.caption);
    await fresh.getByRole("textbox", { name: "Какво показва снимката", exact: true }).fill(photo.alt);
    await fresh.getByRole("button", { name: "Качете снимка" }).click();
    await expect(fresh.getByRole("status")).toContainText(PUBLISHING, { timeout: UPLOAD_ANSWER_MS });
    await nextVersionLive(page);
    await openGallery(page);
  }
  // Each photo listed with its thumbnail; the newest first.
  const list = page.getByRole("region", { name: "Качени снимки" });
  await expect(list.getByRole("article")).toHaveCount(2);
  await expect(list.getByRole("article").first()).toHaveAccessibleName(photos[1].caption);
  for (const photo of photos)
    await expect(list.getByRole("article", { name: photo.caption }).getByRole("img", { name: photo.alt })).toBeVisible();
  await page.goto(url("/gallery"));
  await expect(page.getByRole("heading", { level: 1, name: "Снимки и илюстрации на работата ни" })).toBeVisible();
  await expect(page.getByText("Показани са всички 2 снимки и 24 илюстрации")).toBeVisible();
});

test("a demo illustration hidden is gone from the gallery and the home page", { tag: "@phone" }, async ({ page }) => {
  await page.goto(url("/"));
  await expect(page.getByAltText(hero.alt, { exact: true }).first()).toBeVisible();

  await openGallery(page);
  const demo = page.getByRole("region", { name: "Примерни илюстрации" });
  await expect(demo.getByText("На сайта се виждат 24 от 24.")).toBeVisible();
  await demo.getByRole("button", { name: `Скрийте – ${hero.caption}` }).click();
  await expect(demo.getByRole("status")).toContainText(PUBLISHING, { timeout: 30_000 });
  await nextVersionLive(page);

  await page.goto(url("/gallery"));
  await expect(page.getByText("Показани са всички 2 снимки и 23 илюстрации")).toBeVisible();
  await expect(page.getByAltText(hero.alt, { exact: true })).toHaveCount(0);
  await page.goto(url("/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByAltText(hero.alt, { exact: true })).toHaveCount(0);
  await page.goto(url("/services/gardening"));
  await expect(page.getByAltText(hero.alt, { exact: true })).toHaveCount(0);

  // Listed as hidden, with the way to show it again.
  await openGallery(page);
  await expect(demo.getByText("На сайта се виждат 23 от 24.")).toBeVisible();
  await expect(demo.getByRole("button", { name: `Покажете – ${hero.caption}` })).toBeVisible();
  await noSidewaysScroll(page);
  await expectOwnerPageClean(page, "admin-gallery-hidden");
  await demo.scrollIntoViewIfNeeded();
  await saveOwnerView(page, "gallery-illustrations-375", { fullPage: false });
});

test("moving a photo changes the public order, and the lead photo leads its service's page", { tag: "@phone" }, async ({ page }) => {
  const [older, newer] = photos;
  await page.goto(url("/gallery"));
  const firstCaption = () => page.locator(".gallery-item figcaption span").first();
  await expect(firstCaption()).toHaveText(newer.caption);

  await openGallery(page);
  const list = page.getByRole("region", { name: "Качени снимки" });
  // The first has no „up“, the last no „down“.
  await expect(list.getByRole("button", { name: `Нагоре – ${newer.caption}` })).toHaveCount(0);
  await expect(list.getByRole("button", { name: `Надолу – ${older.caption}` })).toHaveCount(0);
  await expect(list.getByRole("article", { name: newer.caption })).toContainText("Водеща снимка на страницата „Озеленяване“");
  await list.getByRole("button", { name: `Надолу – ${newer.caption}` }).click();
  await expect(list.getByRole("article", { name: newer.caption }).getByRole("status")).toContainText(PUBLISHING, { timeout: 30_000 });
  await nextVersionLive(page);

  await page.goto(url("/gallery"));
  await expect(firstCaption()).toHaveText(older.caption);
  await page.goto(url("/services/gardening"));
  await expect.poll(() => firstAlt(page)).toBe(older.alt);

  // The second photo chosen to lead the service's page, whatever its place.
  await openGallery(page);
  await expect(list.getByRole("article").first()).toHaveAccessibleName(older.caption);
  await list.getByRole("button", { name: `Направете я водеща снимка за услугата – ${newer.caption}` }).click();
  await expect(list.getByRole("article", { name: newer.caption }).getByRole("status")).toContainText(PUBLISHING, { timeout: 30_000 });
  await nextVersionLive(page);
  await page.goto(url("/services/gardening"));
  await expect.poll(() => firstAlt(page)).toBe(newer.alt);
  await page.goto(url("/gallery"));
  await expect(firstCaption()).toHaveText(older.caption);

  await openGallery(page);
  await expect(list.getByRole("article", { name: newer.caption })).toContainText("Водеща снимка на страницата „Озеленяване“");
  await noSidewaysScroll(page);
  await list.scrollIntoViewIfNeeded();
  await saveOwnerView(page, "gallery-photos-375", { fullPage: false });
});

test("with every illustration hidden, the gallery speaks of photos only", { tag: "@phone" }, async ({ page }) => {
  await openGallery(page);
  const demo = page.getByRole("region", { name: "Примерни илюстрации" });
  await demo.getByRole("button", { name: "Скрийте всички" }).click();
  await expect(demo.getByRole("status")).toContainText(PUBLISHING, { timeout: 30_000 });
  await nextVersionLive(page);

  await page.goto(url("/gallery"));
  await expect(page.getByRole("heading", { level: 1, name: "Снимки от наши обекти" })).toBeVisible();
  await expect(page.getByText("Показани са всички 2 снимки")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Снимки по услуга" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/илюстрац/i);
  await noSidewaysScroll(page);
  await saveOwnerView(page, "gallery-public-photos-only-375", { fullPage: false });
  await page.goto(url("/"));
  await expect(page.getByRole("heading", { level: 2, name: "Последни обекти" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Вижте цялата галерия" })).toBeVisible();

  // Shown again, all at once.
  await openGallery(page);
  await expect(demo.getByText("На сайта се виждат 0 от 24.")).toBeVisible();
  await expect(demo.getByRole("button", { name: "Покажете всички" })).toBeVisible();
  await expectOwnerPageClean(page, "admin-gallery-all-hidden");
});
