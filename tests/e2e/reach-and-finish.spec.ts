/**
 * What stands between a visitor and a call (issue 14): the phone one tap away
 * on every page at every width, a service page's first screen with its
 * actions, and the finish a homeowner notices (badges, dashes, prices, the
 * gallery's first screen, the breadcrumb, the form's own messages).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { pages } from "./pages";

const PHONE = "0888 123 456";
const TEL = "tel:+359888123456";
const callName = `Обадете се: ${PHONE}`;
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const bar = (page: Page) => page.getByRole("complementary", { name: "Бърза връзка" });

/**
 * Every line of visible text that starts with a separator („–“, „—“, „·“) or ends with a dot („·“),
 * as „…text“: the separator and the nearest letter before (or after) it, in the same block, on
 * different lines. A dash may end a line: it goes with the words before it, as Bulgarian is set.
 */
async function linesWithSeparatorAtAnEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) nodes.push(node);
    const range = document.createRange();
    const rectOf = (node: Text, index: number) => {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getClientRects()[0];
    };
    const blockOf = (node: Text) => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith("inline")) element = element.parentElement;
      return element;
    };
    /** The nearest character that is not a space, from `index` in nodes[at] going by `step`, within the same block. */
    const nearest = (at: number, index: number, step: 1 | -1) => {
      const block = blockOf(nodes[at]!);
      for (let n = at, i = index; n >= 0 && n < nodes.length; n += step) {
        if (n !== at) {
          if (blockOf(nodes[n]!) !== block) return null;
          i = step === 1 ? 0 : nodes[n]!.data.length - 1;
        }
        for (; i >= 0 && i < nodes[n]!.data.length; i += step) if (!/\s/.test(nodes[n]!.data[i]!)) return { node: nodes[n]!, index: i };
      }
      return null;
    };
    nodes.forEach((node, at) => {
      for (const match of node.data.matchAll(/[–—·]/g)) {
        const mark = rectOf(node, match.index);
        if (!mark || mark.width === 0) continue;
        const before = nearest(at, match.index - 1, -1);
        const after = nearest(at, match.index + 1, 1);
        const previous = before && rectOf(before.node, before.index);
        const next = after && rectOf(after.node, after.index);
        const context = node.data.slice(Math.max(0, match.index - 30), match.index + 10).trim();
        if (previous && previous.width > 0 && mark.top >= previous.bottom - 1) found.push(`starts a line: …${context}`);
        if (match[0] === "·" && next && next.width > 0 && next.top >= mark.bottom - 1) found.push(`ends a line: …${context}`);
      }
    });
    return found;
  });
}

test.describe("the phone, one tap away", () => {
  for (const path of pages) {
    test(`${path}: a call action is in view at the top, halfway and at the end of the page`, async ({ page }) => {
      await page.goto(path);
      const call = isPhone(page)
        ? bar(page).getByRole("link", { name: callName })
        : page.getByRole("banner").getByRole("link", { name: callName });
      for (const where of [0, 0.5, 1]) {
        await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * fraction), where);
        await expect(call).toBeInViewport({ ratio: 1 });
        await expect(call).toHaveAttribute("href", TEL);
      }
    });
  }

  test("at 768 and 1024 px the header has the phone, and the phone's bar is gone", async ({ page }) => {
    test.skip(isPhone(page), "widths set here");
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/services/cleaning");
      await expect(page.getByRole("banner").getByRole("link", { name: callName })).toBeInViewport({ ratio: 1 });
      await expect(bar(page)).toBeHidden();
    }
  });

  test("on a phone the bar covers nothing: the end of the footer stops above it", async ({ page }) => {
    test.skip(!isPhone(page), "the bar is for phones");
    await page.goto("/prices");
    await expect(bar(page).getByRole("link", { name: "Viber" })).toHaveAttribute("href", /^viber:\/\/chat\?number=%2B359888123456$/);
    await expect(bar(page).getByRole("link", { name: "Поискайте оферта" })).toHaveAttribute("href", "/contact#enquiry");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = await bar(page).evaluate((element) => element.getBoundingClientRect().top);
    const lastLine = page.getByRole("contentinfo").getByRole("link", { name: "Политика за поверителност" });
    await expect(lastLine).toBeInViewport({ ratio: 1 });
    expect(await lastLine.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop);
  });

  test("on a service page the bar's enquiry chooses that service", async ({ page }) => {
    test.skip(!isPhone(page), "the bar is for phones");
    await page.goto("/services/lighting");
    const enquiry = bar(page).getByRole("link", { name: "Поискайте оферта" });
    await expect(enquiry).toHaveAttribute("href", "/contact?service=lighting#enquiry");
    // In the page's own navigation, the next page is about no service, and the bar says so.
    await page.getByRole("navigation", { name: "Навигационна пътека" }).getByRole("link").first().click();
    await expect(page).toHaveURL("/");
    await expect(enquiry).toHaveAttribute("href", "/contact#enquiry");
  });
});

