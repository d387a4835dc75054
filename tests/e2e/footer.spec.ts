import { expect, test } from "./reused-page";
import { waitForHydration } from "./hydration";

test.describe("the footer", () => {
  test("has the description with the social page, the contacts and the working hours", async ({ page }) => {
    await page.goto("/prices");
    const footer = page.locator("footer");

    const about = footer.getByRole("region", { name: /Вечнозелено/ });
    await expect(about).toContainText("Трявна");
    const social = about.getByRole("link", { name: /Facebook/ });
    await expect(social).toHaveAttribute("href", "https://www.facebook.com/vechnozeleno.example");
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");

    const contacts = footer.getByRole("region", { name: "Контакти" });
    await expect(contacts).toContainText("ул. „Ангел Кънчев“ 27, 5350 Трявна");
    await expect(contacts.getByRole("link", { name: "0888 123 456" })).toHaveAttribute("href", "tel:+359888123456");
    await expect(contacts.getByRole("link", { name: "office@vechnozeleno.example" })).toHaveAttribute(
      "href",
      "mailto:office@vechnozeleno.example",
    );

    const hours = footer.getByRole("region", { name: "Работно време" });
    await expect(hours).toContainText("Понеделник – Петък8:00–18:00");
    await expect(hours).toContainText("Събота9:00–16:00");
    await expect(hours).toContainText("Неделяпо договаряне");

    await expect(footer.getByRole("listitem").filter({ hasText: /^Поливни системи$/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Студио Пример" })).toHaveAttribute("href", "https://studio.example");
  });

  test("the services' and the towns' lines: a dot between two items on one line, none at either end of a line", async ({ page }) => {
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/prices");
      const lines = await page.locator("footer .dot-line").evaluateAll((lines) =>
        lines
          .filter((line) => line.getClientRects().length > 0)
          .map((line) => {
            const edge = line.getBoundingClientRect().left;
            return [...line.querySelectorAll("li")].map((item) => {
              const box = item.getBoundingClientRect();
              const dot = parseFloat(getComputedStyle(item, "::before").width);
              return { text: item.textContent, shown: box.left >= edge - 0.5, clipped: box.left + dot <= edge + 0.5 };
            });
          }),
      );
      // The towns have a line of their own from 768 px; on a phone they are in the footer's first part.
      expect(
        lines.map((dots) => dots[0]?.text),
        `${width} px`,
      ).toEqual(width >= 768 ? ["Озеленяване", "Трявна"] : ["Озеленяване"]);
      const dots = lines.flat();
      expect(dots.length, `${width} px`).toBeGreaterThanOrEqual(6);
      // Each dot is whole in the line or wholly clipped (its item begins a line); each list's first item's always is.
      for (const dot of dots) expect(dot.shown || dot.clipped, `${width} px: ${dot.text}`).toBe(true);
      for (const line of lines) expect(line[0]!.clipped).toBe(true);
      // Items share a line: their dots are shown between them.
      expect(dots.filter((dot) => dot.shown).length, `${width} px`).toBeGreaterThanOrEqual(width >= 768 ? 3 : 1);
    }
  });

  test("the address, phone and e-mail lines are evenly spaced", async ({ page }) => {
    await page.goto("/prices");
    const list = page.locator("footer").getByRole("region", { name: "Контакти" }).getByRole("listitem");
    await expect(list).toHaveCount(3);
    const middles: number[] = [];
    for (const item of await list.all()) {
      const box = (await item.boundingBox())!;
      middles.push(box.y + box.height / 2);
    }
    const [address, phone, email] = middles as [number, number, number];
    expect(Math.abs(email - phone - (phone - address))).toBeLessThanOrEqual(1);
  });

  test("shows the year in which the page is viewed", async ({ browser, baseURL }) => {
    // A fixed clock cannot be taken off the reused tab (reused-page.ts): a context of its own.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date("2031-05-04T09:00:00+03:00"));
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("footer")).toContainText("© 2031 „Вечнозелено“ ЕООД");
    await context.close();
  });

  test("on a phone it is compact: the two links side by side, the whole footer within 800 px", async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= 768, "the phone's layout");
    await page.goto("/");
    const footer = page.locator("footer");
    const plans = (await footer.getByRole("link", { name: "Планове за поддръжка" }).boundingBox())!;
    const privacy = (await footer.getByRole("link", { name: "Политика за поверителност" }).boundingBox())!;
    expect(Math.abs(plans.y - privacy.y)).toBeLessThan(1);
    for (const box of [plans, privacy]) expect(box.height).toBeGreaterThanOrEqual(44);
    // Four lines of the keywords at 375 px: each stays whole, with its dot.
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(800);
  });

  test("the three columns sit side by side on wide screens and stack on phones", async ({ page, viewport }) => {
    await page.goto("/");
    const tops = await page
      .locator("footer section")
      .evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    if ((viewport?.width ?? 0) >= 768) expect(new Set(tops).size).toBe(1);
    else expect(tops[0]! < tops[1]! && tops[1]! < tops[2]!).toBe(true);
  });
});
