/**
 * The site's published versions (decisions 0029, 0043, 0045). What each
 * version is (its state: rendering, ready, failed with the reason; when; by
 * whom; what changed) and its content (the owner's edits over the
 * repository's defaults, whole) live in the database (content-db.ts), shared
 * by every server process on it, as does which version is live. Each process
 * keeps on its own disk, in DATA_DIR/versions/, what it derives from them:
 *
 *   <n>/site-<code>/   version n's rendered pages (client/: HTML and loader data; security.json), made by
 *                      the deployed code whose identity is <code> (`codeOf` in publisher.ts; render.ts)
 *   <n>/content/gallery/  the uploaded photos (as stored, before their sizes) that version's gallery names
 *   blobs/             the rendered files, each stored once by its content, linked into the sites
 *
 * and mirrors the live version's edits into DATA_DIR/content/ (as JSON files),
 * so that `npm run build` with the same DATA_DIR builds the site as it is
 * live. Version 0 is the deployed build (the project's build/). What is kept
 * is in `prune`.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { ContentOverlays } from "~/content/overlay";
import { UPLOADS_FOLDER, galleryFiles } from "~/content/gallery-overlay";
import { overlayFiles } from "~/content/overlay";
import { insertVersion, openContentDb, parseOverlays, type ContentDb, type ContentTables } from "./content-db";
import { writeWhole } from "../write-whole";
import { blobStore } from "./render";

export type VersionState = "building" | "ready" | "failed";

/** How many versions are kept besides the live one (`prune`). */
export const KEPT_VERSIONS = 10;

/** A version still rendering after this long was left by a server that stopped (another one may be rendering for a while). */
export const UNFINISHED_AFTER_MS = 10 * 60_000;

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
  /** The version it was made from (the live one then): what its change is measured against. */
  basedOn: number;
}

/** The deployed build, as version 0. */
export const DEPLOYED = 0;

