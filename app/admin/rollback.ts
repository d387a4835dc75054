import { adminVersions } from "~/content/admin";
import type { SiteVersionInfo } from "./context";

/** The Bulgarian name of a content module a version changed („prices“ → „цени“), for the versions page and the audit log. */
export const changeLabel = (change: string) => (adminVersions.changes as Record<string, string>)[change] ?? change;

/**
 * What a rollback to version `id` changes on the site: going back, it takes
 * off the finished versions after it, up to the live one (`undoes`); going
 * forward (after an earlier rollback), it brings back those after the live
 * one, up to and with it. Newest first. Versions that failed never were on
 * the site and are left out.
 */
export function rollbackSpan(versions: readonly SiteVersionInfo[], id: number) {
  const liveId = versions.find((version) => version.live)?.id ?? 0;
  const undoes = id < liveId;
  const [after, upTo] = undoes ? [id, liveId] : [liveId, id];
  const span = versions
    .filter((version) => version.id > after && version.id <= upTo && version.state === "ready")
    .toSorted((a, b) => b.id - a.id);
  return { undoes, versions: span };
}

/** A version the owner can roll back to now: finished, not the live one, and no build running. */
export const canRollBackTo = (version: SiteVersionInfo, building: boolean) => version.state === "ready" && !version.live && !building;
