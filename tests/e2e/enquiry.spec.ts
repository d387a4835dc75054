/**
 * The quote request, end to end: Chromium fills in the form on the real built
 * site served by `node server.js` (its own process, data folder and
 * SMTP server), and the test checks what the visitor sees, the row in the
 * database and the e-mail the company receives. With JavaScript and without.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { openStore } from "../../server/enquiries/store";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";
import { startSmtp, type SmtpServer } from "../smtp";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

let server: ServerProcess;
let smtp: SmtpServer;
let dataDir: string;

test.beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: "Сайт <site@vechnozeleno.example>",
    ENQUIRY_MIN_FILL_SECONDS: "1",
    ENQUIRY_RATE_LIMIT: "1000",
    PAGE_RATE_LIMIT: "100000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedEnquiries() {
  const store = await openStore({ dataDir });
  try {
    return await store.listEnquiries();
  } finally {
    await store.close();
  }
}

/** A name no other test uses, to find this test's row and e-mail. */
const uniqueName = (label: string) => `${label} ${test.info().project.name} ${Date.now().toString(36)}`;

async function fillForm(page: Page, name: string, overrides: { phone?: string; town?: string; message?: string } = {}) {
  await field(page, "Име").fill(name);
  await field(page, "Телефон").fill(overrides.phone ?? "0888 123 456");
  await field(page, "Населено място").fill(overrides.town ?? "Плачковци");
  await field(page, "Какво да направим").fill(overrides.message ?? "Двор около 300 м², искаме морава и капково напояване.");
}

const form = (page: Page) => page.locator("#enquiry");

/** A field of the form by its accessible name (the label without the aria-hidden asterisk). */
const field = (page: Page, name: string) => form(page).getByRole(name === "Услуга" ? "combobox" : "textbox", { name, exact: true });

