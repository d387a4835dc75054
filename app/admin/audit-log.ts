/**
 * The owner's own audit log as /admin/account shows it: a line an action, with what it was about
 * (the version and what it changed, the enquiry's new state, the key's name, how the sign-in was
 * made). A save is recorded twice, when it is asked for („publish“) and when its version is live or
 * has failed („published“, „publish-failed“): shown as one line, at the time of the save, saying how
 * it ended.
 */
import { adminAccount, adminInbox } from "~/content/admin";
import type { AuditEntry } from "./context";
import { changeLabel } from "./rollback";
import { isEnquiryStatus } from "./statuses";

export interface AuditLine {
  /** What was done, in Bulgarian. */
  action: string;
  /** What it was about, when the entry says. */
  detail?: string;
  at: string;
  ip: string;
}

type Detail = Record<string, unknown>;

function parse(detail: string): Detail {
  try {
    const value: unknown = JSON.parse(detail);
    return value !== null && typeof value === "object" ? (value as Detail) : {};
  } catch {
    return {};
  }
}

const versionOf = (detail: Detail) => (typeof detail.version === "number" ? detail.version : undefined);

/** „версия 12: цени, фирмени данни“ from a save's detail (its `change`: the content modules, comma-separated). */
function versionDetail(detail: Detail): string | undefined {
  const version = versionOf(detail);
  if (version === undefined) return undefined;
  const modules = typeof detail.change === "string" && detail.change ? detail.change.split(", ") : [];
  return adminAccount.auditVersion(version, modules.map(changeLabel));
}

function detailOf(action: string, detail: Detail): string | undefined {
  switch (action) {
    case "publish":
    case "published":
    case "publish-failed":
    case "rollback":
      return versionDetail(detail);
    case "enquiry-updated":
      return isEnquiryStatus(detail.status) ? adminInbox.statuses[detail.status] : undefined;
    case "passkey-added":
      return typeof detail.label === "string" && detail.label ? detail.label : undefined;
    case "sign-in":
      return detail.method === "passkey" || detail.method === "link" ? adminAccount.signInMethods[detail.method] : undefined;
    default:
      return undefined;
  }
}

const ENDED = new Set(["published", "publish-failed"]);

/** The lines of the log, newest first as the entries come. */
export function auditLines(entries: readonly AuditEntry[]): AuditLine[] {
  const parsed = entries.map((entry) => ({ ...entry, detail: parse(entry.detail) }));
  // How each save listed here ended: its version's later entry.
  const ended = new Map<number, string>();
  const saved = new Set<number>();
  for (const entry of parsed) {
    const version = versionOf(entry.detail);
    if (version === undefined) continue;
    if (ENDED.has(entry.action)) ended.set(version, entry.action);
    if (entry.action === "publish") saved.add(version);
  }
  const lines: AuditLine[] = [];
  for (const entry of parsed) {
    const version = versionOf(entry.detail);
    // Told in the line of its save.
    if (ENDED.has(entry.action) && version !== undefined && saved.has(version)) continue;
    const action = entry.action === "publish" && version !== undefined ? (ended.get(version) ?? entry.action) : entry.action;
    const label = (adminAccount.actions as Record<string, string>)[action] ?? action;
    lines.push({ action: label, detail: detailOf(entry.action, entry.detail), at: entry.at, ip: entry.ip });
  }
  return lines;
}
