import { describe, expect, it } from "vitest";
import { quietLog } from "../../tests/fixtures/enquiry";
import { monthsBefore, startRetention } from "./retention";

describe("monthsBefore", () => {
  it.each([
    ["2026-11-22T10:00:00.000Z", 12, "2025-11-22T10:00:00.000Z"],
    ["2026-05-31T00:00:00.000Z", 3, "2026-02-28T00:00:00.000Z"],
    ["2028-03-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-01-15T00:00:00.000Z", 12, "2025-01-15T00:00:00.000Z"],
  ])("%s minus %i months is %s", (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe("startRetention", () => {
  it("deletes what is older than the period at once, then on a schedule", async () => {
    const cutoffs: string[] = [];
    const retention = startRetention({
      store: { deleteOlderThan: async (cutoff: Date) => (cutoffs.push(cutoff.toISOString()), 2) },
      months: 12,
      log: quietLog(),
      intervalMs: 20,
      now: () => new Date("2026-11-22T10:00:00Z"),
    });
    expect(await retention.first).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 70));
    retention.stop();
    expect(cutoffs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(cutoffs)).toEqual(new Set(["2025-11-22T10:00:00.000Z"]));
  });

  it("keeps running when the database is briefly unreachable", async () => {
    const log = quietLog();
    let calls = 0;
    const retention = startRetention({
      store: { deleteOlderThan: async () => ((calls += 1), calls === 1 ? Promise.reject(new Error("connection refused")) : 3) },
      months: 12,
      log,
    });
    expect(await retention.first).toBe(0);
    expect(log.lines.filter((line) => line.level === "error")).toHaveLength(1);
    expect(await retention.sweep()).toBe(3);
    retention.stop();
  });
});
