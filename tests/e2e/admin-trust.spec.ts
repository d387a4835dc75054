/**
 * The owner's "how we work" pages on a phone (375 px), end to end on the real
 * build with its own data folder: a person added shows on the home page, a
 * demo review removed (with JavaScript off: the forms post before the page is
 * hydrated) is gone from it, a fact edited shows its new title. Each page is
 * checked with axe and never scrolls sideways.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminEditing, adminTrust } from "../../app/content/admin";
import { trust } from "../../app/content/trust";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean, expectShownWhole, expectTickedByItsRow, saveOwnerView } from "./owner-pages";
import { expectVersionLive, type OwnerServer, startOwnerServer } from "./owner-server";

let owner: OwnerServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  owner = await startOwnerServer();
});

test.afterAll(async () => {
  await owner?.stop();
});

const url = (path: string) => `${owner.server.url}${path}`;
const home = async () => (await fetch(url("/"))).text();

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Waits until version `number` is live. */
async function waitLive(page: Page, number: number) {
  await page.goto(url("/admin/versions"));
  await expectVersionLive(page, page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Версия ${number}` }) }));
}

/** The page at 375 px for people to look at. */
const shot = (page: Page, name: string) => saveOwnerView(page, `trust-${name}-375`);

test(
  "the owner adds a person, removes a demo review and edits a fact from a phone; the home page shows each",
  { tag: "@phone" },
  async ({ page, browser }) => {
    test.setTimeout(5 * 60_000);
    await owner.signIn(page);

    // People: each a short card; the one that adds opens its form; required fields are marked and checked in Bulgarian.
    await page.goto(url("/admin/people"));
    await expect(page.getByRole("heading", { level: 1, name: adminTrust.people.title })).toBeVisible();
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await shot(page, "people");
    await expectOwnerPageClean(page, "people");
    await page.getByText(adminTrust.people.add, { exact: true }).click();
    const name = page.getByRole("textbox", { name: adminTrust.people.name }).last();
    await expect(name).toHaveAttribute("required", "");
    // Marked as on the owner's other forms, in words beside its label.
    await expect(page.locator(`label[for="${await name.getAttribute("id")}"] + span`)).toHaveText("(задължително)");
    await page.getByRole("button", { name: `Запазете и публикувайте – ${adminTrust.people.add}` }).click();
    await expect(page.getByText(adminTrust.errors.name)).toBeVisible();
    await expect(name).toBeFocused();
    await expectNoSidewaysScroll(page);
    await shot(page, "people-refused");
    await name.fill("Светослав Колев");
    // A role longer than the phone is wide is read whole: its field grows to a second line, and Enter still sends the form.
    const role = page.getByRole("textbox", { name: adminTrust.people.role }).last();
    const oneLine = (await name.boundingBox())!.height;
    await role.fill("Градински конструкции: перголи, огради, тераси и алеи");
    await expectShownWhole(role);
    expect((await role.boundingBox())!.height).toBeGreaterThan(oneLine);
    await page.getByRole("textbox", { name: adminTrust.people.text }).last().fill("Строи перголите, оградите и терасите.");
    await role.press("Enter");
    await expect(page.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
    // The card that adds is closed and empty again: a second press cannot publish the person twice.
    await expect(page.locator("#person-new")).not.toHaveAttribute("open");
    await page.getByText(adminTrust.people.add, { exact: true }).click();
    await expect(page.getByRole("textbox", { name: adminTrust.people.name }).last()).toHaveValue("");
    await waitLive(page, 1);
    expect(await home()).toContain("Светослав Колев");

    // Reviews: a removal asks first; „Отказ“ leaves the review, its card open and the focus on the button that asked.
    const demoReview = trust.reviews[1]!;
    const reviewName = `${demoReview.author}, ${demoReview.place}`;
    expect(await home()).toContain(demoReview.author);
    await page.goto(url("/admin/reviews"));
    await waitForHydration(page);
    await page.getByText(reviewName, { exact: true }).click();
    const removeReview = page.getByRole("button", { name: `${adminTrust.reviews.remove} – ${reviewName}` });
    await removeReview.click();
    const question = page.getByText(adminEditing.removeQuestion(reviewName));
    await expect(question).toBeFocused();
    await expect(page.getByRole("group", { name: adminEditing.removeQuestion(reviewName) })).toContainText(adminTrust.reviews.removeNote);
    await expect(page.getByRole("button", { name: `${adminEditing.removeYes} – ${reviewName}` })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await shot(page, "reviews-remove-question");
    await expectOwnerPageClean(page, "reviews-remove-question");
    await page.getByRole("link", { name: adminEditing.removeNo }).click();
    await expect(removeReview).toBeFocused();
    await expect(question).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe("");
    // „Отказ“ took the asking page's place in the history: Back does not ask again.
    await page.goBack();
    expect(new URL(page.url()).searchParams.has("remove")).toBe(false);
    await expect(question).toHaveCount(0);

    // With JavaScript off: the card opens, its remove button asks by a plain link, and „Да, махнете“ posts the plain form.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()!, isMobile: true });
    const noScript = await plain.newPage();
    await owner.signIn(noScript);
    await noScript.goto(url("/admin/reviews"));
    await expectNoSidewaysScroll(noScript);
    await noScript.getByText(reviewName, { exact: true }).click();
    await noScript.getByRole("button", { name: `${adminTrust.reviews.remove} – ${reviewName}` }).click();
    // The page loaded asking: its card open, the question focused by the browser.
    await expect(noScript.getByText(adminEditing.removeQuestion(reviewName))).toBeFocused();
    // „Отказ“ loads the page at the button that asked, in its card opened again, not at the top.
    await noScript.getByRole("link", { name: adminEditing.removeNo }).click();
    const removeAgain = noScript.getByRole("button", { name: `${adminTrust.reviews.remove} – ${reviewName}` });
    await expect(removeAgain).toBeInViewport();
    expect(new URL(noScript.url()).searchParams.has("remove")).toBe(false);
    await removeAgain.click();
    await expect(noScript.getByText(adminEditing.removeQuestion(reviewName))).toBeFocused();
    await noScript.getByRole("button", { name: `${adminEditing.removeYes} – ${reviewName}` }).click();
    await expect(noScript.getByRole("status")).toContainText(/Публикувано\.|още се подготвя/u, { timeout: 30_000 });
    await plain.close();
    await waitLive(page, 2);
    expect(await home()).not.toContain(demoReview.author);
    await page.goto(url("/admin/reviews"));
    await expect(page.getByText(reviewName, { exact: true })).toHaveCount(0);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await shot(page, "reviews");
    await expectOwnerPageClean(page, "reviews");

    // Facts: the offer's title edited; saved, it is no longer a demo fact.
    const offer = trust.facts.find((fact) => fact.id === "offer")!;
    await page.goto(url("/admin/facts"));
    await expect(page.getByText(adminTrust.facts.minimum)).toBeVisible();
    // A fact with the trip's figures reads as the site shows it; opened, its text says where they come from.
    const visit = page.locator("#fact-visit summary");
    await expect(visit).toContainText(/Безплатен оглед до 25\sкм/);
    await expect(page.locator("summary").filter({ hasText: "{" })).toHaveCount(0);
    await waitForHydration(page);
    await visit.click();
    await expect(page.locator("#fact-visit").getByRole("textbox", { name: adminTrust.facts.factText })).toHaveAccessibleDescription(
      /„25\sкм“.*„Район\sи\sпът“/u,
    );
    await visit.click();
    const card = page.locator("#fact-offer");
    await card.locator("summary").getByText(offer.title, { exact: true }).click();
    await expectNoSidewaysScroll(page);
    await shot(page, "facts");
    await expectOwnerPageClean(page, "facts");
    // A box is ticked by a tap anywhere on its row, a thumb's target.
    await expectTickedByItsRow(page, card.getByRole("checkbox", { name: adminTrust.facts.shown }));
    // A word in curly brackets the site does not fill in would be shown as typed: refused, on its field.
    const title = card.getByRole("textbox", { name: adminTrust.facts.factTitle });
    // A title longer than the site takes is kept whole, not cut short unseen, and refused with the limit named.
    const long = "Писмена оферта до 2 дни след огледа – безплатно и ясно";
    await title.fill(long);
    await card.getByRole("button", { name: /Запазете и публикувайте/ }).click();
    await expect(card.getByText(adminTrust.errors.factTitle)).toBeVisible();
    await expect(title).toHaveValue(long);
    await title.fill("Оферта до {безплатно до}");
    await card.getByRole("button", { name: /Запазете и публикувайте/ }).click();
    await expect(card.getByText(adminTrust.errors.factPlaceholder)).toBeVisible();
    await expect(title).toBeFocused();
    await title.fill("Оферта по позиции");
    // The save's answer held back: the button says the save is under way, and a second tap sends nothing.
    let posts = 0;
    await page.route(
      (address) => address.pathname.startsWith("/admin/facts"),
      async (route) => {
        if (route.request().method() === "POST") {
          posts += 1;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        await route.continue();
      },
    );
    // A double tap: the second lands on the button that already says the save is under way.
    await expect(card.getByText(adminEditing.invalid)).toBeVisible();
    await card.getByRole("button", { name: /Запазете и публикувайте/ }).dblclick();
    await expect(card.getByRole("button", { name: adminEditing.saving })).toBeVisible();
    // The last refusal is no answer to this save: it goes while the save is under way.
    await expect(card.getByText(adminEditing.invalid)).toHaveCount(0);
    const answer = page.getByRole("status").filter({ hasText: /Публикувано\.|още се подготвя/u });
    await expect(answer).toBeVisible({ timeout: 30_000 });
    // The answer heads the page, a few screens above the button: it comes into view.
    await expect(answer).toBeInViewport();
    expect(posts).toBe(1);
    await expect(page.getByRole("button", { name: adminEditing.saving })).toHaveCount(0);
    await page.unrouteAll();
    await waitLive(page, 3);
    expect(await home()).toContain("Оферта по позиции");
    await page.goto(url("/admin/facts"));
    await expect(page.locator("#fact-offer summary")).not.toContainText(adminTrust.demoBadge);
  },
);
