/**
 * The owner changes a price from a phone and it is published (decision 0029),
 * end to end on the real build in its own process and data folder: the form
 * refuses a bad price with a Bulgarian message on the field, keeping what was
 * typed; a good one renders a new version in the server's own process
 * (decision 0043: seconds, no build tool); the versions page shows it live; /prices shows the new price;
 * a rollback to the deployed build asks first, then gives the same bytes as before. The
 * owner's content pages are checked with axe at a phone's width.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminEditing } from "../../app/content/admin";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean, expectShownWhole } from "./owner-pages";
import { expectVersionLive, type OwnerServer, startOwnerServer } from "./owner-server";

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

const signIn = (page: Page) => owner.signIn(page);

/** The page as a visitor's browser gets it, whole. */
const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

test("the company facts form is usable on a phone", { tag: "@phone" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/company`);
  await expect(page.getByRole("heading", { level: 1, name: "Фирмени данни" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue("0888 123 456");
  await waitForHydration(page);
  // The header is one short bar on the phone's screen, whole, its section („Съдържание“) marked.
  expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(70);
  const current = page.getByRole("navigation", { name: "Управление" }).getByRole("link", { name: "Съдържание" });
  await expect(current).toHaveAttribute("aria-current", "true");
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectOwnerPageClean(page, "company");
  // The service area's places, longer than the screen is wide, are shown whole: the field grows with them, not cut off.
  const area = page.getByRole("textbox", { name: "Населени места, в които работите" });
  await area.fill("Трявна, Габрово, Дряново, Севлиево, Велико Търново, Плачковци");
  await expectShownWhole(area);
  expect((await area.boundingBox())!.height).toBeGreaterThan(70);
  // So are a long name and web address, which a one-line field would cut at the screen's edge.
  const oneLine = (await page.getByRole("textbox", { name: "Телефон" }).boundingBox())!.height;
  for (const [name, text] of [
    ["Име на фирмата", "„Вечнозелено – градини и поддръжка“ ЕООД, гр. Трявна"],
    ["Адрес на страницата", "https://www.facebook.com/vechnozeleno.gradini.tryavna/"],
  ] as const) {
    const field = page.getByRole("textbox", { name });
    await field.fill(text);
    await expectShownWhole(field);
    expect((await field.boundingBox())!.height).toBeGreaterThan(oneLine);
  }
  // A bad phone number: refused on its field, in Bulgarian, with what was typed kept; nothing published.
  await page.getByRole("textbox", { name: "Телефон" }).fill("12");
  await page.getByRole("button", { name: "Запазете и публикувайте" }).click();
  await expect(page.getByText("Въведете телефон като 0888 123 456.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue("12");
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveAttribute("aria-invalid", "true");
  // The refusal takes the owner to the field, which is a screen above the button.
  await expect(page.getByRole("textbox", { name: "Телефон" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Телефон" })).toBeInViewport();
  // A bad e-mail address too: the message is the site's, beside the field, not the browser's bubble.
  await page.getByRole("textbox", { name: "Имейл" }).fill("office@");
  // Sent by Enter in „Текст след тях“, a one-line text shown wrapped: Enter sends the form as in a one-line field.
  const note = page.getByRole("textbox", { name: "Текст след тях" });
  const noteBefore = await note.inputValue();
  await note.press("Enter");
  await expect(page.getByText("Въведете имейл адрес, например office@firma.bg.")).toBeVisible();
  await expect(note).toHaveValue(noteBefore);
  await expect(page.getByRole("textbox", { name: "Имейл" })).toHaveValue("office@");
  // A place the estimate has no distance for is refused with where to add it: „Район и път“, a link beside the field.
  await page.getByRole("textbox", { name: "Телефон" }).fill("0888 123 456");
  await page.getByRole("textbox", { name: "Имейл" }).fill("office@example.bg");
  await area.fill("Трявна, Кръвеник");
  await page.getByRole("button", { name: "Запазете и публикувайте" }).click();
  await expect(page.getByText(adminEditing.unknownPlaces("Кръвеник"))).toBeVisible();
  await expect(area).toBeFocused();
  const toArea = page.getByRole("main").getByRole("link", { name: "Район и път" });
  await expect(toArea).toBeInViewport();
  await toArea.click();
  // What was typed and not saved is not dropped unasked.
  await page.getByRole("dialog", { name: "Промените не са запазени" }).getByRole("button", { name: "Излезте без запазване" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Район и път" })).toBeVisible();
});

test("leaving a form with changes not saved asks first; staying keeps them, leaving drops them", { tag: "@phone" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/company`);
  await waitForHydration(page);
  const phone = page.getByRole("textbox", { name: "Телефон" });
  const town = page.getByRole("textbox", { name: "Град" });
  const ask = page.getByRole("dialog", { name: "Промените не са запазени" });
  const nav = page.getByRole("navigation", { name: "Управление" });
  const toContent = () => nav.getByRole("link", { name: "Съдържание" }).click();
  const toCompany = () => page.getByRole("link", { name: /^Фирмени данни/ }).click();
  const contentHeading = page.getByRole("heading", { level: 1, name: "Съдържание на сайта" });

  // Nothing typed: the owner moves between pages without a question.
  await toContent();
  await expect(contentHeading).toBeVisible();
  await toCompany();
  await expect(town).toHaveValue("Трявна");

  // Typed, not saved: a link in the owner's pages asks in the page, and staying comes back to the field.
  await town.fill("Дряново");
  await toContent();
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("написаното в нея ще се загуби");
  await expect(ask.getByRole("button", { name: "Останете на страницата" })).toBeFocused();
  await expectOwnerPageClean(page, "unsaved");
  await ask.getByRole("button", { name: "Останете на страницата" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(town).toHaveValue("Дряново");
  await expect(town).toBeFocused();

  // Closing the tab or reloading asks through the browser's own question.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await question).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  // Escape is „stay“ too. A save the server refuses keeps the page's question: what was typed is still not saved.
  await toContent();
  await expect(ask).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await phone.fill("12");
  await page.getByRole("button", { name: "Запазете и публикувайте" }).click();
  await expect(page.getByText("Въведете телефон като 0888 123 456.")).toBeVisible();
  await toContent();
  await ask.getByRole("button", { name: "Останете на страницата" }).click();
  await expect(phone).toBeFocused();

  // Leaving without saving: the next page opens, and the form shows what is saved.
  await toContent();
  await ask.getByRole("button", { name: "Излезте без запазване" }).click();
  await expect(contentHeading).toBeVisible();
  await toCompany();
  await expect(town).toHaveValue("Трявна");
  await expect(phone).toHaveValue("0888 123 456");
});

test("a changed price is rendered and published, and a rollback restores the page byte for byte", { tag: "@phone" }, async ({ page }) => {
  // Four pages checked with axe in two themes, on a machine that may be busy.
  test.setTimeout(3 * 60_000);
  const before = await html("/prices");

  await signIn(page);
  await page.goto(`${server.url}/admin/prices/gardening`);
  const gardening = page.getByRole("main");
  const mowing = gardening.getByRole("group", { name: "Косене на трева" });
  const price = mowing.getByRole("textbox", { name: /Цена в евро/ });
  await expect(price).toHaveValue("0,14");
  await waitForHydration(page);
  await expectOwnerPageClean(page, "prices");

  await price.fill("дванайсет");
  await gardening.getByRole("button", { name: /Запазете и публикувайте/ }).click();
  await expect(mowing.getByText(adminEditing.errors.price)).toBeVisible();
  await expect(price).toHaveValue("дванайсет");

  await price.fill("0,16");
  await gardening.getByRole("button", { name: /Запазете и публикувайте/ }).click();
  await expect(gardening.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });

  await page.goto(`${server.url}/admin/versions`);
  const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Версия 1" }) });
  await expect(first).toContainText(/публикува се|на сайта сега/);
  await expectOwnerPageClean(page, "versions");
  await expect
    .poll(async () => (await html("/prices")) === before || (await html("/prices")).includes("0,16"), { timeout: 5_000 })
    .toBe(true);
  await expectVersionLive(page, first);

  await page.goto(`${server.url}/prices`);
  const row = page.getByRole("region", { name: "Озеленяване" }).getByRole("row", { name: /Косене на трева/ });
  await expect(row).toContainText("от 0,16\u00a0€");
  expect(await html("/prices")).not.toEqual(before);

  await page.goto(`${server.url}/admin/versions`);
  const rollback = page.getByRole("button", { name: "Върнете сайта към тази версия – Версията, качена от човека, който поддържа сайта" });
  // It says what it undoes before it is pressed.
  await expect(rollback).toHaveAccessibleDescription("Връщането отменя всичко, променено след нея: цени.");
  // A small phone's window, its browser's bars taken off (an iPhone SE's): the question comes whole into it.
  await page.setViewportSize({ width: 375, height: 550 });
  await rollback.click();
  // It asks first, focused on the question, naming the version it undoes; nothing is undone yet.
  await expect(page).toHaveURL(/\/admin\/versions\?confirm=0$/);
  await expect(
    page.getByRole("heading", { name: "Да се върне ли сайтът към версията, качена от човека, който поддържа сайта?" }),
  ).toBeFocused();
  // The last card's question, whole on the phone's screen: its answer is not below the fold.
  await expect(page.getByRole("button", { name: "Да, върнете сайта" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText("Ще отмени:")).toBeVisible();
  // Each version by what it changed, value by value, as its card says.
  const undone = page.getByRole("listitem").filter({ hasText: /^Версия 1\sот \d\d\.\d\d\.\d{4} \d\d:\d\d:/ });
  await expect(undone.getByRole("listitem")).toHaveText([/^Косене на трева: 0,14\s€ → 0,16\s€$/u]);
  expect(await html("/prices")).not.toEqual(before);
  await expectOwnerPageClean(page, "rollback-question");
  await page.getByRole("button", { name: "Да, върнете сайта" }).click();
  // Its answer heads the page, above the card pressed: it comes into the phone's screen, focused.
  const done = page.getByRole("status").filter({ hasText: "Сайтът е върнат" });
  await expect(done).toBeInViewport({ ratio: 1 });
  await expect(page.locator(":focus")).toContainText("Сайтът е върнат");
  expect(await html("/prices")).toEqual(before);
  // The form shows what is live again.
  await page.goto(`${server.url}/admin/prices/gardening`);
  await expect(page.getByRole("group", { name: "Косене на трева" }).getByRole("textbox", { name: /Цена в евро/ })).toHaveValue("0,14");
});
