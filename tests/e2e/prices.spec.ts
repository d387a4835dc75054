import type { Locator } from "@playwright/test";
import { expect, test } from "./reused-page";
import { priceListDefaults as priceList, vatNote } from "../../app/content/price-list";
import { services } from "../../app/content/services";

/** How a price must read: „от “ for a floor, whole euros or a decimal comma and cents, a non-breaking space before €. */
function expectedPrice(cents: number, from: boolean) {
  const euros = Math.floor(cents / 100);
  const grouped = euros >= 10000 ? euros.toLocaleString("en").replaceAll(",", "\u00a0") : String(euros);
  const fraction = cents % 100 === 0 ? "" : `,${String(cents % 100).padStart(2, "0")}`;
  return `${from ? "от " : ""}${grouped}${fraction}\u00a0€`;
}

/** The rows of a price table as a visitor reads them: name, price („от“ included) and unit. */
async function rowsOf(table: Locator) {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const parts = Array.from(row.querySelectorAll("td > span"), (span) => span.textContent ?? "");
      return { name: row.querySelector("th > span")?.textContent ?? "", price: parts.slice(0, -1).join(""), unit: parts.at(-1) ?? "" };
    }),
  );
}

test.describe("prices", () => {
  test("the prices page shows the whole list by service, in euro, the Bulgarian way", async ({ page }) => {
    await page.goto("/prices");
    await expect(page.getByText(vatNote)).toBeVisible();
    for (const service of services) {
      const section = page.getByRole("region", { name: service.title });
      const expected = priceList
        .filter((item) => item.service === service.slug)
        .map((item) => ({ name: item.name, price: expectedPrice(item.cents, item.from), unit: `за ${item.unit}` }));
      expect(await rowsOf(section.getByRole("table"))).toEqual(expected);
    }
  });

  test("each service page shows the same prices as the prices page", async ({ page }) => {
    for (const service of services) {
      await page.goto(`/services/${service.slug}`);
      const expected = priceList
        .filter((item) => item.service === service.slug)
        .map((item) => ({ name: item.name, price: expectedPrice(item.cents, item.from), unit: `за ${item.unit}` }));
      expect(await rowsOf(page.getByRole("table")), service.slug).toEqual(expected);
    }
  });
});

test("on a phone a price reads on one line with its unit, beside or under the work, and its note and minimum under both", async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 640, "the phone's layout");
  await page.goto("/services/cleaning");
  const table = page.getByRole("table", { name: "Цени: Почистване" });
  const rows = table.getByRole("row");
  // The column names' row and one row per work.
  await expect(rows).toHaveCount(1 + priceList.filter((item) => item.service === "cleaning").length);
  const leaves = rows.filter({ has: page.getByRole("rowheader", { name: "Есенно почистване на листа" }) });
  const [name, price, note] = await leaves.locator("th, td").evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height };
    }),
  );
  // The price and its unit: one line.
  const line = await leaves
    .getByRole("cell")
    .first()
    .evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
  expect(price!.height).toBeLessThanOrEqual(line + 1);
  // The note and the minimum: under the name and the price, across the row.
  expect(note!.top).toBeGreaterThanOrEqual(Math.max(name!.bottom, price!.bottom) - 1);
  expect(note!.right - note!.left).toBeGreaterThan(price!.right - name!.left - 2);
  await expect(leaves.getByRole("cell").last()).toHaveText(/извозването се плаща отделно.*Минимална цена 40\s€ на посещение/);
});

test("a service page says the trip's rule with its prices and the visit's once, where „Как работим“ tells it", async ({ page }) => {
  await page.goto("/services/irrigation");
  const prices = page.getByRole("region", { name: "Цени" });
  await expect(prices).toContainText(/Пътят от Трявна до обекта се плаща веднъж за обекта/);
  await expect(prices).not.toContainText("Огледът е отделно от работата");
  const howWeWork = page.getByRole("region", { name: "Как работим" });
  await expect(howWeWork).toContainText(/Безплатен оглед до 25\sкм/);
  await expect(howWeWork).toContainText(/По-далеч струва колкото пътят/);
});
