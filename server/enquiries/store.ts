/**
 * Where enquiries are kept: SQLite (a file in the data folder) by default, or
 * PostgreSQL when DATABASE_URL is set. Every query goes through Kysely, so the
 * same code speaks both.
 *
 * Tables:
 * - `enquiries`: one row per accepted enquiry. `token_nonce` is unique: a form
 *   sent twice (a double click, a retry after a lost answer, a refreshed no-JS
 *   result page) is stored once.
 * - `outbox`: one notification e-mail per enquiry, written in the same
 *   transaction, sent by ./outbox.ts until it succeeds.
 * - `settings`: the secret that signs form tokens, made once and shared by
 *   every server process that uses the same database.
 *
 * Enquiries also keep the care plan asked for and the price estimate they
 * came from, worked out when they arrive (JSON text; migration of 2026-12-01).
 *
 * Times are ISO 8601 strings in UTC, which sort and compare the same way in
 * both databases.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from "kysely";
import { currentContent } from "~/content/current.server";
import type { EnquiryListRow, StoredEnquiry } from "~/enquiry/contract";
import type { Enquiry } from "~/enquiry/schema";
import { estimateCatalog, type EstimateContent } from "~/estimate/catalog";
import { estimateRecord } from "~/estimate/record";
import { damagedMessage, explainOpenFailure, storageError } from "./storage-errors";

/** A row of `enquiries`: the stored enquiry and the nonce of the form token it came with. */
export interface EnquiryRow extends StoredEnquiry {
  token_nonce: string;
}

/** A row of `outbox`: one notification e-mail of an enquiry, and where its sending stands. */
export interface OutboxRow {
  id: string;
  enquiry_id: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

interface Schema {
  enquiries: EnquiryRow;
  outbox: OutboxRow;
  settings: { key: string; value: string };
}

/** A notification that is due, claimed for sending: the enquiry and its outbox row. */
export type DueNotification = StoredEnquiry & { token_nonce: string; outbox_id: string; attempts: number; next_attempt_at: string };

const migrations: Record<string, Migration> = {
  "2026-11-22-enquiries": {
    async up(db) {
      await db.schema
        .createTable("enquiries")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("phone", "text", (column) => column.notNull())
        .addColumn("email", "text")
        .addColumn("service", "text", (column) => column.notNull())
        .addColumn("town", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("reply", "text", (column) => column.notNull())
        .addColumn("token_nonce", "text", (column) => column.notNull().unique())
        .execute();
      await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("enquiry_id", "text", (column) => column.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("outbox").execute();
      await db.schema.dropTable("enquiries").execute();
      await db.schema.dropTable("settings").execute();
    },
  },
  "2026-12-01-enquiry-plan-and-estimate": {
    async up(db) {
      // One column at a time: SQLite adds only one per statement.
      await db.schema.alterTable("enquiries").addColumn("plan", "text").execute();
      await db.schema.alterTable("enquiries").addColumn("estimate", "text").execute();
    },
    async down(db) {
      await db.schema.alterTable("enquiries").dropColumn("estimate").execute();
      await db.schema.alterTable("enquiries").dropColumn("plan").execute();
    },
  },
};

/** The row of an enquiry: its estimate worked out again from its query, at today's prices (`priceList`), as JSON. */
function enquiryRow(enquiry: Enquiry, content: EstimateContent) {
  const estimate = enquiry.estimate ? estimateRecord(enquiry.estimate, estimateCatalog(content)) : null;
  return { ...enquiry, estimate: estimate ? JSON.stringify(estimate) : null };
}

/** Where the store reports what happens to its connections (pino in the server; nothing in the command-line tools). */
export interface StoreLog {
  warn(details: object, message: string): void;
}

/** Data files (the database, its -wal and -shm, backups, exports) are for the server's user only. */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `file` for the server's user only, or takes away others' access to it if it exists. */
export function makePrivate(file: string) {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_FILE_MODE);
}

/** Refuses a SQLite database that PRAGMA quick_check finds damaged, naming the file. */
export function checkIntegrity(database: Database.Database, file: string) {
  const problems = (database.pragma("quick_check") as { quick_check: string }[])
    .map((row) => row.quick_check)
    .filter((row) => row !== "ok");
  if (problems.length > 0) throw new Error(damagedMessage(file, `PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}`));
}

/** PostgreSQL's client is loaded only for a PostgreSQL database (SQLite is the default). */
async function openPostgres(databaseUrl: string, log?: StoreLog) {
  const { default: pg } = await import("pg");
  const location = databaseUrl.replace(/:[^:@/]*@/, ":***@");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    // A database that does not answer fails the request in seconds (the visitor gets the 503 message), instead of holding it.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    keepAlive: true,
  });
  // A restart of PostgreSQL ends every connection (57P01): without these listeners the
  // 'error' event of an idle connection, or of one in use, would end the whole process.
  const lost = (error: Error) => log?.warn({ database: location, err: error }, `a PostgreSQL connection was lost: ${error.message}`);
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  return { db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), kind: "postgres" as const, location };
}

