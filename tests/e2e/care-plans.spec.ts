/**
 * The care plans page (/care-plans): the plans with their prices from the
 * price list, the seasonal calendar that links to the services, and a plan
 * asked for through the enquiry form. Links and prerendered figures only, so
 * the same with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { serviceAreaDefaults } from "~/content/service-area";
import { carePlans, seasonalCalendar } from "../../app/content/care-plans";
import { seasons } from "../../app/content/seasons";
import { estimateCatalog as catalogOf } from "../../app/estimate/catalog";
import { priceListDefaults } from "../../app/content/price-list";
import { planPrice } from "../../app/estimate/rules";
import { formatEuro } from "../../app/lib/money";
import { waitForHydration } from "./hydration";

const per = { month: "на месец", season: "на сезон", year: "на година" } as const;
const plansRegion = (page: Page) => page.getByRole("region", { name: "Планове" });

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("each plan shows its price from the price list, its visits per season and what a visit includes", async ({ page }) => {
      await page.goto("/care-plans");
      if (javaScript) await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Поддръжка на двора през цялата година");
      for (const plan of carePlans) {
        const card = plansRegion(page).getByRole("article", { name: plan.name });
        const price = planPrice(plan, catalogOf({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }));
        await expect(card).toContainText(`от${formatEuro(price.perPeriod)}${per[plan.billing]}`);
        for (const visit of plan.perVisit) await expect(card.getByRole("listitem").filter({ hasText: visit })).toHaveCount(1);
        for (const season of seasons) {
          const count = plan.visits[season.id] ?? 0;
          await expect(card.getByRole("definition").nth(seasons.indexOf(season))).toHaveText(count ? String(count) : "–няма посещения");
        }
      }
    });

    test("the seasonal calendar links each task to its service", async ({ page }) => {
      await page.goto("/care-plans");
      const calendar = page.getByRole("region", { name: "Какво правим през годината" });
      for (const season of seasons) {
        const column = calendar.getByRole("listitem").filter({ has: page.getByRole("heading", { name: season.name }) });
        for (const task of seasonalCalendar[season.id]) {
          if (task.service)
            await expect(column.getByRole("link", { name: task.text })).toHaveAttribute("href", `/services/${task.service}`);
          else await expect(column).toContainText(task.text);
        }
      }
    });

    test("„Заявете този план“ opens the enquiry form with the plan chosen and named in the message", async ({ page }) => {
      const plan = carePlans[1]!;
      await page.goto("/care-plans");
      if (javaScript) await waitForHydration(page);
      await plansRegion(page).getByRole("article", { name: plan.name }).getByRole("link", { name: "Заявете този план" }).click();
      await expect(page).toHaveURL(`/contact?service=${plan.service}&plan=${plan.id}#enquiry`);
      const form = page.locator("#enquiry");
      await expect(form.getByRole("combobox", { name: "Услуга" })).toHaveValue(plan.service);
      await expect(form.getByRole("combobox", { name: "План за поддръжка" })).toHaveValue(plan.id);
      await expect(form.getByRole("textbox", { name: "Какво да направим" })).toHaveValue(
        `Интересувам се от плана за поддръжка „${plan.name}“.`,
      );
    });
  });
}

test("side by side, the plans' parts start level: each price, visits table, list and button at the height of the others'", async ({
  page,
  viewport,
}) => {
  test.skip(viewport!.width < 1024, "one plan under another below 1024 px");
  await page.goto("/care-plans");
  const cards = await plansRegion(page).getByRole("article").all();
  expect(cards).toHaveLength(carePlans.length);
  const tops = async (part: (card: (typeof cards)[number]) => ReturnType<Page["locator"]>) =>
    Promise.all(cards.map(async (card) => Math.round((await part(card).boundingBox())!.y)));
  for (const [name, part] of [
    [
      "the price",
      (card) =>
        card
          .getByText(per.month, { exact: true })
          .or(card.getByText(per.season, { exact: true }))
          .or(card.getByText(per.year, { exact: true })),
    ],
    ["the visits' heading", (card) => card.getByRole("heading", { name: "Посещения през годината" })],
    ["what a visit includes", (card) => card.getByRole("heading", { name: "Какво включва" })],
    ["the button", (card) => card.getByRole("link", { name: "Заявете този план" })],
  ] as const satisfies readonly (readonly [string, (card: (typeof cards)[number]) => ReturnType<Page["locator"]>])[]) {
    const at = await tops(part);
    expect(Math.max(...at) - Math.min(...at), `${name}: ${at.join(", ")} px`).toBeLessThanOrEqual(1);
  }
});

test("the home page, the prices page and the pages of services with a plan lead to the plans, and so does every footer", async ({
  page,
}) => {
  for (const path of ["/", "/prices", ...new Set(carePlans.map((plan) => `/services/${plan.service}`))]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Вижте плановете за поддръжка" })).toHaveAttribute("href", "/care-plans");
  }
  // On the home page, within the services section: the spec's order of sections stays as it is.
  await page.goto("/");
  await expect(page.locator("#services").getByRole("heading", { level: 3, name: "Поддръжка по план" })).toBeVisible();
  for (const path of ["/", "/gallery", "/services/lighting"]) {
    await page.goto(path);
    await expect(page.locator("footer").getByRole("link", { name: "Планове за поддръжка" })).toHaveAttribute("href", "/care-plans");
  }
  await page.goto("/services/lighting");
  await expect(page.getByRole("link", { name: "Вижте плановете за поддръжка" })).toHaveCount(0);
});

test("the band that leads to the plans keeps its text readable: never a strip narrower than its link", async ({ page }) => {
  for (const path of ["/prices", ...new Set(carePlans.map((plan) => `/services/${plan.service}`))]) {
    await page.goto(path);
    const band = page.getByRole("region", { name: "Поддръжка по план" });
    const text = await band.getByRole("paragraph").boundingBox();
    const link = await band.getByRole("link", { name: "Вижте плановете за поддръжка" }).boundingBox();
    expect(text!.width, path).toBeGreaterThanOrEqual(link!.width);
  }
});
