/**
 * The owner's versions page in the browser, with version records written
 * straight into the server's database (its SQLite file; a real publish and
 * rollback are in publish.spec.ts): a failed version is explained in
 * Bulgarian with the English reason folded away under „Технически
 * подробности“; a rollback asks first, with focus on its question, with and
 * without JavaScript, and „Отказ“ leaves the site as it was, back at the
 * button that asked. axe-clean, light and dark.
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { waitForHydration } from "./hydration";
import { expectOwnerPageClean } from "./owner-pages";
import { type OwnerServer, startOwnerServer } from "./owner-server";

const RENDER_ERROR = "ENOSPC: no space left on device, write '/var/lib/vechnozeleno/versions/blobs/3f2a'";
const QUESTION = "Да се върне ли сайтът към версия 2?";

let owner: OwnerServer;

test.beforeAll(async () => {
  // Starting the built server takes seconds, more on a busy machine.
  test.setTimeout(90_000);
  owner = await startOwnerServer();
  // The server made the tables when it started (decision 0045).
  const database = new Database(path.join(owner.dataDir, "enquiries.sqlite"));
  const record = (id: number, state: string, change: string[], reason: string | null) =>
    database
      .prepare(
        "insert into content_versions (id, state, created_at, finished_at, by_name, change, reason, overlays) values (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(id, state, "2026-05-12T07:03:00.000Z", "2026-05-12T07:05:00.000Z", "Иван Петров", JSON.stringify(change), reason, "{}");
  try {
    record(1, "failed", ["prices"], RENDER_ERROR);
    // Finished, never served (the deployed build stays live): enough for the question, which is all these tests ask.
    record(2, "ready", ["gallery"], null);
  } finally {
    database.close();
  }
});

test.afterAll(async () => {
  await owner?.stop();
});

async function openVersions(page: Page) {
  await owner.signIn(page);
  await page.goto(`${owner.server.url}/admin/versions`);
  await expect(page.getByRole("heading", { level: 1, name: "Версии" })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });

test(
  "a failed version says in Bulgarian what happened and what to do; the English reason is folded away",
  { tag: "@phone" },
  async ({ page }) => {
    await openVersions(page);
    const failed = card(page, "Версия 1");
    await expect(failed).toContainText("неуспешна");
    await expect(failed.getByText("Новата версия не можа да се подготви. Сайтът остава както беше, без тази промяна.")).toBeVisible();
    await expect(failed.getByText("Направете промяната отново и я публикувайте. Ако пак не стане, изпратете")).toBeVisible();
    const english = failed.getByText(/no space left on device/);
    await expect(english).toBeHidden();
    await expectOwnerPageClean(page, "version-failed");
    await failed.getByText("Технически подробности").click();
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute("lang", "en");
    await expectOwnerPageClean(page, "version-failed-details");
  },
);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a rollback asks first, focused on its question; „Отказ“ changes nothing", async ({ page }) => {
      await openVersions(page);
      if (javaScriptEnabled) await waitForHydration(page);
      await card(page, "Версия 2").getByRole("button", { name: "Върнете сайта към тази версия – Версия 2" }).click();
      await expect(page).toHaveURL(/\/admin\/versions\?confirm=2$/);
      const question = page.getByRole("heading", { level: 3, name: QUESTION });
      await expect(question).toBeFocused();
      await expect(question).toBeInViewport();
      // Going forward from the deployed build, it says what comes back.
      const asking = card(page, "Версия 2");
      await expect(asking.getByText("Ще върне на сайта:")).toBeVisible();
      await expect(asking.getByRole("listitem")).toHaveText(["Версия 2 от 12.05.2026 10:03: галерия"]);
      await expect(asking.getByRole("button", { name: "Да, върнете сайта" })).toBeVisible();
      // With scripts, the whole question is brought into view, its answers too.
      if (javaScriptEnabled) await expect(asking.getByRole("button", { name: "Да, върнете сайта" })).toBeInViewport({ ratio: 1 });
      if (javaScriptEnabled && test.info().project.name === "mobile") await expectOwnerPageClean(page, "rollback-question");

      await asking.getByRole("link", { name: "Отказ" }).click();
      // Back at the button that asked: without scripts the page loads at its fragment, with them nothing
      // moves and the button has the focus again.
      await expect(page).toHaveURL(javaScriptEnabled ? /\/admin\/versions$/ : /\/admin\/versions#rollback-2$/);
      await expect(page.getByRole("heading", { name: QUESTION })).toHaveCount(0);
      await expect(card(page, "Версията, качена от човека, който поддържа сайта")).toContainText("на сайта сега");
      const button = card(page, "Версия 2").getByRole("button", { name: "Върнете сайта към тази версия – Версия 2" });
      await expect(button).toBeInViewport({ ratio: 1 });
      if (javaScriptEnabled) await expect(button).toBeFocused();
    });
  });
}
