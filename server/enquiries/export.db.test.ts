import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkedEnquiry } from "../../tests/fixtures/enquiry";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { exportEnquiries } from "./export";

describe.each(backends)("npm run enquiries on %s", (backend) => {
  let fresh: FreshStore | undefined;
  afterEach(() => fresh?.close());

  it("lists the latest enquiries and writes those since a date to a CSV file", async () => {
    let clock = new Date("2026-08-20T07:00:00Z");
    fresh = await freshStore(backend, { now: () => clock });
    await fresh.store.addEnquiry({ ...checkedEnquiry, name: "Лятно" }, "nonce-export-001");
    clock = new Date("2026-09-15T07:00:00Z");
    await fresh.store.addEnquiry({ ...checkedEnquiry, name: "=Есенно" }, "nonce-export-002");
    vi.stubEnv("DATA_DIR", fresh.dataDir);
    vi.stubEnv("DATABASE_URL", fresh.databaseUrl ?? "");

    const printed: string[] = [];
    const out = path.join(fresh.dataDir, "export.csv");
    await exportEnquiries("/tmp", { since: "2026-09-01", out, separator: ";" }, (line) => printed.push(line));
    expect(printed).toEqual([
      "1 enquiries since 2026-09-01; 1 notification e-mails waiting.",
      "  15.09.2026 10:00  =Есенно · +359888123456 · Поливни системи · Трявна",
      `CSV: ${out}`,
    ]);
    const lines = readFileSync(out, "utf8").split("\r\n");
    expect(lines).toHaveLength(3);
    // Names and phone numbers: readable by the owner's user only.
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(lines[1]).toMatch(/^15\.09\.2026 10:00;'=Есенно;0888 123 456;maria@abv\.bg;/);
  });
});