test.describe("a service page", () => {
  test("shows call and enquiry in its first screen, and the service's picture beside the text on a desktop", async ({ page }) => {
    await page.goto("/services/excavation");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: callName }).first()).toBeInViewport({ ratio: 1 });
    const enquiry = main.getByRole("link", { name: "Поискайте оферта" }).first();
    await expect(enquiry).toBeInViewport({ ratio: 1 });
    await expect(enquiry).toHaveAttribute("href", "/contact?service=excavation#enquiry");
    const picture = main.getByRole("img").first();
    if (!isPhone(page)) {
      await expect(picture).toBeInViewport({ ratio: 1 });
      const box = (await picture.boundingBox())!;
      expect(box.x).toBeGreaterThan(640);
    }
  });

  test("its „what is included“ box offers call and enquiry beside the page (on a phone, the first screen and the call bar do)", async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width < 1024, "beside the page's parts from 1024 px");
    await page.goto("/services/irrigation");
    const included = page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: "Какво включва" }) });
    await expect(included.getByRole("link", { name: callName })).toHaveAttribute("href", TEL);
    await expect(included.getByRole("link", { name: "Поискайте оферта" })).toHaveAttribute("href", "/contact?service=irrigation#enquiry");

    // While the visitor reads down the column beside it, both buttons stay whole in the window.
    const column = (await included.evaluate((aside) => {
      const box = aside.getBoundingClientRect();
      return { top: box.top + scrollY, bottom: box.bottom + scrollY };
    }))!;
    const windowHeight = page.viewportSize()!.height;
    expect(column.bottom - column.top, "the column is longer than the window").toBeGreaterThan(windowHeight);
    for (const y of [column.top, (column.top + column.bottom - windowHeight) / 2, column.bottom - windowHeight]) {
      await page.evaluate((top) => scrollTo({ top, behavior: "instant" }), y);
      await expect(included.getByRole("link", { name: callName }), `scrolled to ${Math.round(y)} px`).toBeInViewport({ ratio: 1 });
      await expect(included.getByRole("link", { name: "Поискайте оферта" }), `scrolled to ${Math.round(y)} px`).toBeInViewport({
        ratio: 1,
      });
    }
  });

  test("says how the company works: the visit, the guarantee, where it works", async ({ page }) => {
    await page.goto("/services/gardening");
    const part = page.getByRole("region", { name: "Как работим" });
    await expect(part.getByText("Безплатен оглед")).toBeVisible();
    await expect(part.getByText("Гаранция за работата")).toBeVisible();
    await expect(part).toContainText("Трявна, Габрово, Дряново, Севлиево, Велико Търново");
  });

  test("is titled by what and where", async ({ page }) => {
    await page.goto("/services/cleaning");
    await expect(page).toHaveTitle("Почистване на дворове в Трявна и региона | Вечнозелено");
    await page.goto("/prices");
    await expect(page).toHaveTitle("Цени на градинските услуги в Трявна и региона | Вечнозелено");
  });

  test("its breadcrumb's words sit on one baseline", async ({ page }) => {
    await page.goto("/services/irrigation");
    const crumbs = page.getByRole("navigation", { name: "Навигационна пътека" });
    const bottoms = await crumbs.evaluate((nav) => {
      const range = document.createRange();
      return [...nav.querySelectorAll("a, [aria-current]")].map((element) => {
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
        range.selectNodeContents(text);
        return range.getBoundingClientRect().bottom;
      });
    });
    expect(bottoms).toHaveLength(2);
    expect(Math.abs(bottoms[0]! - bottoms[1]!)).toBeLessThan(0.5);
  });
});

