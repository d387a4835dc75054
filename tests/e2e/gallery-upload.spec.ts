/**
 * The owner uploads a photo of a finished job from a phone and it is
 * published (decision 0030), end to end on the real build in its own process
 * and data folder: the page is checked with axe (light and dark, saved as
 * screenshots); the required fields are marked and the browser asks for them
 * before anything is sent; a photo dated in the future is refused with a
 * Bulgarian message on the field, keeping what was typed and the photo
 * itself; dated right, a real build of a new version starts in the background, goes live, and
 * /gallery shows the photo with its alt text. One test: a build takes
 * minutes. The service texts form is checked the same way, without publishing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminEditing, adminGallery, adminServices } from "../../app/content/admin";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean } from "./owner-pages";
import { expectVersionLive, type OwnerServer, startOwnerServer } from "./owner-server";

let owner: OwnerServer;
let server: OwnerServer["server"];
let photoDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  photoDir = mkdtempSync(path.join(os.tmpdir(), "gallery-photo-"));
  owner = await startOwnerServer();
  server = owner.server;
});

test.afterAll(async () => {
  await owner?.stop();
  rmSync(photoDir, { recursive: true, force: true });
});

const signIn = (page: Page) => owner.signIn(page);
/** An upload is answered once its photo's sizes are made: a few seconds, longer on a machine busy with other work. */
const UPLOAD_ANSWER_MS = 30_000;

