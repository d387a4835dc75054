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
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { FastifyBaseLogger } from "fastify";
import type { ServerBuild } from "react-router";
import { siteContent } from "~/content/current.server";
import type { ContentOverlays } from "~/content/overlay";
import { loadSiteVersion, type LiveSite, type SiteVersion } from "../live-site";
import { knownPagesOf, readSecurityManifest, type KnownPages } from "../page-policies";
import { blobStore, renderPages, writeSite } from "./render";
import { DEPLOYED, type VersionRecord, type VersionStore } from "./versions";

export interface PublisherOptions {
  store: VersionStore;
  live: LiveSite;
  /** The server build the site runs: its request handler renders the versions. */
  build: ServerBuild;
  /** That build's identity (`codeOf`): the versions' pages are rendered, and kept, per code. */
  code: string;
  /** The deployed build (version 0), served as `npm run build` made it. */
  deployed: SiteVersion;
  log: FastifyBaseLogger;
  /** Renders a version's files; by default `renderPages` (tests make it fail). */
  render?: typeof renderPages;
}

/**
 * The deployed code's identity, which names the folders of the pages it rendered (versions/<n>/site-<code>): a
 * version's pages are rendered again by each new code, and a page whose data is unchanged keeps the HTML this code
 * rendered (decision 0064). It is the client manifest's version and a digest of every file of the server build
 * (`<buildDir>/server`), which holds all that renders a page, some of it in no client file: the loaders,
 * `entry.server`, the stylesheet written into each page.
 */