function openSqlite(dataDir: string) {
  const file = path.join(dataDir, "enquiries.sqlite");
  let database: Database.Database | undefined;
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // SQLite gives the -wal and -shm files the database file's permissions.
    for (const suffix of ["", "-wal", "-shm"]) {
      if (suffix === "" || existsSync(file + suffix)) makePrivate(file + suffix);
    }
    database = new Database(file);
    // WAL with synchronous=FULL: a committed enquiry is on disk before the
    // server answers 201, and readers (the export script) never block writers.
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
  } catch (error) {
    database?.close();
    throw new Error(explainOpenFailure(error, file), { cause: error });
  }
  try {
    checkIntegrity(database, file);
  } catch (error) {
    database.close();
    throw error;
  }
  return { db: new Kysely<Schema>({ dialect: new SqliteDialect({ database }) }), kind: "sqlite" as const, location: file, database };
}

async function connect({ databaseUrl, dataDir, log }: { databaseUrl?: string; dataDir: string; log?: StoreLog }) {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error(
        `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), got "${databaseUrl.replace(/:[^:@/]*@/, ":***@")}".`,
      );
    }
    return { ...(await openPostgres(databaseUrl, log)), database: undefined };
  }
  return openSqlite(dataDir);
}

/**
 * Runs `work` in one transaction on one connection. Unlike Kysely's own, it
 * keeps the error that failed the work: SQLite rolls a transaction back by
 * itself on a full disk or an I/O error, and the ROLLBACK that followed then
 * failed with "no transaction is active", which was all the log said.
 */
