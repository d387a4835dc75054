/**
 * The site's published versions on disk (decisions 0029, 0043), in DATA_DIR/versions/:
 *
 *   <n>/version.json   what it is: state (rendering, ready, failed with the
 *                      reason), when, by whom, what changed
 *   <n>/content/       the owner's edits it was rendered from (the overlays, and gallery/: the uploaded photos they name)
 *   <n>/site-<code>/   its rendered pages (client/: HTML and loader data; security.json), made by
 *                      the deployed code whose assets version is <code> (render.ts)
 *   blobs/             the rendered files, each stored once by its content, linked into the sites
 *   live               the number of the version being served; absent or "0": the deployed build
 *
 * Version 0 is the deployed build (the project's build/), whatever it is; a
 * numbered one's content never changes once made, and its pages are those
 * rendered once by each deploy that served it, so that it can be served again
 * as it was. Files are written whole, through a temporary file renamed over
 * the old one; a folder without its version.json (a server that stopped
 * between the two) is never taken for a version, and never blocks the next
 * number. What is kept is in `prune`.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
  cpSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import type { ContentOverlays } from "~/content/overlay";
import { UPLOADS_FOLDER, galleryFiles } from "~/content/gallery-overlay";
import { overlayFiles } from "~/content/overlay";
import { blobStore } from "./render";

export type VersionState = "building" | "ready" | "failed";

/** How many versions are kept besides the live one (`prune`). */
export const KEPT_VERSIONS = 10;

export interface VersionRecord {
  id: number;
  state: VersionState;
  createdAt: string;
  finishedAt: string | null;
  /** Who published it (the user's name). */
  by: string;
  /** What was changed: the content modules edited ("prices", "company"). */
  change: string[];
  /** Why it failed, for the owner to read and pass on. */
  reason: string | null;
}

/** The deployed build, as version 0. */
export const DEPLOYED = 0;

