import { afterEach, describe, expect, it } from "vitest";
import { checkedEnquiry } from "../../tests/fixtures/enquiry";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { openAdminDb } from "./database";
import { createInbox } from "./inbox";

describe.each(backends)("the inbox's unsent notifications on %s", (backend) => {
  let fresh: FreshStore | undefined;
  afterEach(() => fresh?.close());

  async function inboxWithOldEnquiry(mailConfigured: boolean) {
    fresh = await freshStore(backend, { now: () => new Date("2026-11-20T09:00:00Z") });
    await fresh.store.addEnquiry({ ...checkedEnquiry, name: "Стефан Колев" }, "nonce-inbox-0001");
    const db = await openAdminDb(fresh.store);
    return createInbox({ db, store: fresh.store, kickOutbox() {}, mailConfigured, now: () => new Date("2026-11-22T09:00:00Z") });
  }

  it("lists a notification unsent for two days at the top when the server has mail settings", async () => {
    const { stuck } = await (await inboxWithOldEnquiry(true)).list({});
    expect(stuck.map((row) => row.name)).toEqual(["Стефан Колев"]);
  });

  it("lists none without mail settings: no e-mail is tried, and the inbox says so once instead", async () => {
    const inbox = await inboxWithOldEnquiry(false);
    expect((await inbox.list({})).stuck).toEqual([]);
    expect((await inbox.rows())[0]?.stuck).toBe(false);
  });
});