/** The edits of a content folder's JSON files, as they are (the content schemas check them where they are used). */
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
 * (older versions keep theirs). A photo found nowhere is an error when
 * `required` (a new version), skipped otherwise (a version made by another
 * server: its pages need only the photo's sizes, shared through the database).
 */
export function syncUploads(
  toDir: string,
  names: readonly string[],
  fromDir: string,
  sources: Readonly<Record<string, string>> = {},
  required = true,
) {
  const to = path.join(toDir, UPLOADS_FOLDER);
  const wanted = new Set(names);
  for (const name of wanted) {
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    const source = sources[name] ?? path.join(fromDir, UPLOADS_FOLDER, name);
    if (!existsSync(source)) {
      if (required) throw new Error(`the uploaded photo ${name} is missing (${source})`);
      continue;
    }
    linkOrCopy(source, target);
  }
  if (existsSync(to)) for (const name of readdirSync(to)) if (!wanted.has(name)) rmSync(path.join(to, name), { force: true });
}

type Row = ContentTables["content_versions"];

const recordOf = (row: Row): VersionRecord => ({
  id: Number(row.id),
  state: row.state as VersionState,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
  by: row.by_name,
  change: JSON.parse(row.change) as string[],
  reason: row.reason,
  // Rows made before the base was recorded: the version before it, as it was then without rollbacks.
  basedOn: row.based_on === null ? Math.max(Number(row.id) - 1, DEPLOYED) : Number(row.based_on),
});

export async function openVersionStore({
  store,
  dataDir,
  projectRoot,
  now = () => new Date(),
}: {
  /** The enquiry store's database (server/enquiries/store.ts), where the content tables are kept. */
  store: { db: unknown; location: string };
  dataDir: string;
  projectRoot: string;
  now?: () => Date;
}) {
  const db: ContentDb = await openContentDb(store);
  const root = path.join(dataDir, "versions");
  /** The live version's edits, mirrored as files (and, before the database, where they were kept). */
  const contentDir = path.join(dataDir, "content");
  const dirOf = (id: number) => path.join(root, String(id));

  // Version 0, the first time: the edits the content folder held then (a site published before the database).
  await db
    .insertInto("content_versions")
    .values({
      id: DEPLOYED,
      state: "ready",
      created_at: now().toISOString(),
      finished_at: null,
      by_name: "",
      change: "[]",
      reason: null,
      overlays: JSON.stringify(readOverlaysIn(contentDir)),
      based_on: null,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();

  async function row(id: number) {
    return db.selectFrom("content_versions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async function liveId(): Promise<number> {
    const live = await db.selectFrom("content_live").select("version_id").where("key", "=", "live").executeTakeFirst();
    return live ? Number(live.version_id) : DEPLOYED;
  }

  async function overlays(id: number): Promise<ContentOverlays> {
    const found = await db.selectFrom("content_versions").select("overlays").where("id", "=", id).executeTakeFirst();
    if (!found) throw new Error(`content_versions has no row ${id}`);
    return parseOverlays(id, found.overlays);
  }

  /** Every local folder of a numbered version. */
  function folders(): number[] {
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((name) => /^[1-9]\d*$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
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
    /** This server's copy of the uploaded photos a version's gallery names (0: the content folder's, before any version). */
    versionContentDir: (id: number) => path.join(dirOf(id), "content"),

    /** Every numbered version, newest first. */
    async list(): Promise<VersionRecord[]> {
      const rows = await db.selectFrom("content_versions").selectAll().where("id", ">", DEPLOYED).orderBy("id", "desc").execute();
      return rows.map(recordOf);
    },

    async get(id: number): Promise<VersionRecord | null> {
      const found = await row(id);
      return found ? recordOf(found) : null;
    },

    liveId,

    /** Makes version `id` the live one, for every server on the database. */
    async setLive(id: number) {
      const values = { key: "live", version_id: id, updated_at: now().toISOString() };
      await db
        .insertInto("content_live")
        .values(values)
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ version_id: id, updated_at: values.updated_at }))
        .execute();
    },

    /** A version's edits, checked by the content schemas. */
    overlays,

    /** The owner's current edits: the live version's. */
    currentOverlays: async () => overlays(await liveId()),

    /**
     * A new version, rendering, with its content: the current edits with
     * `change` over them; the new uploaded photos its gallery names (name →
     * where each is now) are kept in its folder.
     */
    async create(change: ContentOverlays, by: string, uploads: Readonly<Record<string, string>> = {}): Promise<VersionRecord> {
      const live = await liveId();
      const content = { ...(await overlays(live)), ...change };
      const id = await insertVersion(db, {
        state: "building",
        created_at: now().toISOString(),
        finished_at: null,
        by_name: by,
        change: JSON.stringify(Object.keys(change)),
        reason: null,
        overlays: JSON.stringify(content),
        based_on: live,
      });
      // The photos its gallery names: the new uploads, and those of the version it starts from (decision 0030).
      const from = live === DEPLOYED ? contentDir : path.join(dirOf(live), "content");
      rmSync(dirOf(id), { recursive: true, force: true });
      syncUploads(path.join(dirOf(id), "content"), galleryFiles(content.gallery), from, uploads);
      return (await this.get(id))!;
    },

    async finish(id: number, result: { ok: true } | { ok: false; reason: string }) {
      await db
        .updateTable("content_versions")
        .set({ state: result.ok ? "ready" : "failed", finished_at: now().toISOString(), reason: result.ok ? null : result.reason })
        .where("id", "=", id)
        .execute();
      const record = await this.get(id);
      if (!record) throw new Error(`content_versions has no row ${id}`);
      return record;
    },

    /** Mirrors version `id`'s edits (and the uploaded photos it names) into DATA_DIR/content, once it is live here. */
    async adoptContent(id: number) {
      const content = await overlays(id);
      if (id !== DEPLOYED) syncUploads(contentDir, galleryFiles(content.gallery), path.join(dirOf(id), "content"), {}, false);
      writeOverlaysIn(contentDir, content);
    },

    /** Keeps the files `names` of `dir` (an uploaded photo's sizes) in the database, for the other servers (decision 0045). */
    async keepPhotoFiles(dir: string, names: readonly string[]) {
      const at = now().toISOString();
      for (const name of names) {
        await db
          .insertInto("content_photos")
          .values({ name, bytes: readFileSync(path.join(dir, name)), created_at: at })
          .onConflict((conflict) => conflict.column("name").doNothing())
          .execute();
      }
    },

    /** An uploaded photo's size kept in the database, if it is there. */
    async photoFile(name: string): Promise<Buffer | undefined> {
      const found = await db.selectFrom("content_photos").select("bytes").where("name", "=", name).executeTakeFirst();
      return found ? Buffer.from(found.bytes) : undefined;
    },

    /** Versions left rendering by a server that stopped: failed, with that reason. */
    async failUnfinished(reason: string) {
      const before = new Date(now().getTime() - UNFINISHED_AFTER_MS).toISOString();
      await db
        .updateTable("content_versions")
        .set({ state: "failed", finished_at: now().toISOString(), reason })
        .where("state", "=", "building")
        .where("created_at", "<", before)
        .execute();
    },

    /**
     * What is kept (decision 0043): the live version and the KEPT_VERSIONS
     * newest others, each with its pages as rendered by the deployed code
     * `code` (pages of earlier deploys are removed: their scripts are gone);
     * older versions (their rows too), folders of versions this database
     * does not have and files left half-written are removed, then the
     * rendered files no version links to.
     */
    async prune(code: string, live?: number) {
      const liveNow = live ?? (await liveId());
      const newest = await db
        .selectFrom("content_versions")
        .select("id")
        .where("id", ">", DEPLOYED)
        .orderBy("id", "desc")
        .limit(KEPT_VERSIONS)
        .execute();
      const kept = new Set([liveNow, ...newest.map((found) => Number(found.id))]);
      await db
        .deleteFrom("content_versions")
        .where("id", ">", DEPLOYED)
        .where("id", "not in", [...kept])
        .where("state", "!=", "building")
        .execute();
      for (const id of folders()) {
        if (!kept.has(id)) {
          rmSync(dirOf(id), { recursive: true, force: true });
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

export type VersionStore = Awaited<ReturnType<typeof openVersionStore>>;
