import { existsSync, rmSync } from "node:fs";
import { serviceAreaDefaults } from "~/content/service-area";
import { afterEach, describe, expect, it } from "vitest";
import type { PriceItem } from "~/content/price-list.schema";
import type { Enquiry } from "~/enquiry/schema";
import { checkedEnquiry } from "../../tests/fixtures/enquiry";
import { backends, freshStore } from "../../tests/fixtures/store";
import { sql } from "kysely";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { estimateRecord } from "~/estimate/record";
import { openStore } from "./store";

const enquiry: Enquiry = { ...checkedEnquiry, email: null, reply: "viber" };

describe.each(backends)("the enquiry store on %s", (backend) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  async function open(now?: () => Date, priceList?: () => readonly PriceItem[]) {
    const fresh = await freshStore(backend, {
      now,
      content: priceList ? () => ({ priceList: priceList(), serviceArea: serviceAreaDefaults }) : undefined,
    });
    opened.push(fresh);
    return fresh.store;
  }

  it("stores an enquiry with a notification waiting in the outbox", async () => {
    const store = await open();
    const { id, duplicate } = await store.addEnquiry(enquiry, "nonce-0000000001");
    expect(duplicate).toBe(false);
    const [row] = await store.listEnquiries();
    expect(row).toMatchObject({ id, ...enquiry, sent_at: null, attempts: 0 });
    expect(await store.pendingCount()).toBe(1);
  });

  it("stores the same form once, however often it is sent", async () => {
    const store = await open();
    const first = await store.addEnquiry(enquiry, "nonce-0000000002");
    const results = await Promise.all([1, 2, 3].map(() => store.addEnquiry({ ...enquiry, name: "Друго име" }, "nonce-0000000002")));
    expect(results.every((result) => result.id === first.id && result.duplicate)).toBe(true);
    expect(await store.listEnquiries()).toHaveLength(1);
  });

  it("stores forms sent at the same moment without losing one", async () => {
    const store = await open();
    const nonces = Array.from({ length: 20 }, (_, index) => `nonce-concurrent-${index}`);
    const results = await Promise.all(nonces.map((nonce) => store.addEnquiry(enquiry, nonce)));
    expect(new Set(results.map((result) => result.id)).size).toBe(20);
    expect(await store.listEnquiries()).toHaveLength(20);
  });

  it("hands each due notification to one sender, and retries failures later", async () => {
    let clock = new Date("2026-11-22T10:00:00Z");
    const store = await open(() => clock);
    await store.addEnquiry(enquiry, "nonce-0000000003");
    const [claimed] = await store.claimDue({ limit: 10, leaseMs: 60_000 });
    expect(claimed).toMatchObject({ ...enquiry, attempts: 1 });
    // Leased: nobody else gets it.
    expect(await store.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([]);
    await store.markFailed(claimed!.outbox_id, new Date("2026-11-22T10:00:30Z"), "421 try later");
    expect((await store.listEnquiries())[0]).toMatchObject({ attempts: 1, last_error: "421 try later", sent_at: null });
    expect(await store.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([]);
    clock = new Date("2026-11-22T10:00:31Z");
    const [again] = await store.claimDue({ limit: 10, leaseMs: 60_000 });
    expect(again?.attempts).toBe(2);
    await store.markSent(again!.outbox_id);
    expect(await store.pendingCount()).toBe(0);
    expect((await store.listEnquiries())[0]?.sent_at).toBe("2026-11-22T10:00:31.000Z");
  });

  it("deletes enquiries older than the cutoff, with their notifications", async () => {
    let clock = new Date("2025-11-01T12:00:00Z");
    const store = await open(() => clock);
    await store.addEnquiry(enquiry, "nonce-old-000001");
    clock = new Date("2026-11-21T12:00:00Z");
    await store.addEnquiry(enquiry, "nonce-new-000001");
    expect(await store.deleteOlderThan(new Date("2025-11-22T00:00:00Z"))).toBe(1);
    const rows = await store.listEnquiries();
    expect(rows.map((row) => row.created_at)).toEqual(["2026-11-21T12:00:00.000Z"]);
    expect(await store.pendingCount()).toBe(1);
  });

  it("lists enquiries newest first, optionally since a date", async () => {
    let clock = new Date("2026-01-10T08:00:00Z");
    const store = await open(() => clock);
    await store.addEnquiry({ ...enquiry, name: "Първи" }, "nonce-list-00001");
    clock = new Date("2026-03-10T08:00:00Z");
    await store.addEnquiry({ ...enquiry, name: "Втори" }, "nonce-list-00002");
    expect((await store.listEnquiries()).map((row) => row.name)).toEqual(["Втори", "Първи"]);
    expect((await store.listEnquiries({ since: "2026-02-01" })).map((row) => row.name)).toEqual(["Втори"]);
  });

  it("keeps enquiries, their notifications and the token secret when the database is opened again (a restart)", async () => {
    const fresh = await freshStore(backend);
    const secret = await fresh.store.tokenSecret();
    const { id } = await fresh.store.addEnquiry(enquiry, "nonce-restart-01");
    await fresh.store.close();
    const again = await openStore({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
    try {
      expect((await again.listEnquiries()).map((row) => row.id)).toEqual([id]);
      expect(await again.pendingCount()).toBe(1);
      expect(await again.tokenSecret()).toBe(secret);
      expect(await again.addEnquiry(enquiry, "nonce-restart-01")).toEqual({ id, duplicate: true });
    } finally {
      await again.close();
      rmSync(fresh.dataDir, { recursive: true, force: true });
    }
  });

  it("keeps the care plan asked for and the price estimate, worked out when the enquiry arrived", async () => {
    const store = await open();
    const estimate = "work=gardening-mowing&size=300&work=no-such-item&size=5&town=gabrovo&season=spring";
    const { id } = await store.addEnquiry({ ...enquiry, plan: "lawn-and-hedge", estimate }, "nonce-estimate-01");
    const [row] = await store.listEnquiries();
    expect(row).toMatchObject({ id, plan: "lawn-and-hedge" });
    expect(JSON.parse(row!.estimate!)).toEqual(
      estimateRecord(estimate, estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults })),
    );
    expect(JSON.parse(row!.estimate!)).toMatchObject({ lines: [{ item: "gardening-mowing", lowCents: 4200 }], lowCents: 4200 });
    // Nothing to keep: no estimate, or one without a priced line.
    await store.addEnquiry({ ...enquiry, estimate: "work=gardening-mowing&size=" }, "nonce-estimate-02");
    expect((await store.listEnquiries()).find((listed) => listed.id !== id)).toMatchObject({ plan: null, estimate: null });
  });

  it("works the estimate out at the prices published when the enquiry arrives, not those of the repository", async () => {
    const published = priceListDefaults.map((item) => (item.id === "gardening-mowing" ? { ...item, cents: item.cents * 2 } : item));
    const store = await open(undefined, () => published);
    const estimate = "work=gardening-mowing&size=300";
    await store.addEnquiry({ ...enquiry, estimate }, "nonce-estimate-03");
    const [row] = await store.listEnquiries();
    expect(JSON.parse(row!.estimate!)).toEqual(
      estimateRecord(estimate, estimateCatalog({ priceList: published, serviceArea: serviceAreaDefaults })),
    );
    expect(JSON.parse(row!.estimate!)).toMatchObject({ lines: [{ item: "gardening-mowing", lowCents: 8400 }] });
  });

  it("adds the plan and estimate columns to a database made before them, keeping its enquiries", async () => {
    const fresh = await freshStore(backend);
    const { db } = fresh.store;
    // Back to the first migration's tables, with an enquiry stored then.
    await db.schema.alterTable("enquiries").dropColumn("estimate").execute();
    await db.schema.alterTable("enquiries").dropColumn("plan").execute();
    await sql`delete from kysely_migration where name = '2026-12-01-enquiry-plan-and-estimate'`.execute(db);
    const old = Object.fromEntries(Object.entries(enquiry).filter(([key]) => key !== "plan" && key !== "estimate"));
    await db
      .insertInto("enquiries")
      .values({ id: "old-1", created_at: "2026-11-23T10:00:00.000Z", ...old, token_nonce: "nonce-old-version" } as never)
      .execute();
    await fresh.store.close();
    const again = await openStore({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
    try {
      expect(await again.listEnquiries()).toEqual([
        expect.objectContaining({ id: "old-1", name: enquiry.name, plan: null, estimate: null }),
      ]);
      await again.addEnquiry({ ...enquiry, plan: "irrigation-season" }, "nonce-new-version");
      expect((await again.listEnquiries()).map((row) => row.plan).sort()).toEqual(["irrigation-season", null]);
    } finally {
      await again.close();
      rmSync(fresh.dataDir, { recursive: true, force: true });
    }
  });

  it("keeps one token secret for every process on the same database", async () => {
    const store = await open();
    const secret = await store.tokenSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.tokenSecret()).toBe(secret);
  });
});

describe("opening the store", () => {
  it("refuses a DATABASE_URL that is not PostgreSQL, without echoing the password", async () => {
    await expect(openStore({ databaseUrl: "mysql://user:secret@db/x", dataDir: "/tmp" })).rejects.toThrow(
      /DATABASE_URL must be a PostgreSQL URL.*mysql:\/\/user:\*\*\*@db\/x/,
    );
  });

  it("creates the data folder and the SQLite file on first start", async () => {
    const fresh = await freshStore("sqlite");
    expect(existsSync(`${fresh.dataDir}/enquiries.sqlite`)).toBe(true);
    await fresh.close();
  });
});
