/**
 * Publishing the owner's edits (decisions 0029, 0043). A save makes a new
 * version (versions.ts) with the current edits and the change over them, and
 * renders its pages in the server's own process (render.ts), with the server
 * build it runs: no build tool, no child process, nothing written outside the
 * data folder. Only when every page rendered and their inline scripts and
 * styles are in the version's security manifest does the server switch to it,
 * in one step (live-site.ts). A render that fails leaves the live site as it
 * was, and the version says why. One publish at a time.
 *
 * Rolling back serves an earlier version's pages again, as they were rendered
 * by this deploy's code (a version from before the deploy is rendered again
 * with it, once). Its edits become the current ones, so that the next edit
 * starts from what is live.
 */
import { existsSync } from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import type { ServerBuild } from "react-router";
import { readOverlays, siteContent } from "~/content/current.server";
import type { ContentOverlays } from "~/content/overlay";
import { loadSiteVersion, type LiveSite, type SiteVersion } from "../live-site";
import { blobStore, renderPages, writeSite } from "./render";
import { DEPLOYED, type VersionRecord, type VersionStore } from "./versions";

export interface PublisherOptions {
  store: VersionStore;
  live: LiveSite;
  /** The server build the site runs: its request handler renders the versions. */
  build: ServerBuild;
  /** The deployed build (version 0), served as `npm run build` made it. */
  deployed: SiteVersion;
  log: FastifyBaseLogger;
  /** Renders a version's files; by default `renderPages` (tests make it fail). */
  render?: typeof renderPages;
}

/** The deployed code's identity: the version of its assets' manifest (a version's pages are rendered per code). */
export const codeOf = (build: ServerBuild) => build.assets.version;

export type PublishResult = { ok: true; version: VersionRecord } | { ok: false; reason: "busy" };

export function createPublisher({ store, live, build, deployed, log, render = renderPages }: PublisherOptions) {
  let publishing: Promise<void> | null = null;
  const stopping = new AbortController();
  const code = codeOf(build);
  const blobs = blobStore(store.blobsDir);
  // A server stopped mid-render left its version unfinished.
  store.failUnfinished("the server stopped while this version was being rendered");

  /**
   * Version `id` as the server serves it: its pages rendered by this deploy's code, rendered now
   * if they are not yet (a version published before the deploy). Throws, saying why, if it cannot be.
   */
  async function versionOf(id: number): Promise<SiteVersion> {
    if (id === DEPLOYED) return deployed;
    const content = siteContent(readOverlays(store.versionContentDir(id)));
    const dir = store.siteDir(id, code);
    if (!existsSync(dir)) await writeSite(dir, build, await render(build, content, { signal: stopping.signal }), blobs);
    return loadSiteVersion({ id, build, dir, assets: deployed.site.assets, content });
  }

  async function publishVersion(record: VersionRecord, onDone: (record: VersionRecord) => void) {
    let finished: VersionRecord;
    try {
      const version = await versionOf(record.id);
      live.swap(version);
      store.setLive(record.id);
      store.adoptContent(record.id);
      finished = store.finish(record.id, { ok: true });
      log.info({ version: record.id }, "publish: the new version is live");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      finished = store.finish(record.id, { ok: false, reason });
      log.error({ version: record.id, reason }, "publish: the version could not be rendered; the live site is unchanged");
    }
    try {
      store.prune(code, live.current().id);
    } catch (error) {
      log.warn({ err: error }, "publish: old versions could not be removed");
    }
    onDone(finished);
  }

  return {
    store,
    /** Whether a version is being rendered. */
    isBuilding: () => publishing !== null,
    liveId: () => live.current().id,
    /** Version `id` as it would be served (start: the live one). */
    version: versionOf,

    /** Starts rendering a version with `change` over the current edits; `onDone` hears how it ended. */
    publish(
      change: ContentOverlays,
      by: string,
      onDone: (record: VersionRecord) => void = () => {},
      /** New uploaded photos the change names: file name → where it is now. */
      uploads: Readonly<Record<string, string>> = {},
    ): PublishResult {
      if (publishing) return { ok: false, reason: "busy" };
      const record = store.create(change, by, uploads);
      publishing = publishVersion(record, onDone).finally(() => {
        publishing = null;
      });
      return { ok: true, version: record };
    },

    /** Ends the render in progress (its version is marked failed at the next start). */
    stop() {
      stopping.abort();
    },

    /** Waits for the publish in progress (tests, shutdown). */
    settled: () => publishing ?? Promise.resolve(),

    /** Serves version `id` again (0: the deployed build); false if it is not a finished version. */
    async rollback(id: number): Promise<boolean> {
      if (publishing) return false;
      if (id !== DEPLOYED && store.get(id)?.state !== "ready") return false;
      let version: SiteVersion;
      try {
        version = await versionOf(id);
      } catch (error) {
        log.error({ err: error, version: id }, "rollback: the version cannot be served");
        return false;
      }
      live.swap(version);
      store.setLive(id);
      if (existsSync(store.versionContentDir(id))) store.adoptContent(id);
      return true;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