test.describe("the home page", () => {
  test("shows each service card's icon badge whole, above the picture", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#services > ul > li");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      const covered = await card.evaluate((item) => {
        const badge = item.querySelector("svg")!.parentElement!;
        const box = badge.getBoundingClientRect();
        // Its centre and the middle of each edge (its corners are rounded, so not hit there).
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const points = [
          [x, y],
          [x, box.top + 2],
          [x, box.bottom - 2],
          [box.left + 2, y],
          [box.right - 2, y],
        ];
        return points.filter(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return !hit || !(hit === badge || badge.contains(hit));
        }).length;
      });
      expect(covered).toBe(0);
    }
  });

  test("says how the company works, who comes and where it works", async ({ page }) => {
    await page.goto("/");
    const part = page.getByRole("region", { name: "Как работим" });
    await expect(part.getByRole("heading", { name: "Кой идва у вас" })).toBeVisible();
    await expect(part.getByText("Безплатен оглед")).toBeVisible();
    await expect(page.locator("#home")).toContainText("Безплатен оглед");
  });

  test("hero: the heading keeps the width at 768 px, the buttons are equal on a desktop", async ({ page }) => {
    test.skip(isPhone(page), "widths set here");
    const heading = page.getByRole("heading", { level: 1 });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/");
    const { height, lineHeight } = await heading.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(3);
    await page.setViewportSize({ width: 1280, height: 800 });
    const hero = page.locator("#home");
    const call = (await hero.getByRole("link", { name: callName }).boundingBox())!;
    const enquiry = (await hero.getByRole("link", { name: "Поискайте оферта" }).boundingBox())!;
    expect(Math.abs(call.width - enquiry.width)).toBeLessThan(1);
    expect(Math.abs(call.y - enquiry.y)).toBeLessThan(1);
  });
});

test.describe("text", () => {
  for (const path of pages) {
    test(`${path}: no line starts with a separator or ends with a dot („–“, „·“), at 375, 767, 768, 1024 and 1280 px`, async ({ page }) => {
      test.skip(isPhone(page), "widths set here");
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(path);
      // The text reflows at each width as the page is resized; no reload is needed.
      for (const width of [375, 767, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await linesWithSeparatorAtAnEdge(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe("the prices page", () => {
  test("jumps to a service's prices, and writes prices without „,00“ and with the sign kept to its number", async ({ page }) => {
    await page.goto("/prices");
    const jump = page.getByRole("navigation", { name: "Цени по услуга" });
    await jump.getByRole("link", { name: "Изкопни работи" }).click();
    await expect(page).toHaveURL(/#prices-excavation$/);
    await expect(page.getByRole("table", { name: "Цени: Изкопни работи" })).toBeInViewport();
    // The card's top, its border and its padding, clear of the fixed header.
    const card = page.getByRole("region", { name: "Изкопни работи" });
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(async () => (await card.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom + 8);
    const main = await page.getByRole("main").innerText();
    expect(main).not.toMatch(/,00\s*€/);
    expect(main).not.toMatch(/\d €/);
    expect(main.match(/Точната цена ви казваме след оглед/g)).toHaveLength(1);
  });
});

test.describe("the gallery", () => {
  test("shows its first picture in the first screen of a phone", async ({ page }) => {
    test.skip(!isPhone(page), "the phone's first screen");
    await page.goto("/gallery");
    await expect(page.getByRole("main").getByRole("img").first()).toBeInViewport();
  });
});

test.describe("the enquiry form", () => {
  test("sent empty without JavaScript: the site's own messages, in Bulgarian", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Изпратете запитването" }).click();
    await expect(page.getByText("Проверете отбелязаните полета.").first()).toBeVisible();
    await expect(page.getByText("Напишете името си.")).toBeVisible();
    await context.close();
  });
});
