/**
 * Publishing the owner's edits (decision 0029). A save makes a new version
 * (versions.ts) and builds it in the background, in child processes, with the
 * project's own commands, as `npm run build` does: the content check,
 * `react-router build` and the postbuild, into the version's own folder, with
 * the version's edits as the content (CONTENT_DIR). Only when the build
 * finished and its output checks out (the server build loads, every page is
 * there, every inline script is in its security manifest, the pages and
 * routes are those served) does the server switch to it, in one step
 * (live-site.ts). A build that fails leaves the live site as it was, and the
 * version says why. One build at a time.
 *
 * Rolling back serves an earlier version's folder again, as it was built:
 * its pages are byte for byte what they were. Its edits become the current
 * ones, so that the next edit starts from what is live.
 */
import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, linkSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ContentOverlays } from "~/content/overlay";
import { ASSETS_DIR } from "../cache-policy";
import { loadSiteVersion, type LiveSite, type SiteVersion } from "../live-site";
import { DEPLOYED, type VersionRecord, type VersionStore } from "./versions";

export interface BuildJob {
  buildDir: string;
  contentDir: string;
  logFile: string;
  /** Aborted when the server stops: the build's processes are ended. */
  signal: AbortSignal;
}

export interface PublisherOptions {
  store: VersionStore;
  live: LiveSite;
  projectRoot: string;
  log: FastifyBaseLogger;
  /** Builds a version; rejects with what went wrong. By default the project's own build commands. */
  runBuild?: (job: BuildJob) => Promise<void>;
  /** Reads a finished build as a version to serve; throws if it does not check out. */
  load?: (buildDir: string, id: number) => Promise<SiteVersion>;
}

/** The last lines of a build's output: enough to say why it failed. */
export function tail(output: string, lines = 12) {
  return output.trim().split("\n").slice(-lines).join("\n");
}

/** The project's build steps, each a Node child process, their output appended to the job's log. */
export function projectBuild(projectRoot: string) {
  const bin = (file: string) => path.join(projectRoot, "node_modules", file);
  const steps = [
    // The uploaded photos' sizes (decision 0030): into public/ and app/generated/, as `npm run build` does.
    [bin("tsx/dist/cli.mjs"), "scripts/images.ts"],
    [bin("tsx/dist/cli.mjs"), "scripts/check-content.ts"],
    [bin("@react-router/dev/bin.js"), "build"],
    [bin("tsx/dist/cli.mjs"), "scripts/postbuild.ts"],
  ];
  return async function runBuild({ buildDir, contentDir, logFile, signal }: BuildJob) {
    for (const args of steps) {
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, args, {
          cwd: projectRoot,
          env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, CONTENT_DIR: contentDir },
          stdio: ["ignore", "pipe", "pipe"],
          signal,
        });
        let text = "";
        const collect = (chunk: Buffer) => {
          text += chunk.toString();
          appendFileSync(logFile, chunk);
        };
        child.stdout.on("data", collect);
        child.stderr.on("data", collect);
        child.once("error", reject);
        child.once("close", (code, signal) =>
          code === 0 ? resolve(text) : reject(new Error(`${args.slice(1).join(" ")} failed (${signal ?? `exit ${code}`}):\n${tail(text)}`)),
        );
      });
      void output;
    }
  };
}

/**
 * The hashed assets of the version being replaced that the next one lacks,
 * linked into it: a page loaded before the switch still finds its scripts
 * (hashed names never change their content). Nothing else is touched, so
 * every page stays byte for byte as built.
 */
export function carryAssets(fromRoot: string, toRoot: string) {
  const from = path.join(fromRoot, ASSETS_DIR);
  const to = path.join(toRoot, ASSETS_DIR);
  if (!existsSync(from) || !existsSync(to)) return 0;
  const present = new Set(readdirSync(to));
  let carried = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const { name } = entry;
    if (!entry.isFile() || present.has(name)) continue;
    try {
      linkSync(path.join(from, name), path.join(to, name));
    } catch {
      copyFileSync(path.join(from, name), path.join(to, name));
    }
    carried += 1;
  }
  return carried;
}

export type PublishResult = { ok: true; version: VersionRecord } | { ok: false; reason: "busy" };

export function createPublisher({
  store,
  live,
  projectRoot,
  log,
  runBuild = projectBuild(projectRoot),
  load = loadSiteVersion,
}: PublisherOptions) {
  let building: Promise<void> | null = null;
  const stopping = new AbortController();
  // A server stopped mid-build left its version unfinished.
  store.failUnfinished("the server stopped while this version was being built");

  async function build(record: VersionRecord, onDone: (record: VersionRecord) => void) {
    const buildDir = store.buildDir(record.id);
    const logFile = path.join(path.dirname(buildDir), "build.log");
    let finished: VersionRecord;
    try {
      await runBuild({ buildDir, contentDir: store.versionContentDir(record.id), logFile, signal: stopping.signal });
      const version = await load(buildDir, record.id);
      carryAssets(live.current().site.root, version.site.root);
      live.swap(version);
      store.setLive(record.id);
      store.adoptContent(record.id);
      finished = store.finish(record.id, { ok: true });
      log.info({ version: record.id }, "publish: the new version is live");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      finished = store.finish(record.id, { ok: false, reason });
      log.error({ version: record.id, reason }, "publish: the build failed; the live site is unchanged");
    }
    onDone(finished);
  }

  return {
    store,
    /** The version being built, if any. */
    isBuilding: () => building !== null,
    liveId: () => live.current().id,

    /** Starts building a version with `change` over the current edits; `onDone` hears how it ended. */
    publish(
      change: ContentOverlays,
      by: string,
      onDone: (record: VersionRecord) => void = () => {},
      /** New uploaded photos the change names: file name → where it is now. */
      uploads: Readonly<Record<string, string>> = {},
    ): PublishResult {
      if (building) return { ok: false, reason: "busy" };
      const record = store.create(change, by, uploads);
      building = build(record, onDone).finally(() => {
        building = null;
      });
      return { ok: true, version: record };
    },

    /** Ends the build in progress (its version is marked failed at the next start). */
    stop() {
      stopping.abort();
    },

    /** Waits for the build in progress (tests, shutdown). */
    settled: () => building ?? Promise.resolve(),

    /** Serves version `id` again (0: the deployed build); false if it is not a finished version. */
    async rollback(id: number): Promise<boolean> {
      if (building) return false;
      if (id !== DEPLOYED && store.get(id)?.state !== "ready") return false;
      if (!existsSync(path.join(store.buildDir(id), "server", "index.js"))) return false;
      const version = await load(store.buildDir(id), id);
      // Not into the deployed build/: it stays as `npm run build` wrote it.
      if (id !== DEPLOYED) carryAssets(live.current().site.root, version.site.root);
      live.swap(version);
      store.setLive(id);
      if (existsSync(store.versionContentDir(id))) store.adoptContent(id);
      return true;
    },

    /** A version's build log, for the owner to pass on when it failed. */
    buildLog(id: number) {
      const file = path.join(path.dirname(store.buildDir(id)), "build.log");
      return existsSync(file) ? tail(readFileSync(file, "utf8"), 40) : "";
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
