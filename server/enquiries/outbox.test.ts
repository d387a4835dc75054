import { describe, expect, it, vi } from "vitest";
import { quietLog } from "../../tests/fixtures/enquiry";
import { backoffMs, createOutbox } from "./outbox";
import type { Store } from "./store";

describe("backoffMs", () => {
  it("waits 30 s after the first failure, doubling each time, at most an hour, give or take 10 %", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
    vi.spyOn(Math, "random").mockReturnValue(0);
    expect(backoffMs(1)).toBe(27_000);
    vi.spyOn(Math, "random").mockReturnValue(0.999999);
    expect(backoffMs(1)).toBe(33_000);
  });
});

describe("the outbox", () => {
  it("keeps running when the database is unreachable, and says so in the log", async () => {
    const log = quietLog();
    const store = { claimDue: () => Promise.reject(new Error("connection refused")) } as unknown as Store;
    const outbox = createOutbox({ store, mailer: { send: vi.fn(), close: vi.fn() }, compose: vi.fn(), log });
    expect(await outbox.processDue()).toEqual({ sent: 0, failed: 0 });
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "error", message: "outbox: could not read the notifications due" }));
  });
});
