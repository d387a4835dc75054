import { describe, expect, it } from "vitest";
import type { SiteVersionInfo } from "./context";
import { canRollBackTo, rollbackSpan } from "./rollback";

const version = (id: number, state: SiteVersionInfo["state"], live = false): SiteVersionInfo => ({
  id,
  state,
  createdAt: "2026-05-12T07:03:00.000Z",
  finishedAt: null,
  by: "Иван Петров",
  change: ["prices"],
  changes: [],
  reason: null,
  live,
});

/** As the versions page lists them: newest first, the deployed build (0) last. */
const list = (liveId: number) =>
  [version(5, "building"), version(4, "ready"), version(3, "failed"), version(2, "ready"), version(1, "ready"), version(0, "ready")].map(
    (entry) => ({ ...entry, live: entry.id === liveId }),
  );

const ids = (span: ReturnType<typeof rollbackSpan>) => span.versions.map((entry) => entry.id);

describe("rollbackSpan", () => {
  it("going back, takes off the finished versions after the one chosen, up to the live one, newest first", () => {
    expect(rollbackSpan(list(4), 1)).toMatchObject({ undoes: true });
    expect(ids(rollbackSpan(list(4), 1))).toEqual([4, 2]);
    expect(ids(rollbackSpan(list(4), 0))).toEqual([4, 2, 1]);
    expect(ids(rollbackSpan(list(2), 1))).toEqual([2]);
  });

  it("going forward after a rollback, brings back those after the live one, with the one chosen", () => {
    expect(rollbackSpan(list(0), 2)).toMatchObject({ undoes: false });
    expect(ids(rollbackSpan(list(0), 2))).toEqual([2, 1]);
    expect(ids(rollbackSpan(list(1), 4))).toEqual([4, 2]);
  });
});

describe("canRollBackTo", () => {
  it("is a finished version that is not live, while nothing is being built", () => {
    expect(canRollBackTo(version(1, "ready"), false)).toBe(true);
    expect(canRollBackTo(version(1, "ready", true), false)).toBe(false);
    expect(canRollBackTo(version(1, "failed"), false)).toBe(false);
    expect(canRollBackTo(version(1, "building"), false)).toBe(false);
    expect(canRollBackTo(version(1, "ready"), true)).toBe(false);
  });
});