test.describe("with JavaScript", () => {
  test("sends an enquiry chosen from a service page: confirmation, stored row, e-mail", async ({ page }) => {
    await page.goto(`${server.url}/services/irrigation`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Поискайте оферта" }).last().click();
    await expect(page).toHaveURL(`${server.url}/contact?service=irrigation#enquiry`);
    await expect(field(page, "Услуга")).toHaveValue("irrigation");

    const name = uniqueName("Мария");
    await fillForm(page, name);
    await page.getByRole("radio", { name: "Съобщение във Viber" }).check();
    const mailsBefore = smtp.messages.length;
    await page.getByRole("button", { name: "Изпратете запитването" }).click();

    const heading = page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(form(page)).toContainText("ще ви пишем във Viber на 0888 123 456");
    // One confirmation: the panel, not also a toast.
    await expect(page.getByRole("region", { name: /Известия/ }).getByRole("listitem")).toHaveCount(0);
    await expectNoAxeViolations(page, "the confirmation", { include: "#enquiry" });

    const row = (await storedEnquiries()).find((enquiry) => enquiry.name === name);
    expect(row).toMatchObject({ phone: "+359888123456", service: "irrigation", town: "Плачковци", reply: "viber", email: null });
    const mails = await smtp.waitFor(mailsBefore + 1);
    const mail = mails.find((message) => message.subject?.includes(name));
    expect(mail?.subject).toBe(`Запитване: Поливни системи – ${name}, Плачковци`);
    expect(mail?.text).toContain("Предпочита отговор: Съобщение във Viber");
  });

  test("marks invalid fields in Bulgarian, announces them and moves focus to the first", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await field(page, "Телефон").fill("12");
    await page.getByRole("button", { name: "Изпратете запитването" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Проверете отбелязаните полета." })).toBeVisible();
    const name = field(page, "Име");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Напишете името си.");
    await expect(field(page, "Телефон")).toHaveAccessibleDescription(/Например 0897 654 321 Проверете номера/);
    await expect(field(page, "Услуга")).toHaveAccessibleDescription("Изберете услуга или „Друго“.");

    // The message follows what is typed once the field is marked.
    await name.fill("Иван");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expectNoAxeViolations(page, "the form with its messages", { include: "#enquiry" });
  });

  test("a press on the empty form shows each empty field's message in the very next frame, and focuses the first", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await expect(page.getByText("Напишете името си.")).toBeHidden();
    const inNextFrame = await page.evaluate(
      () =>
        new Promise<{ shown: string[]; focused: string | undefined }>((resolve) => {
          const form = document.querySelector("form#enquiry-form");
          form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
          requestAnimationFrame(() =>
            resolve({
              shown: [...(form?.querySelectorAll("p") ?? [])]
                .filter((p) => p.checkVisibility() && /^(Напишете|Изберете|Опишете)/.test(p.textContent ?? ""))
                .map((p) => p.textContent ?? ""),
              focused: document.activeElement?.id,
            }),
          );
        }),
    );
    expect(inNextFrame.shown).toEqual([
      "Напишете името си.",
      "Напишете телефон, на който да ви намерим.",
      "Изберете услуга или „Друго“.",
      "Напишете населеното място на обекта.",
      "Опишете накратко какво ви трябва.",
    ]);
    expect(inNextFrame.focused).toBe("enquiry-name");
    // Then the shared check's answer: the same messages, tied to their fields, and the form's alert.
    await expect(page.getByRole("alert").filter({ hasText: "Проверете отбелязаните полета." })).toBeVisible();
    await expect(field(page, "Име")).toHaveAccessibleDescription("Напишете името си.");
    await expect(page.getByText("Напишете името си.")).toHaveCount(1);
  });

  test("side by side, two fields have their inputs on one line, whether or not one has a hint or an error", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) < 768, "one column on phones");
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    const top = async (label: string) => (await field(page, label).boundingBox())?.y;
    const expectAligned = async () => {
      expect(await top("Телефон")).toBe(await top("Име"));
      expect(await top("Населено място")).toBe(await top("Услуга"));
    };
    await expectAligned();
    // Only the name marked: an error under one input of the pair.
    await field(page, "Телефон").fill("0888 123 456");
    await field(page, "Населено място").fill("Трявна");
    await page.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(field(page, "Име")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Телефон")).not.toHaveAttribute("aria-invalid");
    await expectAligned();
  });

  test("shows progress and sends once, however often the button is pressed", async ({ page }) => {
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/enquiries", async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/contact?service=cleaning`);
    await waitForHydration(page);
    const name = uniqueName("Петър");
    // A number abroad: the thanks repeat it in the visitor's own groups, the row keeps it in international form.
    await fillForm(page, name, { phone: "+44 20 7946 0958" });
    await page.waitForTimeout(1100); // past the minimum fill time, so no automatic retry adds a request
    const button = page.getByRole("button", { name: "Изпратете запитването" });
    await button.click();
    const sending = page.getByRole("button", { name: "Изпращане…" });
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    // aria-disabled keeps it focusable; a second tap must still not send again.
    await sending.click({ force: true });
    await page.keyboard.press("Enter");
    // The request reaches the route handler a moment after the press: wait for it, then for nothing more.
    await expect.poll(() => posts).toBe(1);
    release();
    await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeVisible();
    await expect(form(page)).toContainText("на +44 20 7946 0958");
    expect(posts).toBe(1);
    expect((await storedEnquiries()).filter((enquiry) => enquiry.name === name)).toMatchObject([{ phone: "+442079460958" }]);
  });

  test("keeps everything typed when the connection fails, and sends it on the next try", async ({ page }) => {
    await page.route("**/api/enquiries", (route) => route.abort("internetdisconnected"));
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    const name = uniqueName("Гергана");
    await fillForm(page, name);
    await field(page, "Услуга").selectOption({ label: "Друго" });
    await page.getByRole("button", { name: "Изпратете запитването" }).click();

    const message = "Няма връзка със сървъра. Попълненото е запазено – опитайте отново, когато имате интернет.";
    // The data client tries three times more (1, 2 and 4 s apart) before it says so.
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible({ timeout: 20_000 });
    await expect(field(page, "Име")).toHaveValue(name);
    await expect(field(page, "Услуга")).toHaveValue("other");
    await expect(field(page, "Какво да направим")).toHaveValue(/капково напояване/);

    await page.unroute("**/api/enquiries");
    await page.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeVisible();
    expect((await storedEnquiries()).filter((enquiry) => enquiry.name === name)).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST stores the enquiry and answers with the page showing the result", async ({ page }) => {
    await page.goto(`${server.url}/contact?service=lighting`);
    await expect(field(page, "Услуга")).toHaveValue("lighting");
    const name = uniqueName("Стоян");
    await fillForm(page, name, { phone: "+359 (0) 66 80 12 34" });
    await page.getByRole("radio", { name: "Обаждане по телефона" }).check();
    const mailsBefore = smtp.messages.length;
    // A person takes longer than the minimum fill time (1 s here).
    await page.waitForTimeout(1100);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === "/contact" && candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Изпратете запитването" }).click(),
    ]);
    expect(response.status()).toBe(201);
    // The answer's page opens at the form's section, not at the top of the page.
    await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeInViewport();
    await expect(page.locator("#enquiry")).toContainText("ще ви се обадим на 066 801 234");

    expect((await storedEnquiries()).find((enquiry) => enquiry.name === name)).toMatchObject({
      phone: "+35966801234",
      service: "lighting",
    });
    const mails = await smtp.waitFor(mailsBefore + 1);
    expect(mails.some((mail) => mail.subject?.includes(name))).toBe(true);
  });

  test("an invalid plain POST shows the form again with the messages and what was typed", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    const name = uniqueName("Невалиден");
    await fillForm(page, name, { phone: "123 456" });
    await field(page, "Услуга").selectOption("excavation");
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(page.getByText("Проверете отбелязаните полета.")).toBeVisible();
    await expect(page).toHaveURL(/\/contact#enquiry$/);
    await expect(page.getByRole("heading", { name: "Поискайте оферта" })).toBeInViewport();
    await expect(field(page, "Телефон")).toHaveValue("123 456");
    await expect(field(page, "Телефон")).toHaveAccessibleDescription(/Проверете номера/);
    await expect(field(page, "Име")).toHaveValue(name);
    await expect(field(page, "Услуга")).toHaveValue("excavation");
    expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);

    await field(page, "Телефон").fill("0887 654 321");
    await page.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeVisible();
  });
});

