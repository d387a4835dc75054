import { describe, expect, it } from "vitest";
import { adminAccount, adminVersions } from "~/content/admin";
import { auditLines } from "./audit-log";
import type { AuditEntry } from "./context";

const entry = (action: string, detail: Record<string, unknown>, at: string): AuditEntry => ({
  action,
  detail: JSON.stringify(detail),
  at,
  ip: "203.0.113.7",
});

describe("the owner's audit log", () => {
  it("shows a save once, at the time it was made, saying how it ended and what it changed", () => {
    const lines = auditLines([
      entry("published", { version: 13 }, "2026-12-07T10:03:02Z"),
      entry("publish", { version: 13, change: "prices, company" }, "2026-12-07T10:03:00Z"),
      entry("publish-failed", { version: 12 }, "2026-12-07T10:01:05Z"),
      entry("publish", { version: 12, change: "gallery" }, "2026-12-07T10:01:00Z"),
      entry("publish", { version: 11, change: "trust" }, "2026-12-07T10:00:00Z"),
    ]);
    expect(lines).toEqual([
      { action: "Публикувана промяна", detail: "версия 13: цени, фирмени данни", at: "2026-12-07T10:03:00Z", ip: "203.0.113.7" },
      { action: "Неуспешно публикуване", detail: "версия 12: галерия", at: "2026-12-07T10:01:00Z", ip: "203.0.113.7" },
      // Not (yet) told how it ended: the save itself.
      { action: "Запазена промяна", detail: `версия 11: ${adminVersions.changes.trust}`, at: "2026-12-07T10:00:00Z", ip: "203.0.113.7" },
    ]);
  });

  it("keeps an ending whose save is older than the lines shown", () => {
    expect(auditLines([entry("published", { version: 4 }, "2026-12-01T09:00:00Z")])).toEqual([
      { action: "Публикувана промяна", detail: "версия 4", at: "2026-12-01T09:00:00Z", ip: "203.0.113.7" },
    ]);
  });

  it("says what each other action was about, where its entry says", () => {
    const lines = auditLines([
      entry("rollback", { version: 5 }, "2026-12-07T09:05:00Z"),
      entry("enquiry-updated", { enquiry: "9c4f", status: "won" }, "2026-12-07T09:04:00Z"),
      entry("passkey-added", { label: "iPhone" }, "2026-12-07T09:03:00Z"),
      entry("sign-in", { method: "passkey" }, "2026-12-07T09:02:00Z"),
      entry("sign-in", { method: "link" }, "2026-12-07T09:01:00Z"),
      entry("upload", { photo: "a1b2.jpg", width: 4000, height: 3000 }, "2026-12-07T09:00:00Z"),
    ]);
    expect(lines.map(({ action, detail }) => [action, detail])).toEqual([
      ["Връщане към по-стара версия", "версия 5"],
      ["Променено запитване", "спечелено"],
      ["Добавен ключ за достъп", "iPhone"],
      ["Вход", adminAccount.signInMethods.passkey],
      ["Вход", adminAccount.signInMethods.link],
      ["Качена снимка", undefined],
    ]);
  });

  it("shows an entry whose detail is not what it expects without one, and an unknown action by its name", () => {
    const lines = auditLines([
      { action: "sign-out", detail: "not json", at: "2026-12-07T09:00:00Z", ip: "local" },
      { action: "something-new", detail: "null", at: "2026-12-07T08:00:00Z", ip: "local" },
      entry("enquiry-updated", { status: "lost-in-space" }, "2026-12-07T07:00:00Z"),
    ]);
    expect(lines.map(({ action, detail }) => [action, detail])).toEqual([
      ["Изход", undefined],
      ["something-new", undefined],
      ["Променено запитване", undefined],
    ]);
  });
});