export function codeOf(build: ServerBuild, buildDir: string): string {
  const serverDir = path.join(buildDir, "server");
  const digest = createHash("sha256").update(build.assets.version);
  for (const name of readdirSync(serverDir, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(serverDir, name);
    if (statSync(file).isFile()) digest.update(`\0${name}\0`).update(readFileSync(file));
  }
  return digest.digest("hex").slice(0, 16);
}

/** The pages of the sites under `roots` by their files' digests (their security.json); a site gone meanwhile has none. */
function knownPagesIn(roots: readonly string[]): KnownPages {
  const known: KnownPages = new Map();
  for (const root of roots) {
    try {
      knownPagesOf(readSecurityManifest(root), known);
    } catch {
      // Its pages are parsed, as any page not known.
    }
  }
  return known;
}

/** A publish started: its version as made, and `finished`, which resolves with the version as it ended (ready or failed). */
export type PublishResult =
  { ok: true; version: VersionRecord; finished: Promise<VersionRecord> } | { ok: false; reason: "busy" | "unchanged" };

/** How often a server asks the database which version is live (another server may have published). */
export const LIVE_POLL_MS = 1_000;

export function createPublisher({ store, live, build, code, deployed, log, render = renderPages }: PublisherOptions) {
  /** The owner's publish or rollback in progress: one at a time. */
  let working: Promise<unknown> | null = null;
  /** Following another server's live version (`follow`): never while the owner's work is in progress, which waits for it. */
  let following: Promise<unknown> = Promise.resolve();
  const stopping = new AbortController();
  const blobs = blobStore(store.blobsDir, { deployed: deployed.site.root });
  let watching: NodeJS.Timeout | undefined;

  /** Runs the owner's `work` unless another is in progress (then undefined), after any following in progress. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (working) return undefined;
    const running = following.then(work).finally(() => {
      working = null;
    });
    working = running;
    return running;
  }

  /** Follows another server's live version, unless the owner's work is in progress here. */
  function followOnce(): Promise<void> {
    if (working) return Promise.resolve();
    const run = following.then(follow);
    following = run.catch(() => undefined);
    return run;
  }

  /**
   * Version `id` as the server serves it: its pages rendered by this deploy's code, rendered now
   * if they are not yet (a version published before the deploy, or by another server). Throws,
   * saying why, if it cannot be.
   */
  async function versionOf(id: number): Promise<SiteVersion> {
    if (id === DEPLOYED) return deployed;
    const content = siteContent(await store.overlays(id));
    const dir = store.siteDir(id, code);
    if (!existsSync(dir)) {
      const started = performance.now();
      // The deployed build and the live site were rendered by this code: a page whose data is as there keeps its
      // HTML, and a page whose file is as there keeps its inline code's hashes (their security.json).
      const earlier = [...new Set([deployed.site.root, live.current().site.root])];
      const files = await render(build, content, { signal: stopping.signal, earlier });
      const rendered = performance.now();
      await writeSite(dir, build, files, blobs, knownPagesIn(earlier));
      const renderMs = Math.round(rendered - started);
      const writeMs = Math.round(performance.now() - rendered);
      log.info({ version: id, renderMs, writeMs, files: files.size, pagesTaken: files.taken.length }, "publish: version rendered");
    }
    return loadSiteVersion({ id, build, dir, assets: deployed.site.assets, content });
  }

  /** Serves `version` from the next request on, and mirrors its edits into the content folder. */
  async function goLive(version: SiteVersion) {
    live.swap(version);
    await store.adoptContent(version.id);
  }

  async function publishVersion(record: VersionRecord) {
    let finished: VersionRecord;
    try {
      const version = await versionOf(record.id);
      await store.setLive(record.id);
      await goLive(version);
      finished = await store.finish(record.id, { ok: true });
      log.info({ version: record.id }, "publish: the new version is live");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      finished = await store.finish(record.id, { ok: false, reason });
      log.error({ version: record.id, reason }, "publish: the version could not be rendered; the live site is unchanged");
    }
    try {
      await store.prune(code, live.current().id);
    } catch (error) {
      log.warn({ err: error }, "publish: old versions could not be removed");
    }
    return finished;
  }

  /**
   * Follows the live version another server on the same database made live
   * (a publish or a rollback there): its pages are rendered here too, then
   * served. Checked every LIVE_POLL_MS; a version that cannot be served
   * here is logged once and the current one kept.
   */
  let failedToFollow: number | null = null;
  async function follow() {
    const id = await store.liveId();
    if (id === live.current().id || id === failedToFollow) return;
    try {
      await goLive(await versionOf(id));
      log.info({ version: id }, "publish: another server made this version live; serving it here too");
    } catch (error) {
      failedToFollow = id;
      log.error({ err: error, version: id }, "publish: the version made live elsewhere cannot be served here");
    }
  }

  return {
    store,
    /** Whether a version is being rendered. */
    isBuilding: () => working !== null,
    liveId: () => live.current().id,
    /** Version `id` as it would be served (start: the live one). */
    version: versionOf,

    /** Marks the versions left rendering by a stopped server as failed (at start). */
    failUnfinished: () => store.failUnfinished("the server stopped while this version was being rendered"),

    /**
     * Makes a version with `change` over the current edits and starts rendering it; `onDone` hears
     * how it ended. "busy" while another publish or rollback is in progress; "unchanged" when the
     * site's content would be the same as the live version's (a form saved as it was): no version,
     * which would only fill the owner's list of versions with ones that change nothing.
     */
    async publish(
      change: ContentOverlays,
      by: string,
      onDone: (record: VersionRecord) => void = () => {},
      /** New uploaded photos the change names: file name → where it is now. */
      uploads: Readonly<Record<string, string>> = {},
    ): Promise<PublishResult> {
      if (working) return { ok: false, reason: "busy" };
      let created!: (record: VersionRecord | null) => void;
      let failed!: (error: unknown) => void;
      const record = new Promise<VersionRecord | null>((resolve, reject) => ((created = resolve), (failed = reject)));
      const finished = exclusive(async () => {
        let made: VersionRecord;
        try {
          const current = await store.currentOverlays();
          if (Object.keys(uploads).length === 0 && isDeepStrictEqual(siteContent({ ...current, ...change }), siteContent(current))) {
            created(null);
            return null;
          }
          made = await store.create(change, by, uploads);
        } catch (error) {
          // Not made at all (the database is unreachable): the caller's to answer.
          failed(error);
          return null;
        }
        created(made);
        const ended = await publishVersion(made);
        onDone(ended);
        return ended;
      });
      const version = await record;
      if (version === null) return { ok: false, reason: "unchanged" };
      return { ok: true, version, finished: finished!.then((ended) => ended ?? version) };
    },

    /** Ends the render in progress and the following of other servers (the version is marked failed later). */
    stop() {
      stopping.abort();
      clearInterval(watching);
    },

    /** Waits for the publish in progress (tests, shutdown). */
    settled: () => working ?? Promise.resolve(),

    /** Serves version `id` again (0: the deployed build), on every server of the database; false if it is not a finished version. */
    async rollback(id: number): Promise<boolean> {
      const done = exclusive(async () => {
        if (id !== DEPLOYED && (await store.get(id))?.state !== "ready") return false;
        let version: SiteVersion;
        try {
          version = await versionOf(id);
        } catch (error) {
          log.error({ err: error, version: id }, "rollback: the version cannot be served");
          return false;
        }
        await store.setLive(id);
        await goLive(version);
        return true;
      });
      return done ?? false;
    },

    /** Checks once whether another server made another version live, and serves it (tests; the server polls). */
    follow: followOnce,

    /** Starts polling the database for the live version, every LIVE_POLL_MS. */
    watch() {
      clearInterval(watching);
      watching = setInterval(() => {
        followOnce().catch((error: unknown) => log.warn({ err: error }, "publish: could not ask which version is live"));
      }, LIVE_POLL_MS);
      watching.unref();
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
