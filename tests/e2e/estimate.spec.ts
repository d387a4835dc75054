/**
 * The price estimate (app/components/estimate/): a GET form that the server
 * answers with the figures when JavaScript is off, and figures that follow
 * every keystroke when it is on, with the estimate kept in the address. The
 * expected figures come from the same rules the site uses, so a change of a
 * price changes both sides.
 */
import { serviceAreaDefaults } from "~/content/service-area";
import type { Page } from "@playwright/test";
import { expect, test } from "./reused-page";
import { priceListDefaults as priceList } from "../../app/content/price-list";
import { estimateCatalog as catalogOf } from "../../app/estimate/catalog";
import { readEstimate } from "../../app/estimate/query";
import { computeEstimate } from "../../app/estimate/rules";
import { formatEuro } from "../../app/lib/money";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

const HEADING = "Пресметнете ориентировъчна цена";
const estimator = (page: Page) => page.getByRole("region", { name: HEADING });
const works = (page: Page) => estimator(page).getByRole("combobox", { name: "Работа" });
const total = (page: Page) => estimator(page).getByRole("status");
/** The build the tests run has the repository's prices. */
const estimateCatalog = catalogOf({ priceList: priceList, serviceArea: serviceAreaDefaults });
const itemName = (id: string) => priceList.find((item) => item.id === id)!.name;

/** The estimate's total as the page must show it, from the rules. */
function expectedTotal(query: string) {
  const estimate = computeEstimate(readEstimate(new URLSearchParams(query)), estimateCatalog);
  const [low, high] = [formatEuro(estimate.low), formatEuro(estimate.high)];
  return `Общо${low === high ? low : `от ${low} до ${high}`}`;
}

const expectNoViolations = (page: Page, state: string) => expectNoAxeViolations(page, state, { include: "#estimate" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form asks the server, which answers with the same figures; a work can be added and removed", async ({ page }) => {
    await page.goto("/prices");
    await works(page)
      .first()
      .selectOption({ label: itemName("gardening-mowing") });
    await estimator(page).getByRole("textbox", { name: "Количество" }).fill("300");
    await estimator(page).getByRole("combobox", { name: "Къде е обектът" }).selectOption("gabrovo");
    await estimator(page).getByRole("button", { name: "Пресметнете" }).click();

    const one = "work=gardening-mowing&size=300&town=gabrovo";
    await expect(page).toHaveURL(`/prices?${one}#estimate`);
    await expect(total(page)).toHaveText(expectedTotal(one));
    await expect(estimator(page).getByRole("textbox", { name: "Площ, м²" })).toHaveValue("300");
    await expect(estimator(page)).toContainText("Минимална цена 35\u00a0€");

    // The row that adds a work.
    await works(page)
      .last()
      .selectOption({ label: itemName("cleaning-hedge-trimming") });
    await estimator(page).getByRole("textbox", { name: "Количество" }).fill("25");
    await estimator(page).getByRole("button", { name: "Пресметнете" }).click();
    const two = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&town=gabrovo";
    await expect(page).toHaveURL(`/prices?${two}#estimate`);
    await expect(total(page)).toHaveText(expectedTotal(two));

    // A size that is not a size: the line says so, the rest is still priced.
    await estimator(page).getByRole("textbox", { name: "Дължина, л.м." }).fill("много");
    await estimator(page).getByRole("button", { name: "Пресметнете" }).click();
    await expect(estimator(page).getByRole("textbox", { name: "Дължина, л.м." })).toHaveAccessibleDescription(/Въведете число/);
    await expect(total(page)).toHaveText(expectedTotal(one));

    await estimator(page)
      .getByRole("button", { name: `Премахнете „${itemName("gardening-mowing")}“ от оценката` })
      .click();
    await expect(page).toHaveURL(`/prices?work=cleaning-hedge-trimming&size=%D0%BC%D0%BD%D0%BE%D0%B3%D0%BE&town=gabrovo#estimate`);
    await expect(works(page)).toHaveCount(2);
    await expect(works(page).first()).toHaveValue("cleaning-hedge-trimming");

    // The Calculate button is for a page without scripts only.
    await expect(estimator(page).getByRole("button", { name: "Пресметнете" })).toBeVisible();
  });

  test("Enter in a size calculates, as „Пресметнете“ does, and never removes a work", async ({ page }) => {
    await page.goto("/prices?work=gardening-mowing&size=300");
    await works(page)
      .last()
      .selectOption({ label: itemName("cleaning-hedge-trimming") });
    await estimator(page).getByRole("textbox", { name: "Количество" }).fill("25");
    await estimator(page).getByRole("textbox", { name: "Количество" }).press("Enter");
    const two = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25";
    await expect(page).toHaveURL(`/prices?${two}#estimate`);
    await expect(total(page)).toHaveText(expectedTotal(two));
  });

  test("a service page's estimate link opens with the server's figures, and the form calculates on that page", async ({ page }) => {
    const query = "work=cleaning-autumn-leaves&size=500";
    await page.goto(`/services/cleaning?${query}`);
    await expect(total(page)).toHaveText(expectedTotal(query));
    await estimator(page).getByRole("textbox", { name: "Площ, м²" }).fill("600");
    await estimator(page).getByRole("textbox", { name: "Площ, м²" }).press("Enter");
    await expect(page).toHaveURL("/services/cleaning?work=cleaning-autumn-leaves&size=600#estimate");
    await expect(total(page)).toHaveText(expectedTotal("work=cleaning-autumn-leaves&size=600"));
  });

  test("a shared estimate opens with its figures, and one press turns it into an enquiry", async ({ page }) => {
    const query = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&town=sevlievo&season=spring";
    await page.goto(`/prices?${query}`);
    await expect(total(page)).toHaveText(expectedTotal(query));
    await expect(estimator(page)).toContainText("Път до Севлиево (48 км), веднъж за обекта: 35\u00a0€");
    // The visit is another thing than the trip for the work, and the estimate says what it costs.
    await expect(estimator(page)).toContainText("Огледът е отделно от работата");
    await estimator(page).getByRole("link", { name: "Изпратете като запитване" }).click();
    await expect(page).toHaveURL(`/contact?service=gardening&${query}#enquiry`);
    const form = page.locator("#enquiry");
    await expect(form.getByRole("combobox", { name: "Услуга" })).toHaveValue("gardening");
    await expect(form.getByRole("textbox", { name: "Населено място" })).toHaveValue("Севлиево");
    await expect(form.getByRole("textbox", { name: "Какво да направим" })).toHaveValue(/Косене на трева, 300\sм²: от\s42\s€ до\s57\s€/);
    await expect(form.getByRole("region", { name: "Изпращате и тази оценка" })).toContainText(
      expectedTotal(query).replace("Общо", "Общо: "),
    );
    await expect(form.getByRole("link", { name: "Променете оценката" })).toHaveAttribute("href", `/prices?${query}#estimate`);
  });
});

