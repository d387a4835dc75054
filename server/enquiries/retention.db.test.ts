import { afterEach, describe, expect, it } from "vitest";
import { ENQUIRY_RETENTION_MONTHS } from "~/content/enquiry";
import { checkedEnquiry, quietLog } from "../../tests/fixtures/enquiry";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { startRetention } from "./retention";

describe.each(backends)("retention on %s", (backend) => {
  let fresh: FreshStore | undefined;
  afterEach(() => fresh?.close());

  it(`deletes enquiries older than the ${ENQUIRY_RETENTION_MONTHS} months the privacy notice promises, with their notifications`, async () => {
    let clock = new Date("2025-10-01T09:00:00Z");
    fresh = await freshStore(backend, { now: () => clock });
    await fresh.store.addEnquiry({ ...checkedEnquiry, name: "Стара" }, "nonce-retain-001");
    clock = new Date("2025-12-01T09:00:00Z");
    await fresh.store.addEnquiry({ ...checkedEnquiry, name: "Пазена" }, "nonce-retain-002");

    const log = quietLog();
    const retention = startRetention({
      store: fresh.store,
      months: ENQUIRY_RETENTION_MONTHS,
      log,
      now: () => new Date("2026-11-22T10:00:00Z"),
    });
    expect(await retention.first).toBe(1);
    retention.stop();
    expect((await fresh.store.listEnquiries()).map((row) => row.name)).toEqual(["Пазена"]);
    expect(await fresh.store.pendingCount()).toBe(1);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "info", details: { deleted: 1, months: ENQUIRY_RETENTION_MONTHS } }));
  });
});
