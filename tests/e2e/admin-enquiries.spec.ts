/**
 * Answering an enquiry from the owner's phone (375 px), on the real build
 * without mail settings: a visitor sends the form from a price estimate and
 * asks for Viber; the inbox says once, at its top, that no e-mail comes, and
 * shows the estimate's total on the card; the enquiry's page leads with
 * Viber and shows the estimate once. axe on both pages, light and dark.
 */
import { expect, test, type Page } from "@playwright/test";
import { openStore } from "../../server/enquiries/store";
import { checkedEnquiry } from "../fixtures/enquiry";
import { waitForHydration } from "./hydration";
import { startOwnerServer, type OwnerServer } from "./owner-server";
import { expectOwnerPageClean } from "./owner-pages";

let owner: OwnerServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  owner = await startOwnerServer();
  // An enquiry from two days ago, whose notification could never go out: the server has no mail settings.
  const store = await openStore({ dataDir: owner.dataDir, now: () => new Date(Date.now() - 2 * 86_400_000) });
  await store.addEnquiry({ ...checkedEnquiry, name: "Стефан Колев", reply: "phone", email: null }, "nonce-old-000001");
  await store.close();
});

test.afterAll(async () => {
  await owner?.stop();
});

/** The page is no wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test(
  "an enquiry sent from an estimate, asking for Viber: the card shows its total, its page leads with Viber and shows the estimate once",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(90_000);
    const { url } = owner.server;

    // The visitor turns an estimate into an enquiry and asks to be answered in Viber.
    await page.goto(`${url}/contact?service=gardening&work=gardening-mowing&size=300`);
    await waitForHydration(page);
    const form = page.locator("#enquiry");
    const sent = form.getByRole("region", { name: "Изпращате и тази оценка" });
    const total = /Общо: (.+)/.exec((await sent.textContent()) ?? "")?.[1]?.match(/от\s[\d,]+\s€ до\s[\d,]+\s€|^[\d,]+\s€/)?.[0];
    expect(total, "the estimate's total on the form").toBeTruthy();
    await form.getByRole("textbox", { name: "Име", exact: true }).fill("Елена Димитрова");
    await form.getByRole("textbox", { name: "Телефон", exact: true }).fill("0897 111 222");
    await form.getByRole("textbox", { name: "Населено място", exact: true }).fill("Трявна");
    const message = form.getByRole("textbox", { name: "Какво да направим", exact: true });
    await expect(message).toHaveValue(/Общо:/);
    await message.fill(`${await message.inputValue()}Искаме и оглед в събота.`);
    await form.getByRole("radio", { name: "Съобщение във Viber" }).check();
    await form.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(form).toContainText("ще ви пишем във Viber", { timeout: 20_000 });

    // The owner's inbox: without mail settings, said once at the top, in words the owner can act on.
    await owner.signIn(page);
    await page.goto(`${url}/admin/enquiries`);
    const notice = page
      .getByRole("status")
      .filter({ has: page.getByRole("heading", { name: "Не получавате имейл за новите запитвания" }) });
    await expect(notice).toBeVisible();
    // What to ask of whoever runs the server, folded away: the enquiries start in the first screen.
    await expect(notice.getByText("помолете човека, който поддържа сървъра на сайта", { exact: false })).toBeHidden();
    await notice.getByText("Как да идват имейли").click();
    await expect(notice).toContainText("помолете човека, който поддържа сървъра на сайта");
    await expect(notice).toContainText("SMTP_HOST");
    await expect(page.getByRole("link", { name: "Изтеглете таблица (CSV)" })).toHaveAttribute("href", "/admin/enquiries/export");
    await expect(page.getByText("пощата на сайта не е настроена", { exact: false })).toHaveCount(1);
    // No note on each card, and no alarm about the two-day-old enquiry: nothing was tried.
    await expect(page.getByText(/Известието/)).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    const card = cards.filter({ has: page.getByRole("heading", { name: "Елена Димитрова" }) });
    const noticeBox = (await notice.boundingBox())!;
    const firstCard = (await cards.first().boundingBox())!;
    expect(noticeBox.y).toBeLessThan(firstCard.y);
    await notice.getByText("Как да идват имейли").click();
    // Folded again, the newest enquiry's name is in the phone's first screen.
    expect((await cards.first().boundingBox())!.y + 40).toBeLessThan(page.viewportSize()!.height);

    // The card: the estimate's total in full, then the customer's own words; Viber is the main button.
    await expect(card.getByText(`Оценка: ${total}`)).toBeVisible();
    await expect(card.getByText("Искаме и оглед в събота.")).toBeVisible();
    await expect(card).not.toContainText("Косене на трева");
    const cardActions = card.getByRole("group", { name: "Отговорете на Елена Димитрова" });
    await expect(cardActions.getByRole("link").first()).toHaveAccessibleName("Пишете във Viber Елена Димитрова");
    // The name opens the enquiry too, and is a thumb's target.
    expect((await card.getByRole("link", { name: "Елена Димитрова", exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const other = cards.filter({ has: page.getByRole("heading", { name: "Стефан Колев" }) });
    await expect(other.getByRole("group").getByRole("link").first()).toHaveAccessibleName(/^Обадете се 0888\s123\s456$/);
    await expectNoSidewaysScroll(page);
    await expectOwnerPageClean(page, "enquiries-inbox");

    // The enquiry's page: the customer's choice in the owner's words, Viber first and largest, the estimate once.
    await page.emulateMedia({ colorScheme: "light" });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await card.getByRole("link", { name: "Отворете Елена Димитрова" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Елена Димитрова" })).toBeVisible();
    await expect(page.getByText("Предпочита: Viber", { exact: true })).toBeVisible();
    await expect(page.getByText("Как да ви отговорим")).toHaveCount(0);
    const actions = page.getByRole("group", { name: "Отговорете на Елена Димитрова" });
    const [viber, call] = [actions.getByRole("link").first(), actions.getByRole("link", { name: /Обадете се/ })];
    await expect(viber).toHaveAccessibleName("Пишете във Viber Елена Димитрова");
    await expect(viber).toHaveAttribute("href", "viber://chat?number=%2B359897111222");
    const [viberBox, callBox] = [(await viber.boundingBox())!, (await call.boundingBox())!];
    expect(viberBox.width * viberBox.height).toBeGreaterThan(callBox.width * callBox.height);
    await expect(page.getByText(/Общо:/)).toHaveCount(1);
    await expect(page.getByText(/Косене на трева/)).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Ориентировъчна оценка от сайта" })).toContainText(`Общо: ${total}`);
    await expect(page.getByText("Искаме и оглед в събота.")).toBeVisible();
    // Without mail settings there is no notification to send again.
    await expect(page.getByRole("heading", { name: "Известие по имейл" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectOwnerPageClean(page, "enquiry-from-estimate");
  },
);