test.describe("with JavaScript", () => {
  test("the figures follow every keystroke without asking the server; the address keeps the estimate and Back steps through it", async ({
    page,
  }) => {
    await page.goto("/prices");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (["document", "fetch"].includes(request.resourceType()))
        documents.push(`${request.resourceType()} ${request.method()} ${request.url()}`);
    });
    await expect(estimator(page).getByRole("button", { name: "Пресметнете" })).toBeHidden();
    await expect(total(page)).toHaveText("ОбщоИзберете работа и въведете размера, за да видите цената.");

    await works(page).first().selectOption("gardening-mowing");
    const size = estimator(page).getByRole("textbox", { name: "Площ, м²" });
    await expect(size)
      .toBeFocused({ timeout: 1 })
      .catch(() => undefined);
    await size.pressSequentially("30");
    await expect(total(page)).toHaveText(expectedTotal("work=gardening-mowing&size=30"));
    await size.pressSequentially("0");
    await expect(total(page)).toHaveText(expectedTotal("work=gardening-mowing&size=300"));
    await expect(page).toHaveURL(/\/prices\?work=gardening-mowing&size=300$/);

    await estimator(page).getByRole("combobox", { name: "Кога да започнем" }).selectOption("spring");
    const spring = "work=gardening-mowing&size=300&season=spring";
    await expect(total(page)).toHaveText(expectedTotal(spring));
    await expect(page).toHaveURL(`/prices?${spring}`);

    await works(page).last().selectOption("cleaning-hedge-trimming");
    await estimator(page).getByRole("textbox", { name: "Дължина, л.м." }).fill("25");
    const two = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&season=spring";
    await expect(total(page)).toHaveText(expectedTotal(two));
    await expect(page).toHaveURL(`/prices?${two}`);
    expect(documents).toEqual([]);
    await expectNoViolations(page, "two works");

    // Back: one step per choice (a work, the season), while what was typed in a size is the same step as its work.
    await page.goBack();
    await expect(page).toHaveURL(`/prices?${spring}`);
    await expect(works(page)).toHaveCount(2);
    await expect(total(page)).toHaveText(expectedTotal(spring));
    await page.goBack();
    await expect(page).toHaveURL("/prices?work=gardening-mowing&size=300");
    await expect(total(page)).toHaveText(expectedTotal("work=gardening-mowing&size=300"));
    await page.goForward();
    await page.goForward();
    await expect(total(page)).toHaveText(expectedTotal(two));

    // Removing a work moves focus to what took its place.
    await estimator(page)
      .getByRole("button", { name: `Премахнете „${itemName("gardening-mowing")}“ от оценката` })
      .click();
    await expect(works(page).first()).toBeFocused();
    await expect(works(page).first()).toHaveValue("cleaning-hedge-trimming");
    await expect(total(page)).toHaveText(expectedTotal("work=cleaning-hedge-trimming&size=25&season=spring"));
  });

  test("a size that is not a size is marked and explained, and axe finds nothing", async ({ page }) => {
    await page.goto("/prices");
    await waitForHydration(page);
    await works(page).first().selectOption("constructions-deck");
    const size = estimator(page).getByRole("textbox", { name: "Площ, м²" });
    await size.fill("0");
    await expect(size).toHaveAttribute("aria-invalid", "true");
    await expect(size).toHaveAccessibleDescription(/Количеството трябва да е повече от 0/);
    await expectNoViolations(page, "invalid size");
    await size.fill("12,5");
    await expect(size).not.toHaveAttribute("aria-invalid");
    await expect(total(page)).toHaveText(expectedTotal("work=constructions-deck&size=12,5"));
    await expect(size).not.toHaveAccessibleDescription(/Цената е за/);

    // Trees are counted whole: 2,5 are priced as 3, and the line says so.
    await works(page).first().selectOption("gardening-tree-planting");
    const count = estimator(page).getByRole("textbox", { name: /^Брой/ });
    await count.fill("2,5");
    await expect(count).toHaveAccessibleDescription(/Цената е за 3\sбр\.(?!\.)/);
    await expect(total(page)).toHaveText(expectedTotal("work=gardening-tree-planting&size=3"));
    await count.fill("3");
    await expect(count).not.toHaveAccessibleDescription(/Цената е за/);
  });

  test("a shared estimate hydrates without errors and keeps its figures", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const query = "work=irrigation-drip-line&size=10&town=dryanovo";
    await page.goto(`/prices?${query}`);
    await waitForHydration(page);
    await expect(total(page)).toHaveText(expectedTotal(query));
    // The minimum charge raised this line, and the line says so.
    await expect(estimator(page)).toContainText("Минималната цена от 90\u00a0€ на посещение е включена.");
    expect(errors).toEqual([]);
  });

  test("Enter in a size keeps every work", async ({ page }) => {
    const query = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25";
    await page.goto(`/prices?${query}`);
    await waitForHydration(page);
    await estimator(page).getByRole("textbox", { name: "Дължина, л.м." }).press("Enter");
    await expect(works(page)).toHaveCount(3);
    await expect(page).toHaveURL(`/prices?${query}`);
    await expect(total(page)).toHaveText(expectedTotal(query));
  });

  test("on a service page: folded under its heading until pressed, open when the page is asked with an estimate", async ({ page }) => {
    await page.goto("/services/cleaning");
    const fold = estimator(page).locator("summary");
    await expect(fold).toContainText(HEADING);
    await expect(works(page)).toBeHidden();
    // Without JavaScript too: the fold is the browser's own.
    await fold.click();
    await expect(works(page).first()).toBeVisible();
    await fold.click();
    await expect(works(page)).toBeHidden();
    await page.goto("/services/cleaning?work=cleaning-autumn-leaves&size=600");
    await expect(works(page).first()).toBeVisible();
    await expect(works(page).first()).toHaveValue("cleaning-autumn-leaves");
  });

  test("on a service page: only that service's works, and the enquiry asks about that service", async ({ page }) => {
    await page.goto("/services/cleaning");
    await waitForHydration(page);
    await estimator(page).locator("summary").click();
    const cleaning = priceList.filter((item) => item.service === "cleaning");
    await expect(works(page).first().locator("option:not([value=''])")).toHaveText(cleaning.map((item) => item.name));
    await works(page).first().selectOption("cleaning-autumn-leaves");
    await estimator(page).getByRole("textbox", { name: "Площ, м²" }).fill("500");
    await expect(total(page)).toHaveText(expectedTotal("work=cleaning-autumn-leaves&size=500"));
    await expect(page).toHaveURL("/services/cleaning?work=cleaning-autumn-leaves&size=500");
    await expect(estimator(page).getByRole("link", { name: "Добавете работи от други услуги" })).toHaveAttribute(
      "href",
      "/prices?work=cleaning-autumn-leaves&size=500#estimate",
    );
    await estimator(page).getByRole("link", { name: "Изпратете като запитване" }).click();
    await expect(page).toHaveURL("/contact?service=cleaning&work=cleaning-autumn-leaves&size=500#enquiry");
    await expect(page.locator("#enquiry").getByRole("combobox", { name: "Услуга" })).toHaveValue("cleaning");
    await expect(page.locator("#enquiry").getByRole("region", { name: "Изпращате и тази оценка" })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 640, "the phone's layout");

  test("the chosen work reads whole, the longest name too: in its select, or whole under it", async ({ page }) => {
    const longest = priceList.reduce((one, other) => (other.name.length > one.name.length ? other : one));
    await page.goto(`/services/${longest.service}`);
    await waitForHydration(page);
    await estimator(page).locator("summary").click();
    const work = works(page).first();
    await work.selectOption({ label: longest.name });
    // The select shows its choice whole when the name's width fits its box, less its padding and arrow.
    const fits = await work.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return context.measureText(select.selectedOptions[0]!.text).width <= room;
    });
    if (!fits) {
      const whole = estimator(page).getByRole("listitem").first().locator("p").getByText(longest.name, { exact: true });
      await expect(whole).toBeVisible();
      expect(await whole.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
    }
    // The select takes the row's whole width, above the size.
    const [select, size] = [await work.boundingBox(), await estimator(page).getByRole("textbox").first().boundingBox()];
    expect(size!.y).toBeGreaterThanOrEqual(select!.y + select!.height);
  });
});