for (const javaScript of [true, false]) {
  test.describe(`from a price estimate, ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test(`the enquiry keeps the estimate, worked out on the server, and the plan; the e-mail shows both`, async ({ page }) => {
      const query = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&town=sevlievo&season=spring";
      await page.goto(`${server.url}/prices?${query}`);
      if (javaScript) await waitForHydration(page);
      await page
        .getByRole("region", { name: "Пресметнете ориентировъчна цена" })
        .getByRole("link", { name: "Изпратете като запитване" })
        .click();
      await expect(page).toHaveURL(`${server.url}/contact?service=gardening&${query}#enquiry`);
      if (javaScript) await waitForHydration(page);
      await expect(form(page).getByRole("region", { name: "Изпращате и тази оценка" })).toBeVisible();
      const name = uniqueName("Оценка");
      await field(page, "Име").fill(name);
      await field(page, "Телефон").fill("0888 123 456");
      await form(page).getByRole("combobox", { name: "План за поддръжка" }).selectOption("lawn-and-hedge");
      const mailsBefore = smtp.messages.length;
      await page.waitForTimeout(1100);
      await page.getByRole("button", { name: "Изпратете запитването" }).click();
      await expect(page.getByRole("heading", { name: "Благодарим! Запитването е изпратено." })).toBeVisible();

      const stored = (await storedEnquiries()).find((enquiry) => enquiry.name === name)!;
      expect(stored).toMatchObject({ service: "gardening", town: "Севлиево", plan: "lawn-and-hedge" });
      expect(stored.message).toMatch(/Косене на трева, 300\sм²/);
      const estimate = JSON.parse(stored.estimate!) as Record<string, unknown>;
      expect(estimate).toMatchObject({
        link: `/prices?${query}#estimate`,
        season: "Пролет",
        town: { name: "Севлиево", km: 48 },
        travelCents: 3500,
        lines: [
          { item: "gardening-mowing", quantity: 300, unit: "м²", lowCents: 4200, highCents: 5700, minimumApplied: false },
          { item: "cleaning-hedge-trimming", quantity: 25, unit: "л.м." },
        ],
      });
      const mails = await smtp.waitFor(mailsBefore + 1);
      const mail = mails.find((candidate) => candidate.subject?.includes(name))!;
      expect(mail.text).toMatch(/Морава и\sжив плет/);
      expect(mail.text).toMatch(/Път до Севлиево, веднъж за обекта: 35\s€/);
    });
  });
}

test("the owner's script exports the enquiries as CSV", async () => {
  test.skip(test.info().project.name !== "desktop", "one export is enough");
  const name = uniqueName("Експорт");
  const store = await openStore({ dataDir });
  await store.addEnquiry(
    {
      name,
      phone: "+359888123456",
      email: null,
      service: "other",
      town: "Трявна",
      message: "=1+1 в съобщението",
      reply: "phone",
      plan: null,
      estimate: null,
    },
    `nonce-${Date.now()}`,
  );
  await store.close();
  const csv = execFileSync(process.execPath, ["scripts/enquiries.js", "--out", "-"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(csv.startsWith("\ufeffПолучено;Име;Телефон;")).toBe(true);
  const line = csv.split("\r\n").find((row) => row.includes(name));
  expect(line).toContain(`;${name};0888 123 456;;Друго;;Трявна;'=1+1 в съобщението;;Обаждане по телефона;`);
});