test(
  "the owner uploads a photo with its alt text from a phone, and it is published in the gallery",
  { tag: "@phone" },
  async ({ page }) => {
    // A whole build of the site, on a machine that may be busy.
    test.setTimeout(15 * 60_000);
    // A phone's photo: made here, with a GPS position that must not reach the site.
    const photo = path.join(photoDir, "IMG_2041.jpg");
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4f8a3c" } })
      .jpeg()
      .withExif({ IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 52/1 0/1" } })
      .toFile(photo);
    // With one word longer than a phone's screen is wide, as a pasted address may be.
    const caption = "Нова морава в двор в Трявна: www.dvoroveigradinivtryavnaiokolnostite.example";
    const alt = "Току-що окосена морава пред къща с дървена ограда";

    await signIn(page);
    await page.goto(`${server.url}/admin/gallery`);
    await expect(page.getByRole("heading", { level: 1, name: "Галерия" })).toBeVisible();
    await waitForHydration(page);
    await expectOwnerPageClean(page, "gallery");

    // Without the alt text: the field is marked required and the browser asks for it before sending anything.
    const form = page.getByRole("region", { name: "Нова снимка" });
    const altField = form.getByRole("textbox", { name: "Какво показва снимката", exact: true });
    await expect(altField).toHaveAttribute("required", "");
    await form.getByLabel("Снимка", { exact: true }).setInputFiles(photo);
    await form.getByRole("combobox", { name: "Услуга" }).selectOption({ label: "Озеленяване" });
    await form.getByRole("textbox", { name: "Надпис под снимката" }).fill(caption);
    await form.getByRole("button", { name: "Качете снимка" }).click();
    expect(await altField.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form.getByRole("status")).toHaveCount(0);

    // Dated in the future: refused on its field, in Bulgarian; the caption and the photo are kept.
    const dateField = form.getByLabel("Дата на работата");
    const today = await dateField.inputValue();
    await altField.fill(alt);
    await dateField.fill("2999-01-01");
    await form.getByRole("button", { name: "Качете снимка" }).click();
    // The answer comes once the photo's sizes are made (decision 0042): seconds on a busy machine.
    await expect(form.getByText(adminGallery.errors.date)).toBeVisible({ timeout: UPLOAD_ANSWER_MS });
    await expect(dateField).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: "Надпис под снимката" })).toHaveValue(caption);
    await expect(altField).toHaveValue(alt);
    await expect(form.getByText("Снимката е качена – не е нужно да я избирате отново.")).toBeVisible();
    await expectOwnerPageClean(page, "gallery-refused");

    await dateField.fill(today);
    await form.getByRole("button", { name: "Качете снимка" }).click();
    await expect(form.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
    // Listed at once (published, or as being added while its version is still rendering), never „Още няма качени снимки.“.
    const adding = page.getByRole("region", { name: "Качени снимки" }).getByRole("article", { name: caption });
    await expect(adding).toBeVisible();
    await expect(page.getByText("Още няма качени снимки.")).toHaveCount(0);

    await page.goto(`${server.url}/admin/versions`);
    const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Версия 1" }) });
    await expectVersionLive(page, first);
    // What it changed, in words: the photo added, by its caption.
    await expect(first).toContainText(`Добавена снимка: „${caption}“`);

    // On the public gallery, with its alt text and caption; the image served carries no GPS data.
    await page.goto(`${server.url}/gallery`);
    const image = page.getByRole("img", { name: alt });
    await expect(image).toBeVisible();
    // (Its lightbox, closed, has the caption too: as its title.)
    await expect(page.getByText(caption, { exact: true }).filter({ visible: true })).toHaveCount(1);
    // The long word wraps: the page is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).currentSrc)).not.toBe("");
    const source = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
    const served = Buffer.from(await (await fetch(source)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    // The owner's list shows it, published, with its forms to edit or remove it.
    await page.goto(`${server.url}/admin/gallery`);
    const entry = page.getByRole("article", { name: caption });
    await expect(entry.getByRole("img", { name: alt })).toBeVisible();
    await expect(entry.getByRole("button", { name: `${adminGallery.remove} – ${caption}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectOwnerPageClean(page, "gallery-uploaded");

    // The next photo: once it is sent the form is empty again, but for its service, ready for another of the same job.
    const next = page.getByRole("region", { name: "Нова снимка" });
    await waitForHydration(page);
    await next.getByLabel("Снимка", { exact: true }).setInputFiles(photo);
    await next.getByRole("combobox", { name: "Услуга" }).selectOption({ label: "Почистване" });
    await next.getByRole("textbox", { name: "Надпис под снимката" }).fill("Почистен двор");
    await next.getByRole("textbox", { name: "Какво показва снимката", exact: true }).fill("Двор без листа и клони");
    await next.getByRole("button", { name: "Качете снимка" }).click();
    await expect(next.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: UPLOAD_ANSWER_MS });
    await expect(next.getByRole("textbox", { name: "Надпис под снимката" })).toHaveValue("");
    await expect(next.getByRole("textbox", { name: "Какво показва снимката", exact: true })).toHaveValue("");
    await expect(next.getByRole("combobox", { name: "Услуга" })).toHaveValue("cleaning");
    expect(await next.getByLabel("Снимка", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await expect(next.getByText("Снимката е качена – не е нужно да я избирате отново.")).toHaveCount(0);

    // The first photo removed, once the second is live: the first press asks, with what the removal does; „Да, махнете“ removes it.
    await page.goto(`${server.url}/admin/versions`);
    await expectVersionLive(page, page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Версия 2" }) }));
    await page.goto(`${server.url}/admin/gallery`);
    await waitForHydration(page);
    await entry.getByRole("button", { name: `${adminGallery.remove} – ${caption}` }).click();
    const question = entry.getByRole("group", { name: adminEditing.removeQuestion(caption) });
    await expect(question).toContainText(adminGallery.removeNote);
    await expect(question.getByText(adminEditing.removeQuestion(caption))).toBeFocused();
    await expectOwnerPageClean(page, "gallery-remove-question");
    await question.getByRole("button", { name: `${adminEditing.removeYes} – ${caption}` }).click();
    await expect(page.getByRole("status").first()).toContainText(/Публикувано\.|още се подготвя|се премахва/u, {
      timeout: UPLOAD_ANSWER_MS,
    });
    expect(new URL(page.url()).search).toBe("");
  },
);

test("the service texts form is usable on a phone, and refuses what the build would refuse", { tag: "@phone" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/services`);
  await expect(page.getByRole("heading", { level: 1, name: "Услуги" })).toBeVisible();
  await waitForHydration(page);
  await expectOwnerPageClean(page, "services");
  // Each service a closed card (six open forms were many screens long): its name opens the form.
  const gardening = page.locator("#service-gardening");
  // Closed, the card shows the start of the text; open, the text is in its field and the start is not repeated.
  const start = gardening.locator("summary").getByText(/^Озеленяването е/);
  await expect(start).toBeVisible();
  await gardening.getByText("Озеленяване", { exact: true }).click();
  await expect(start).toBeHidden();
  // „Какво включва“: an item per field, so that an item that wraps on a phone still reads as one.
  const included = gardening.getByRole("group", { name: adminServices.includedLabel });
  const item = (n: number) => included.getByRole("textbox", { name: adminServices.includedItem(n), exact: true });
  await expect(item(1)).toHaveValue(/^Оглед на двора/);
  await item(1).fill("Оглед");
  await item(1).press("Enter");
  await expect(item(2)).toBeFocused();
  await item(2).fill("Фрезоване");
  // Two items are too few: the others emptied with their buttons.
  for (let n = 3; n <= 7; n++) await included.getByRole("button", { name: adminServices.includedClear(n) }).click();
  await expect(item(7)).toBeFocused();
  await expectOwnerPageClean(page, "services-list");
  await gardening.getByRole("button", { name: /Запазете и публикувайте/ }).click();
  await expect(gardening.getByText(adminServices.errors.included)).toBeVisible();
  // What was typed is kept, without the emptied fields, and every field is marked.
  await expect(item(1)).toHaveValue("Оглед");
  await expect(item(2)).toHaveValue("Фрезоване");
  await expect(item(3)).toHaveValue("");
  await expect(included.getByRole("textbox")).toHaveCount(4);
  await expect(item(1)).toHaveAttribute("aria-invalid", "true");
});