async function inTransaction<T>(db: Kysely<Schema>, work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Opens the database, creating it (and the data folder) on first start and
 * bringing its tables up to date.
 */
export async function openStore({
  databaseUrl,
  dataDir,
  log,
  now = () => new Date(),
  content = () => currentContent(),
}: {
  databaseUrl?: string;
  dataDir: string;
  log?: StoreLog;
  now?: () => Date;
  /** The prices and service area an arriving enquiry's estimate is worked out with: those published. */
  content?: () => EstimateContent;
}) {
  const { db, kind, location, database } = await connect({ databaseUrl, dataDir, log });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`Could not prepare the enquiries database: ${storageError(error, { kind, location }).message}`, { cause: error });
  }
  /** The same error, saying why and where (a full disk, a read-only file, an unreachable server). */
  const explained = (error: unknown) => storageError(error, { kind, location });

  const findByNonce = (nonce: string) => db.selectFrom("enquiries").select(["id"]).where("token_nonce", "=", nonce).executeTakeFirst();

  return {
    kind,
    location,
    db,

    /**
     * Stores an enquiry and its notification in one transaction. A second
     * enquiry with the same form token (`nonce`) returns the first one's id.
     */
    async addEnquiry(enquiry: Enquiry, nonce: string): Promise<{ id: string; duplicate: boolean }> {
      const existing = await findByNonce(nonce).catch((error: unknown) => {
        throw explained(error);
      });
      if (existing) return { id: existing.id, duplicate: true };
      const id = randomUUID();
      const createdAt = now().toISOString();
      try {
        await inTransaction(db, async (trx) => {
          await trx
            .insertInto("enquiries")
            .values({ id, created_at: createdAt, ...enquiryRow(enquiry, content()), token_nonce: nonce })
            .execute();
          await trx
            .insertInto("outbox")
            .values({ id: randomUUID(), enquiry_id: id, attempts: 0, next_attempt_at: createdAt, last_error: null, sent_at: null })
            .execute();
        });
      } catch (error) {
        // The same form sent twice at the same moment: the other request won.
        const winner = isUniqueViolation(error) ? await findByNonce(nonce).catch(() => undefined) : undefined;
        if (winner) return { id: winner.id, duplicate: true };
        throw explained(error);
      }
      return { id, duplicate: false };
    },

    /** Enquiries, newest first, with whether the company has been notified. */
    async listEnquiries({ since }: { since?: string } = {}): Promise<EnquiryListRow[]> {
      let query = db
        .selectFrom("enquiries")
        .leftJoin("outbox", "outbox.enquiry_id", "enquiries.id")
        .select([
          "enquiries.id",
          "enquiries.created_at",
          "enquiries.name",
          "enquiries.phone",
          "enquiries.email",
          "enquiries.service",
          "enquiries.town",
          "enquiries.message",
          "enquiries.reply",
          "enquiries.plan",
          "enquiries.estimate",
          "outbox.sent_at",
          "outbox.attempts",
          "outbox.last_error",
        ])
        .orderBy("enquiries.created_at", "desc")
        .orderBy("enquiries.id");
      if (since) query = query.where("enquiries.created_at", ">=", since);
      return query.execute();
    },

    /**
     * Claims up to `limit` notifications that are due, so that no other
     * process sends them at the same time: each claim moves the row's next
     * attempt `leaseMs` ahead, which is also the retry time if this process dies.
     */
    async claimDue({ limit, leaseMs }: { limit: number; leaseMs: number }): Promise<DueNotification[]> {
      const at = now();
      const due = await db
        .selectFrom("outbox")
        .innerJoin("enquiries", "enquiries.id", "outbox.enquiry_id")
        .selectAll("enquiries")
        .select(["outbox.id as outbox_id", "outbox.attempts", "outbox.next_attempt_at"])
        .where("outbox.sent_at", "is", null)
        .where("outbox.next_attempt_at", "<=", at.toISOString())
        .orderBy("outbox.next_attempt_at")
        .limit(limit)
        .execute();
      const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
      const claimed: DueNotification[] = [];
      for (const row of due) {
        const result = await db
          .updateTable("outbox")
          .set({ next_attempt_at: leaseUntil, attempts: row.attempts + 1 })
          .where("id", "=", row.outbox_id)
          .where("next_attempt_at", "=", row.next_attempt_at)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, attempts: row.attempts + 1 });
      }
      return claimed;
    },

    async markSent(outboxId: string) {
      await db
        .updateTable("outbox")
        .set({ sent_at: now().toISOString(), last_error: null })
        .where("id", "=", outboxId)
        .execute()
        .catch((error: unknown) => {
          throw explained(error);
        });
    },

    async markFailed(outboxId: string, retryAt: Date, reason: string) {
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: retryAt.toISOString(), last_error: reason.slice(0, 500) })
        .where("id", "=", outboxId)
        .execute()
        .catch((error: unknown) => {
          throw explained(error);
        });
    },

    /** How many notifications are still waiting to be sent. */
    async pendingCount() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("sent_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Deletes enquiries (and their notifications) received before `cutoff`; returns how many. */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const before = cutoff.toISOString();
      return inTransaction(db, async (trx) => {
        const old = trx.selectFrom("enquiries").select("id").where("created_at", "<", before);
        await trx.deleteFrom("outbox").where("enquiry_id", "in", old).execute();
        const result = await trx.deleteFrom("enquiries").where("created_at", "<", before).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },

    /**
     * The secret that signs form tokens: made on first start and kept in the
     * database, so tokens stay valid across restarts and across processes.
     */
    async tokenSecret() {
      const candidate = randomBytes(32).toString("base64url");
      await db
        .insertInto("settings")
        .values({ key: "token_secret", value: candidate })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
      const row = await db.selectFrom("settings").select("value").where("key", "=", "token_secret").executeTakeFirstOrThrow();
      return row.value;
    },

    /**
     * A consistent copy of the SQLite database in `file` (a new file, for the
     * server's user only), made with SQLite's online backup while the server
     * keeps running, then checked like the database at start. Returns how
     * many enquiries the copy holds. PostgreSQL has its own tool: pg_dump.
     */
    async backupTo(file: string): Promise<{ enquiries: number }> {
      if (!database) {
        throw new Error(
          `The enquiries are in PostgreSQL (${location}): back them up with PostgreSQL's own tool, e.g. ` +
            `pg_dump --format=custom --file=enquiries-$(date +%F).dump "$DATABASE_URL" (restore with pg_restore).`,
        );
      }
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      closeSync(openSync(file, "wx", PRIVATE_FILE_MODE));
      await database.backup(file);
      const copy = new Database(file, { readonly: true, fileMustExist: true });
      try {
        checkIntegrity(copy, file);
        return { enquiries: (copy.prepare("select count(*) as count from enquiries").get() as { count: number }).count };
      } finally {
        copy.close();
      }
    },

    /** Checks that the database answers (for the health of the API). */
    async ping() {
      await sql`select 1`.execute(db);
    },

    close() {
      return db.destroy();
    },
  };
}

export type Store = Awaited<ReturnType<typeof openStore>>;
