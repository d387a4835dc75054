import { rmSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { createAuth } from "../../server/admin/auth";
import { openAdminDb } from "../../server/admin/database";
import { openStore } from "../../server/enquiries/store";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";

/**
 * The built server in its own process and data folder, with the owner's
 * account and a session made directly in its database: for the tests of the
 * owner's publishing pages (publish.spec.ts, gallery-upload.spec.ts).
 */
export async function startOwnerServer() {
  const dataDir = tempDataDir();
  const store = await openStore({ dataDir });
  const auth = createAuth({ db: await openAdminDb(store) });
  const user = await auth.addUser("owner@example.bg", "Иван Петров");
  const token = await auth.startSession(user.id, { ip: "127.0.0.1", userAgent: "test" });
  await store.close();
  const server: ServerProcess = await startServerProcess({ DATA_DIR: dataDir, PAGE_RATE_LIMIT: "100000" });
  return {
    server,
    dataDir,
    /** The owner's session cookie in the page's browser. */
    async signIn(page: Page) {
      await page.context().addCookies([{ name: "admin", value: token, url: server.url, httpOnly: true, sameSite: "Strict" }]);
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnerServer = Awaited<ReturnType<typeof startOwnerServer>>;

/**
 * Reloads the versions page until `version` (its list item) has finished rendering, then expects it live:
 * the reason is in the message when it failed.
 */
export async function expectVersionLive(page: Page, version: Locator) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await version.textContent()) ?? "";
      },
      // Seconds (decision 0043); more on a busy machine.
      { timeout: 60_000, intervals: [500, 1_000] },
    )
    .toMatch(/на сайта сега|неуспешна/);
  await expect(version, (await version.textContent()) ?? "").toContainText("на сайта сега");
}
