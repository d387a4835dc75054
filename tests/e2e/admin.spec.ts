/**
 * The owner's side, end to end on the real build in its own process, with
 * its own data folder and SMTP server (decision 0028): a one-time sign-in
 * link by e-mail, a passkey added (on the page that asks for one after it) and used through Chromium's virtual
 * authenticator (the DevTools protocol's WebAuthn domain), the inbox (new
 * first, a notification unsent for a day at the top, status and notes), and
 * axe on each page, in the light and dark themes, at a phone's width.
 */
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createAuth } from "../../server/admin/auth";
import { openAdminDb } from "../../server/admin/database";
import { openStore } from "../../server/enquiries/store";
import { adminAccount } from "../../app/content/admin";
import { checkedEnquiry } from "../fixtures/enquiry";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";
import { startSmtp, type SmtpServer } from "../smtp";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean } from "./owner-pages";

let server: ServerProcess;
let smtp: SmtpServer;
let dataDir: string;
/** localhost, not 127.0.0.1: an IP address cannot be a passkey's site. */
let origin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  smtp = await startSmtp();
  dataDir = tempDataDir();
  // The owner's account, an enquiry from two days ago whose notification never went out, and a fresh one.
  const old = await openStore({ dataDir, now: () => new Date(Date.now() - 2 * 86_400_000) });
  // It came from the care plans page with a plan and an estimate.
  await old.addEnquiry(
    { ...checkedEnquiry, name: "Стефан Колев", town: "Дряново", plan: "lawn-and-hedge", estimate: "work=gardening-mowing&size=300" },
    "nonce-old-000001",
  );
  await createAuth({ db: await openAdminDb(old) }).addUser("owner@example.bg", "Иван Петров");
  await old.close();
  // The mail server refuses everything until the sign-in test: the old notification keeps failing.
  smtp.down = true;
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: "Сайт <site@vechnozeleno.example>",
    // The owner's pages are rendered per request, and the test browses them quickly from one address.
    PAGE_RATE_LIMIT: "100000",
  });
  origin = server.url.replace("127.0.0.1", "localhost");
  const store = await openStore({ dataDir });
  await store.addEnquiry({ ...checkedEnquiry, name: "Мария Петрова" }, "nonce-new-000001");
  await store.close();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test(
  "the inbox shows new enquiries first, a notification unsent for a day at the top, and keeps status and notes",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(60_000);
    const store = await openStore({ dataDir });
    const auth = createAuth({ db: await openAdminDb(store) });
    const user = await auth.userByEmail("owner@example.bg");
    const token = await auth.startSession(user!.id, { ip: "127.0.0.1", userAgent: "test" });
    await store.close();
    await page.context().addCookies([{ name: "admin", value: token, url: origin, httpOnly: true, sameSite: "Strict" }]);

    await page.goto(`${origin}/admin/enquiries`);
    await expect(page.getByRole("main").getByText("2 нови")).toBeVisible();
    // The bar counts them on every page.
    const inboxLink = page.getByRole("navigation", { name: "Управление" }).getByRole("link", { name: "Запитвания (2 нови)" });
    await expect(inboxLink).toBeVisible();
    // The count covers no letter of the name: on a phone it sits on the icon over the name, wider after the name.
    const phoneSize = page.viewportSize()!;
    for (const width of [phoneSize.width, 1280]) {
      await page.setViewportSize({ width, height: phoneSize.height });
      const covers = await inboxLink.evaluate((link) => {
        const count = [...link.querySelectorAll('[aria-hidden="true"]')].find(
          (element) => element.textContent === "2" && element.getClientRects().length > 0,
        )!;
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        let word: Node | null;
        while ((word = walker.nextNode()) && word.textContent !== "Запитвания");
        const range = document.createRange();
        range.selectNodeContents(word!);
        const [a, b] = [count.getBoundingClientRect(), range.getBoundingClientRect()];
        return !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
      });
      expect(covers, `the count covers the name at ${width} px`).toBe(false);
    }
    await page.setViewportSize(phoneSize);
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Известия, които не са изпратени повече от ден" })).toBeVisible();
    await expect(alert.getByRole("link", { name: "Стефан Колев" })).toBeVisible();
    await expect(page.getByText("Запитванията се пазят 12 месеца")).toBeVisible();
    // With mail settings, each card says where its notification stands, and there is no notice about missing ones.
    await expect(page.getByText(/^(Неуспешно след \d+\sопита|Известието чака изпращане)/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Не получавате имейл за новите запитвания" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Обадете се/ }).first()).toHaveAttribute("href", "tel:+359888123456");
    await waitForHydration(page);
    await expectOwnerPageClean(page, "inbox");

    await page.getByRole("searchbox", { name: /Търсене/ }).fill("дряново");
    await page.getByRole("button", { name: "Търсете" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Стефан Колев" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Мария Петрова" })).toHaveCount(0);

    await page.getByRole("link", { name: "Отворете Стефан Колев" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Стефан Колев" })).toBeVisible();
    // He asked to be answered by e-mail: the owner reads it so, and the e-mail is the main button.
    await expect(page.getByText("Предпочита: имейл", { exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "Отговорете на Стефан Колев" }).getByRole("link").first()).toHaveAttribute(
      "href",
      "mailto:maria@abv.bg",
    );
    // And the address as text, to copy where a phone has no mail app.
    await expect(page.getByRole("definition").filter({ hasText: "maria@abv.bg" })).toBeVisible();
    // What the enquiry asked for: the plan and the estimate, each with a link to see it on the site.
    const plan = page.getByRole("region", { name: "Поискан план за поддръжка" });
    await expect(plan).toContainText("Морава и жив плет");
    await expect(plan.getByRole("link", { name: "Вижте плана на сайта" })).toHaveAttribute("href", "/care-plans#lawn-and-hedge");
    const estimate = page.getByRole("region", { name: "Ориентировъчна оценка от сайта" });
    await expect(estimate.getByRole("listitem").first()).toContainText("Косене на трева");
    await expect(estimate.getByRole("listitem").last()).toContainText("Общо");
    await expect(estimate.getByRole("link", { name: "Отворете оценката на сайта" })).toHaveAttribute(
      "href",
      "/prices?work=gardening-mowing&size=300#estimate",
    );
    await page.getByRole("combobox", { name: "Състояние" }).selectOption({ label: "свързахме се" });
    await page.getByRole("textbox", { name: "Бележки" }).fill("Оглед в събота в 10:00.");
    await page.getByRole("button", { name: "Запазете" }).click();
    await expect(page.getByText("Запазено.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Изпратете известието отново" })).toBeVisible();
    await expectOwnerPageClean(page, "enquiry");

    await page.getByRole("link", { name: "Всички запитвания" }).click();
    await expect(page.getByRole("main").getByText("1 ново")).toBeVisible();
    const first = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Мария Петрова");

    // An enquiry that is not there: the signed-in owner keeps the header and is led back to the inbox it was
    // looked for in, not to „Вход“.
    const missing = await page.goto(`${origin}/admin/enquiries/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /Няма такова запитване/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Управление" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Към запитванията" })).toHaveAttribute("href", "/admin/enquiries");
    await expect(page.getByRole("link", { name: "Вход" })).toHaveCount(0);
  },
);

test(
  "the sign-in page keeps the passkey button's room: the e-mail field does not move when the button appears",
  { tag: "@phone" },
  async ({ page }) => {
    // Before the page's scripts have run: the room is there, empty.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${origin}/admin`);
    const email = page.getByRole("textbox", { name: "Имейл" });
    const before = (await email.boundingBox())!.y;
    await expect(page.getByText("— или —")).toHaveCount(0);
    await page.unroute(/\.js$/);
    await page.goto(`${origin}/admin`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Вход с ключ за достъп" })).toBeVisible();
    await expect(page.getByText("— или —")).toBeVisible();
    expect((await email.boundingBox())!.y).toBe(before);
  },
);

test("the owner signs in with a link by e-mail, adds a passkey, and signs in with it", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(90_000);
  smtp.down = false;
  const mails = smtp.messages.length;

  await page.goto(`${origin}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Вход в управлението" })).toBeVisible();
  await waitForHydration(page);
  await expectOwnerPageClean(page, "sign-in");
  // The way back to the public site is a thumb's target, as tall as the bar.
  expect(
    (await page.getByRole("banner").getByRole("link", { name: "Вечнозелено · управление" }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
  await page.getByRole("textbox", { name: "Имейл" }).fill("owner@example.bg");
  await page.getByRole("button", { name: "Изпратете ми връзка" }).click();
  await expect(page.getByRole("status")).toContainText("ще получите имейл с връзка за вход");

  // The link is mailed after the answer; the old notification, now that the mail server is back, may come first.
  const signInMail = () => smtp.messages.slice(mails).find((message) => message.subject === "Вход в сайта на Вечнозелено");
  await expect.poll(signInMail, { timeout: 15_000 }).toBeDefined();
  const mail = signInMail();
  const link = /http:\/\/localhost:\d+\/admin\/link\/[\w-]{43}/.exec(mail!.text ?? "")?.[0];
  expect(link, mail?.text).toBeDefined();
  // A virtual authenticator that holds discoverable credentials and verifies its user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Signed in by link with no passkey: the next page asks for one, and adds it.
  await page.goto(link!);
  await page.getByRole("button", { name: "Влезте" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Добавете ключ за достъп" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Име на устройството" }).fill("Моят телефон");
  await page.getByRole("button", { name: "Добавете ключ за достъп" }).click();
  await expect(page.getByText("Ключът е добавен.")).toBeVisible();
  await page.getByRole("link", { name: "Продължете" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Съдържание на сайта" })).toBeVisible();

  await page.getByRole("button", { name: "Още" }).click();
  await page.getByRole("link", { name: "Профил" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Профил и сигурност" })).toBeVisible();
  await waitForHydration(page);
  // The phone this session signed in from, by its name, not its browser's header.
  const thisDevice = page.getByRole("region", { name: "Влезли устройства" }).getByRole("listitem").filter({ hasText: "това устройство" });
  await expect(thisDevice).toContainText("Chrome на Android (това устройство)");
  // The only key cannot be removed: without it the owner might not get back in.
  await expect(page.getByRole("region", { name: "Ключове за достъп" })).toContainText("Моят телефон");
  await expect(page.getByRole("button", { name: /^Махнете/ })).toHaveCount(0);
  await expect(page.getByText("Това е единственият ви ключ за достъп")).toBeVisible();
  // With a key (and mail), nothing warns of being locked out.
  await expect(page.getByText(adminAccount.lockedOutWarning)).toHaveCount(0);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  await expectOwnerPageClean(page, "account");

  await page.getByRole("button", { name: "Още" }).click();
  await page.getByRole("button", { name: "Изход", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Вход в управлението" })).toBeVisible();
  await page.goto(`${origin}/admin/enquiries`);
  await expect(page.getByRole("heading", { level: 1, name: "Трябва да влезете" })).toBeVisible();

  await page.goto(`${origin}/admin`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Вход с ключ за достъп" }).click();
  // Demo values are left: the sign-in lands on „Съдържание“, with its checklist.
  await expect(page.getByRole("heading", { level: 1, name: "Съдържание на сайта" })).toBeVisible();
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
});
