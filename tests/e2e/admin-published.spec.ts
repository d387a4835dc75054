/**
 * A save tells the owner when the change is live: „Публикувано.“ with what
 * changed and a link to the public page that shows it; the versions page then
 * names the change from its old to its new value. On a phone, the real build
 * in its own process and data folder.
 */
import { expect, test } from "@playwright/test";
import { adminPublished, adminServices } from "../../app/content/admin";
import { waitForHydration } from "./hydration";
import { type OwnerServer, startOwnerServer } from "./owner-server";

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

const NEW_INTRO = "Поддържаме градини в Трявна от ранна пролет до първия сняг.";
const NEW_ITEM = "Зимна защита на розите и младите дървета";

test(
  "a saved text says „Публикувано“, links to the page that shows it, and the versions page names it from old to new",
  { tag: "@phone" },
  async ({ page }) => {
    // A version of the whole site is rendered, on a machine that may be busy.
    test.setTimeout(3 * 60_000);
    await owner.signIn(page);
    await page.goto(`${owner.server.url}/admin/services`);
    await waitForHydration(page);
    // Each service a closed card: its name opens the form.
    const gardening = page.locator("#service-gardening");
    await gardening.getByText("Озеленяване", { exact: true }).click();
    const intro = gardening.getByRole("textbox", { name: "Какво представлява услугата" });
    const before = (await intro.inputValue()).split("\n")[0]!;
    await intro.fill(NEW_INTRO);
    // A new item of „Какво включва“, in the first empty field after the list.
    const included = gardening.getByRole("group", { name: adminServices.includedLabel });
    await included.getByRole("textbox", { name: adminServices.includedItem(8), exact: true }).fill(NEW_ITEM);
    await gardening.getByRole("button", { name: /Запазете и публикувайте/ }).click();

    const published = gardening.getByRole("status").filter({ hasText: adminPublished.published });
    await expect(published).toBeVisible({ timeout: 60_000 });
    await expect(published).toContainText(`Озеленяване, въведение: ${before.slice(0, 20)}`);
    await expect(published).toContainText(`→ ${NEW_INTRO}`);
    const see = published.getByRole("link", { name: adminPublished.see });
    await expect(see).toHaveAttribute("href", "/services/gardening");

    // The link opens the public page, where the change already is.
    const [publicPage] = await Promise.all([page.context().waitForEvent("page"), see.click()]);
    await publicPage.waitForLoadState();
    await expect(publicPage).toHaveURL(`${owner.server.url}/services/gardening`);
    await expect(publicPage.getByText(NEW_INTRO)).toBeVisible();
    await expect(publicPage.getByRole("listitem").filter({ hasText: NEW_ITEM })).toBeVisible();
    await publicPage.close();

    await page.goto(`${owner.server.url}/admin/versions`);
    const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Версия 1" }) });
    await expect(first).toContainText("на сайта сега");
    await expect(first.getByRole("listitem")).toContainText([`→ ${NEW_INTRO}`]);

    // Saved again as it is: it says so, and the list of versions gains none that changes nothing.
    await page.goto(`${owner.server.url}/admin/services`);
    await waitForHydration(page);
    await gardening.getByText("Озеленяване", { exact: true }).click();
    await gardening.getByRole("button", { name: /Запазете и публикувайте/ }).click();
    const unchanged = gardening.getByRole("status").filter({ hasText: adminPublished.unchanged });
    await expect(unchanged).toBeVisible({ timeout: 60_000 });
    await expect(unchanged).toBeInViewport();
    await page.goto(`${owner.server.url}/admin/versions`);
    await expect(page.getByRole("heading", { name: "Версия 1" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Версия 2" })).toHaveCount(0);
  },
);
