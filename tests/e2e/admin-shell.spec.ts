/**
 * The frame of the owner's pages on a phone (decision 0052), on the real
 * build with its own data folder: a bar of three items that fits 375 px on
 * every page, „Още“ reaching Профил and Изход by touch and by keyboard,
 * „Съдържание“ listing the demo values still in use (one gone once it is
 * replaced and published), and the question about a passkey after a sign-in
 * by link, skippable and asked again next time.
 */
import { expect, test, type Page } from "@playwright/test";
import { createAuth } from "../../server/admin/auth";
import { openAdminDb } from "../../server/admin/database";
import { openStore } from "../../server/enquiries/store";
import { expandedState, waitForHydration } from "./hydration";
import { expectOwnerPageClean, saveOwnerView } from "./owner-pages";
import { expectVersionLive, type OwnerServer, startOwnerServer } from "./owner-server";

let owner: OwnerServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  owner = await startOwnerServer();
});

test.afterAll(async () => {
  await owner?.stop();
});

const url = (path: string) => `${owner.server.url}${path}`;
const bar = (page: Page) => page.getByRole("navigation", { name: "Управление" });
const checklist = (page: Page) => page.getByRole("region", { name: "Още примерни данни" });

/** A one-time sign-in link made in the server's database, as `npm run admin -- link` makes one. */
async function signInLink() {
  const store = await openStore({ dataDir: owner.dataDir });
  const auth = createAuth({ db: await openAdminDb(store) });
  const user = await auth.userByEmail("owner@example.bg");
  const token = await auth.createLink(user!.id, "link");
  await store.close();
  return url(`/admin/link/${token}`);
}

test(
  "the bar fits a phone on every page: three items, none cut, no sideways scroll, the current one marked",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await owner.signIn(page);
    const pages: [string, string, "page" | "true"][] = [
      ["/admin", "Съдържание", "page"],
      ["/admin/enquiries", "Запитвания", "page"],
      ["/admin/prices", "Съдържание", "true"],
      ["/admin/company", "Съдържание", "true"],
      ["/admin/gallery", "Съдържание", "true"],
      ["/admin/services", "Съдържание", "true"],
      ["/admin/versions", "Още", "true"],
      ["/admin/account", "Още", "true"],
    ];
    for (const [path, item, current] of pages) {
      await page.goto(url(path));
      const nav = bar(page);
      const items = [
        nav.getByRole("link", { name: "Запитвания" }),
        nav.getByRole("link", { name: "Съдържание" }),
        nav.getByRole("button", { name: "Още" }),
      ];
      for (const control of items) await expect(control, path).toBeInViewport({ ratio: 1 });
      const marked = item === "Още" ? nav.getByRole("button", { name: "Още" }) : nav.getByRole("link", { name: item });
      await expect(marked, path).toHaveAttribute("aria-current", current);
      const overflow = await page.evaluate(() => {
        const header = document.querySelector("header")!;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          header: header.scrollWidth - header.clientWidth,
          // No label cut: each item's text fits its box.
          cut: [...header.querySelectorAll("nav a, nav > ul > li > button")].filter((item) => item.scrollWidth > item.clientWidth).length,
        };
      });
      expect(overflow, path).toEqual({ page: 0, header: 0, cut: 0 });
      expect((await page.getByRole("banner").boundingBox())!.height, path).toBeLessThanOrEqual(70);
      if (path === "/admin/enquiries") {
        // Nothing new to answer: the count is there, not filled as when something waits.
        const count = page.getByRole("main").getByText("0 нови", { exact: true });
        expect(await count.evaluate((element) => getComputedStyle(element).backgroundColor), path).toBe("rgba(0, 0, 0, 0)");
      }
    }
  },
);

test("„Още“ reaches Версии, Профил and Изход, by touch and by keyboard", { tag: "@phone" }, async ({ page }) => {
  await owner.signIn(page);
  // By keyboard, without any script: Enter opens it, Tab goes into it, Escape closes it.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(url("/admin/enquiries"));
  const more = bar(page).getByRole("button", { name: "Още" });
  expect(await expandedState(more)).toBe(false);
  await expect(page.getByRole("link", { name: "Профил" })).toBeHidden();
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Версии" })).toBeVisible();
  expect(await expandedState(more)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Версии" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Версии" })).toBeHidden();
  expect(await expandedState(more)).toBe(false);
  await page.unroute(/\.js$/);

  await page.goto(url("/admin/enquiries"));
  await waitForHydration(page);
  await more.click();
  await expect(page.getByRole("button", { name: "Изход", exact: true })).toBeInViewport({ ratio: 1 });
  await page.getByRole("link", { name: "Профил" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Профил и сигурност" })).toBeVisible();
  // The menu closed with the navigation; its section is marked, and the page in it.
  await expect(page.getByRole("link", { name: "Профил" })).toBeHidden();
  await expect(more).toHaveAttribute("aria-current", "true");
  await more.click();
  await expect(page.getByRole("link", { name: "Профил" })).toHaveAttribute("aria-current", "page");
  await saveOwnerView(page, "shell-more-375", { fullPage: false });
});

