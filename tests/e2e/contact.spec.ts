import { expect, test } from "./reused-page";
import { waitForHydration } from "./hydration";

test.describe("the contact page", () => {
  test("offers phone, Viber, e-mail, address, hours and the service area", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "0888 123 456" })).toHaveAttribute("href", "tel:+359888123456");
    await expect(main.getByRole("link", { name: /Viber/ })).toHaveAttribute("href", "viber://chat?number=%2B359888123456");
    await expect(main.getByRole("link", { name: "office@vechnozeleno.example" })).toHaveAttribute(
      "href",
      "mailto:office@vechnozeleno.example",
    );
    await expect(main.getByText("ул. „Ангел Кънчев“ 27")).toBeVisible();
    await expect(main).toContainText("Трявна, Габрово, Дряново, Севлиево, Велико Търново и селата между тях");
    await expect(main.getByRole("heading", { name: "Работно време" })).toBeVisible();
    await expect(main).toContainText("Събота9:00–16:00");
  });

  test("on a phone the e-mail address breaks after the „@“, never inside a word", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/contact");
    const link = page.getByRole("main").getByRole("link", { name: "office@vechnozeleno.example" });
    // The top of each character of the domain: one line for all of them.
    const tops = await link.evaluate((element) => {
      const text = element.textContent ?? "";
      const start = text.indexOf("@") + 1;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const result: number[] = [];
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        for (let at = 0; at < length; at++) {
          if (offset + at < start) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          result.push(Math.round(range.getBoundingClientRect().top));
        }
        offset += length;
      }
      return result;
    });
    expect(tops.length).toBe("vechnozeleno.example".length);
    expect(new Set(tops).size).toBe(1);
  });

  test("on a phone each day's hours keep one line, beside the days, and the footer's too", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/contact");
    const lists = [
      page.getByRole("main").getByRole("heading", { name: "Работно време" }).locator("xpath=../..").locator("dl"),
      page.getByRole("contentinfo").locator("dl"),
    ];
    for (const list of lists) {
      const rows = await list.locator("> div").evaluateAll((divs) =>
        divs.map((row) => {
          const [days, time] = [row.querySelector("dt")!, row.querySelector("dd")!];
          const range = document.createRange();
          range.selectNodeContents(time);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { time: time.textContent, lines, beside: time.getBoundingClientRect().left > days.getBoundingClientRect().left };
        }),
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row, row.time ?? "").toMatchObject({ lines: 1, beside: true });
    }
  });

  test("copies the e-mail address and says so in a toast", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Копирайте имейла" }).click();
    await expect(page.getByRole("region", { name: /Известия/ }).getByText("Имейлът е копиран.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("office@vechnozeleno.example");
  });

  test("shows at most 3 toasts at once", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/contact");
    await waitForHydration(page);
    const copy = page.getByRole("button", { name: "Копирайте имейла" });
    for (let i = 0; i < 5; i += 1) await copy.click();
    const toasts = page.getByRole("region", { name: /Известия/ }).getByRole("listitem");
    await expect(toasts).toHaveCount(3);
    await expect(toasts.first()).toContainText("Имейлът е копиран.");
    // The others wait for a place: closing one shows the next.
    await toasts.first().getByRole("button", { name: "Затворете известието" }).click();
    await expect(toasts).toHaveCount(3);
  });
});
