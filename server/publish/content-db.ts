/**
 * The owner's content in the database (decision 0045): every published
 * version's edits (the overlays over the repository's defaults, whole, as
 * JSON checked by the content schemas), its state, and which version is
 * live, in the enquiry database (SQLite by default, PostgreSQL with
 * DATABASE_URL), brought up to date by a Migrator of its own (table
 * `content_migration`). Several server processes on one database share them:
 * each renders the live version's pages for itself (render.ts) and follows
 * the live version within a second (`watchLive` in publisher.ts).
 *
 * Version 0 is the deployed build; its row holds the edits that were in the
 * content folder (DATA_DIR/content) when the database was first opened, so
 * that a site published before keeps its content.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from "kysely";
import type { ContentOverlays } from "~/content/overlay";
import { overlaySchemas } from "~/content/overlay.schema";

export interface ContentTables {
  content_versions: {
    id: number;
    state: string;
    created_at: string;
    finished_at: string | null;
    by_name: string;
    change: string;
    reason: string | null;
    overlays: string;
    /** The version it was made from (the live one then); null for the rows made before it was recorded. */
    based_on: number | null;
  };
  content_live: { key: string; version_id: number; updated_at: string };
  /** The sizes of the owner's uploaded photos, by their file name (app/lib/image-sizes.server.ts). */
  content_photos: { name: string; bytes: Buffer; created_at: string };
}

const migrations: Record<string, Migration> = {
  "2026-11-27-content": {
    async up(db) {
      await db.schema
        .createTable("content_versions")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("by_name", "text", (c) => c.notNull())
        .addColumn("change", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("overlays", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("content_live")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("version_id", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable("content_photos")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("bytes", postgres ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("content_photos").execute();
      await db.schema.dropTable("content_live").execute();
      await db.schema.dropTable("content_versions").execute();
    },
  },
  "2026-11-28-version-base": {
    async up(db) {
      await db.schema.alterTable("content_versions").addColumn("based_on", "integer").execute();
    },
    async down(db) {
      await db.schema.alterTable("content_versions").dropColumn("based_on").execute();
    },
  },
};

export type ContentDb = Kysely<ContentTables>;

/** The database's content tables, created or brought up to date. */
export async function openContentDb(store: { db: unknown; location: string }): Promise<ContentDb> {
  const db = store.db as ContentDb;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "content_migration",
    migrationLockTableName: "content_migration_lock",
  });
  const { error } = await migrator.migrateToLatest();
  if (error)
    throw new Error(`Could not prepare the content tables at ${store.location}: ${error instanceof Error ? error.message : error}`);
  return db;
}

/**
 * A version's stored edits, each checked with its schema as when it was
 * saved; an error names the version and the field (a row edited by hand, or
 * written by a later code that this one does not know).
 */
export function parseOverlays(id: number, text: string): ContentOverlays {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`content_versions row ${id}: overlays is not JSON (${error instanceof Error ? error.message : error})`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`content_versions row ${id}: overlays is not an object`);
  const overlays: Record<string, unknown> = {};
  for (const [key, edit] of Object.entries(value)) {
    const schema = overlaySchemas[key as keyof typeof overlaySchemas];
    if (!schema) throw new Error(`content_versions row ${id}: overlays.${key} is not content this site knows`);
    const result = schema.safeParse(edit);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`content_versions row ${id}: overlays.${key}.${issue.path.map(String).join(".")} ${issue.message}`);
    }
    overlays[key] = result.data;
  }
  return overlays as ContentOverlays;
}

/** The next version's number: one more than any stored, in the same statement that stores it (unique by its key). */
export async function insertVersion(db: ContentDb, row: Omit<ContentTables["content_versions"], "id">): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { next } = await db
      .selectFrom("content_versions")
      .select(sql<number>`coalesce(max(id), 0) + 1`.as("next"))
      .executeTakeFirstOrThrow();
    try {
      await db
        .insertInto("content_versions")
        .values({ ...row, id: Number(next) })
        .execute();
      return Number(next);
    } catch (error) {
      // Another server took the number meanwhile: the next one.
      const code = (error as { code?: string }).code;
      if (attempt < 5 && (code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY")) continue;
      throw error;
    }
  }
}