/** Writes a file whole: a reader sees the old content or the new, never half. */
export function writeWhole(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function readOverlaysIn(dir: string): ContentOverlays {
  const overlays: ContentOverlays = {};
  for (const [key, name] of Object.entries(overlayFiles) as [keyof ContentOverlays, string][]) {
    const file = path.join(dir, name);
    if (existsSync(file)) Object.assign(overlays, { [key]: JSON.parse(readFileSync(file, "utf8")) });
  }
  return overlays;
}

export function writeOverlaysIn(dir: string, overlays: ContentOverlays) {
  for (const [key, name] of Object.entries(overlayFiles) as [keyof ContentOverlays, string][]) {
    const value = overlays[key];
    if (value === undefined) rmSync(path.join(dir, name), { force: true });
    else writeWhole(path.join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
  }
}

/** A file linked (or, across file systems, copied) to `to`; photos are never changed once stored, so a link is safe. */
function linkOrCopy(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  try {
    linkSync(from, temporary);
  } catch {
    copyFileSync(from, temporary);
  }
  renameSync(temporary, to);
}

/**
 * The uploaded photos of a content folder's gallery overlay (its gallery/),
 * exactly those it names: each taken from `sources` (a new upload), else from
 * `fromDir`'s gallery/; photos it no longer names are removed from `toDir`
 * (older versions keep theirs).
 */
export function syncUploads(toDir: string, names: readonly string[], fromDir: string, sources: Readonly<Record<string, string>> = {}) {
  const to = path.join(toDir, UPLOADS_FOLDER);
  const wanted = new Set(names);
  for (const name of wanted) {
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    const source = sources[name] ?? path.join(fromDir, UPLOADS_FOLDER, name);
    if (!existsSync(source)) throw new Error(`the uploaded photo ${name} is missing (${source})`);
    linkOrCopy(source, target);
  }
  if (existsSync(to)) for (const name of readdirSync(to)) if (!wanted.has(name)) rmSync(path.join(to, name), { force: true });
}

export function createVersionStore({
  dataDir,
  projectRoot,
  now = () => new Date(),
}: {
  dataDir: string;
  projectRoot: string;
  now?: () => Date;
}) {
  const root = path.join(dataDir, "versions");
  /** The owner's current edits: what the live version was built from. */
  const contentDir = path.join(dataDir, "content");
  const dirOf = (id: number) => path.join(root, String(id));
  const recordFile = (id: number) => path.join(dirOf(id), "version.json");

  function ensureRoot() {
    mkdirSync(root, { recursive: true });
  }

  /** Every numbered folder, whole or not. */
  function folders(): number[] {
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((name) => /^[1-9]\d*$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
  }

  function read(id: number): VersionRecord | null {
    if (!existsSync(recordFile(id))) return null;
    return JSON.parse(readFileSync(recordFile(id), "utf8")) as VersionRecord;
  }

  function write(record: VersionRecord) {
    writeWhole(recordFile(record.id), `${JSON.stringify(record, null, 2)}\n`);
    return record;
  }

  function liveId(): number {
    const file = path.join(root, "live");
    if (!existsSync(file)) return DEPLOYED;
    const id = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(id) && id >= 0 ? id : DEPLOYED;
  }

  /** The versions: the folders with their version.json. */
  function ids(): number[] {
    return folders().filter((id) => existsSync(recordFile(id)));
  }

  return {
    root,
    contentDir,
    /** The owner's uploaded photos kept until they are published (decision 0030). */
    uploadsDir: path.join(dataDir, "uploads"),
    /** The folder of a version's pages rendered by the deployed code `code` (0: the project's build/, whatever the code). */
    siteDir: (id: number, code: string) => (id === DEPLOYED ? path.join(projectRoot, "build") : path.join(dirOf(id), `site-${code}`)),
    /** The rendered files, shared by the versions (render.ts). */
    blobsDir: path.join(root, "blobs"),
    /** The content a version was built from (0: what the owner's edits were when the deployed build was first replaced). */
    versionContentDir: (id: number) => path.join(dirOf(id), "content"),

    /** Every version, newest first. */
    list(): VersionRecord[] {
      return ids()
        .reverse()
        .map((id) => read(id)!)
        .filter(Boolean);
    },

    get: read,

    liveId,

    setLive(id: number) {
      ensureRoot();
      writeWhole(path.join(root, "live"), `${id}\n`);
    },

    /** The owner's current edits (DATA_DIR/content). */
    currentOverlays: () => readOverlaysIn(contentDir),

    /**
     * A new version, building, with its content: the current edits with
     * `change` over them. The first one also keeps the edits the deployed
     * build was made from, as version 0's, for a rollback to it.
     */
    create(change: ContentOverlays, by: string, uploads: Readonly<Record<string, string>> = {}): VersionRecord {
      ensureRoot();
      const deployedContent = path.join(dirOf(DEPLOYED), "content");
      if (!existsSync(deployedContent)) {
        mkdirSync(deployedContent, { recursive: true });
        if (existsSync(contentDir)) cpSync(contentDir, deployedContent, { recursive: true });
      }
      // After every folder, whole or not: one left half-made by a stopped server is never reused, nor in the way.
      const id = (folders().at(-1) ?? 0) + 1;
      mkdirSync(dirOf(id), { recursive: false });
      const content = { ...readOverlaysIn(contentDir), ...change };
      writeOverlaysIn(path.join(dirOf(id), "content"), content);
      // The photos the gallery's entries name: the new uploads, and the current ones (decision 0030).
      syncUploads(path.join(dirOf(id), "content"), galleryFiles(content.gallery), contentDir, uploads);
      return write({
        id,
        state: "building",
        createdAt: now().toISOString(),
        finishedAt: null,
        by,
        change: Object.keys(change),
        reason: null,
      });
    },

    finish(id: number, result: { ok: true } | { ok: false; reason: string }) {
      const record = read(id);
      if (!record) throw new Error(`no version ${id}`);
      return write({
        ...record,
        state: result.ok ? "ready" : "failed",
        finishedAt: now().toISOString(),
        reason: result.ok ? null : result.reason,
      });
    },

    /** The owner's current edits become those of version `id` (after it went live). */
    adoptContent(id: number) {
      const content = readOverlaysIn(path.join(dirOf(id), "content"));
      syncUploads(contentDir, galleryFiles(content.gallery), path.join(dirOf(id), "content"));
      writeOverlaysIn(contentDir, content);
    },

    /** Versions left "building" by a server that stopped mid-render: failed, with that reason. */
    failUnfinished(reason: string) {
      for (const id of ids()) if (read(id)?.state === "building") this.finish(id, { ok: false, reason });
    },

    /**
     * What is kept (decision 0043): the live version and the KEPT_VERSIONS
     * newest others, each with its pages as rendered by the deployed code
     * `code` (pages of earlier deploys are removed: their scripts are gone);
     * older versions, folders left half-made and files left half-written are
     * removed, then the rendered files no version links to.
     */
    prune(code: string, live: number = liveId()) {
      const kept = new Set([live, ...ids().slice(-KEPT_VERSIONS)]);
      for (const id of folders()) {
        if (!kept.has(id)) {
          if (id !== live) rmSync(dirOf(id), { recursive: true, force: true });
          continue;
        }
        for (const name of readdirSync(dirOf(id))) {
          if ((name.startsWith("site-") && name !== `site-${code}`) || name.endsWith(".tmp"))
            rmSync(path.join(dirOf(id), name), { recursive: true, force: true });
        }
      }
      return blobStore(path.join(root, "blobs")).prune();
    },
  };
}

export type VersionStore = ReturnType<typeof createVersionStore>;
