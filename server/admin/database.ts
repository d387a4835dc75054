/**
 * The admin's tables, in the enquiry database (server/enquiries/store.ts),
 * brought up to date by a Migrator of their own (table `admin_migration`) so
 * that the enquiry store's migrations stay untouched. Decision 0028.
 *
 * Secrets (sessions, sign-in links, WebAuthn challenges) are stored as the
 * SHA-256 of a random token, never as the token. Times are ISO 8601 UTC
 * strings, as in the enquiry store.
 */
import { Migrator, type Kysely, type Migration } from "kysely";
import type { EnquiryRow, OutboxRow, Store } from "../enquiries/store";

export interface AdminTables {
  admin_users: { id: string; email: string; name: string; created_at: string; disabled_at: string | null };
  admin_passkeys: {
    id: string;
    user_id: string;
    public_key: string;
    counter: number;
    transports: string;
    label: string;
    created_at: string;
    last_used_at: string | null;
  };
  admin_sessions: {
    id_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
    ip: string;
    user_agent: string;
  };
  admin_links: {
    token_hash: string;
    user_id: string;
    purpose: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  admin_challenges: { id_hash: string; challenge: string; user_id: string | null; purpose: string; expires_at: string };
  admin_audit: { id: string; at: string; user_id: string | null; action: string; detail: string; ip: string };
  enquiry_notes: { enquiry_id: string; status: string; notes: string; updated_at: string; updated_by: string | null };
  admin_alerts: { enquiry_id: string; sent_at: string };
}

const migrations: Record<string, Migration> = {
  "2026-11-23-admin": {
    async up(db) {
      await db.schema
        .createTable("admin_users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("disabled_at", "text")
        .execute();
      await db.schema
        .createTable("admin_passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema
        .createTable("admin_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .addColumn("ip", "text", (c) => c.notNull())
        .addColumn("user_agent", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("admin_links")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema
        .createTable("admin_challenges")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("admin_audit")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("ip", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("admin_audit_at").on("admin_audit").column("at").execute();
      await db.schema
        .createTable("enquiry_notes")
        .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("notes", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("admin_alerts")
        .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
        .addColumn("sent_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db) {
      for (const table of [
        "admin_alerts",
        "enquiry_notes",
        "admin_audit",
        "admin_challenges",
        "admin_links",
        "admin_sessions",
        "admin_passkeys",
        "admin_users",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};

/** The enquiry store's own tables, as the admin reads them (server/enquiries/store.ts owns them). */
interface EnquiryTables {
  enquiries: EnquiryRow;
  outbox: OutboxRow;
}

export type AdminDb = Kysely<AdminTables & EnquiryTables>;

/** The enquiry store's database with the admin's tables, created or brought up to date. */
export async function openAdminDb(store: Pick<Store, "db" | "location">): Promise<AdminDb> {
  const db = store.db as unknown as AdminDb;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "admin_migration",
    migrationLockTableName: "admin_migration_lock",
  });
  const { error } = await migrator.migrateToLatest();
  if (error)
    throw new Error(`Could not prepare the admin's tables at ${store.location}: ${error instanceof Error ? error.message : error}`);
  return db;
}