test("„Съдържание“ lists the demo values, each a link to its form, and one is gone once replaced", { tag: "@phone" }, async ({ page }) => {
  // A publish renders the site again: seconds, more on a busy machine.
  test.setTimeout(3 * 60_000);
  await owner.signIn(page);
  await page.goto(url("/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Съдържание на сайта" })).toBeVisible();
  const list = checklist(page);
  await expect(list.getByRole("link", { name: /^Телефон 0888 123 456/ })).toHaveAttribute("href", "/admin/company#field-phone");
  await expect(list.getByRole("link", { name: /^Име на фирмата/ })).toHaveAttribute("href", "/admin/company#field-legalName");
  await expect(list.getByRole("link", { name: /^Адрес на сайта https:\/\/www\.vechnozeleno\.example/ })).toHaveAttribute(
    "href",
    "/admin/company#field-siteUrl",
  );
  await expect(list.getByRole("link", { name: /^Илюстрации в галерията \d+ примерни илюстрации/ })).toHaveAttribute(
    "href",
    "/admin/gallery",
  );
  await expect(list.getByRole("link", { name: /^Отзиви/ })).toHaveAttribute("href", "/admin/reviews");
  await expect(list.getByRole("link", { name: /^Екип/ })).toHaveAttribute("href", "/admin/people");
  await expect(list.getByRole("link", { name: /^Как работим/ })).toHaveAttribute("href", "/admin/facts");
  // A fact reads as the site shows it, its trip figures filled in.
  await expect(list.getByRole("link", { name: /^Как работим/ })).toContainText(/Безплатен оглед до 25\sкм/);
  await expect(list).not.toContainText("{");
  await expect(list).toContainText(/Остават\s11\sнеща/);
  const pages = page.getByRole("region", { name: "Какво можете да промените" });
  const contentPages: [string, string][] = [
    ["Цени", "/admin/prices"],
    ["Район и път", "/admin/area"],
    ["Услуги", "/admin/services"],
    ["Фирмени данни", "/admin/company"],
    ["Галерия", "/admin/gallery"],
    ["Екип", "/admin/people"],
    ["Отзиви", "/admin/reviews"],
    ["Как работим", "/admin/facts"],
  ];
  for (const [name, href] of contentPages)
    await expect(pages.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await waitForHydration(page);
  await expectOwnerPageClean(page, "content");

  // The phone's line leads to its field; a real number and the site's own address, published, take their lines off the list.
  await list.getByRole("link", { name: /^Телефон/ }).click();
  await expect(page).toHaveURL(/\/admin\/company#field-phone$/);
  // What the site cannot be without is marked beside its label, and said to screen readers; the rest is not.
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveAttribute("required", "");
  await expect(page.locator('label[for="field-phone"] + span')).toHaveText("(задължително)");
  await expect(page.locator("#field-socialUrl")).not.toHaveAttribute("required");
  // Side by side from 640 px, the postal code and the town stand level: neither label takes a second line.
  const phoneSize = page.viewportSize()!;
  for (const width of [640, 1280]) {
    await page.setViewportSize({ width, height: phoneSize.height });
    const [postalCode, town] = await Promise.all(["#field-postalCode", "#field-town"].map((field) => page.locator(field).boundingBox()));
    expect(postalCode!.x, `${width} px: side by side`).toBeLessThan(town!.x);
    expect(postalCode!.y, `${width} px: level`).toBe(town!.y);
  }
  await page.setViewportSize(phoneSize);
  await page.getByRole("textbox", { name: "Телефон" }).fill("0877 111 222");
  await page.getByRole("textbox", { name: "Адрес на сайта" }).fill("www.zelendvor.bg");
  await page.getByRole("button", { name: "Запазете и публикувайте" }).click();
  await expect(page.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
  await page.goto(url("/admin/versions"));
  await expectVersionLive(page, page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Версия 1" }) }));
  await page.goto(url("/admin"));
  await expect(checklist(page).getByRole("link", { name: /^Име на фирмата/ })).toBeVisible();
  await expect(checklist(page).getByRole("link", { name: /^Телефон/ })).toHaveCount(0);
  await expect(checklist(page).getByRole("link", { name: /^Адрес на сайта/ })).toHaveCount(0);
  await expect(checklist(page)).toContainText(/Остават\s9\sнеща/);
  // The public pages and the sitemap name the site at its new address.
  const prices = await (await page.request.get(url("/prices"))).text();
  expect(prices).toContain('<link rel="canonical" href="https://www.zelendvor.bg/prices"/>');
  expect(await (await page.request.get(url("/sitemap.xml"))).text()).toContain("<loc>https://www.zelendvor.bg/gallery</loc>");
});

test(
  "after a sign-in by link without a passkey the next page asks for one: „По-късно“ goes on, and it asks again next time",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(60_000);
    for (const time of [1, 2]) {
      await page.goto(await signInLink());
      await page.getByRole("button", { name: "Влезте" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Добавете ключ за достъп" }), `sign-in ${time}`).toBeVisible();
      await expect(page.getByText(/Всяко влизане трае 14\sдни/)).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: "Добавете ключ за достъп" })).toBeVisible();
      if (time === 1) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await expectOwnerPageClean(page, "passkey-prompt");
      }
      await page.getByRole("link", { name: "По-късно" }).click();
      // Demo values are left: on to „Съдържание“.
      await expect(page.getByRole("heading", { level: 1, name: "Съдържание на сайта" })).toBeVisible();
    }
  },
);

test(
  "a sign-in link works without JavaScript: the browser's own post of „Влезте“ is the site's",
  { tag: "@phone" },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const link = await signInLink();
    await page.goto(link);
    await page.getByRole("button", { name: "Влезте" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Добавете ключ за достъп" })).toBeVisible();
    await context.close();
  },
);

test("Изход in „Още“ signs out", { tag: "@phone" }, async ({ page }) => {
  await owner.signIn(page);
  await page.goto(url("/admin"));
  await bar(page).getByRole("button", { name: "Още" }).click();
  await page.getByRole("button", { name: "Изход", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Вход в управлението" })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});
