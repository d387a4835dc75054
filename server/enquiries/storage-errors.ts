/**
 * What went wrong with the enquiries database, in words an operator can act
 * on, naming the file. SQLite reports a full disk, a read-only file and a
 * process's file-size limit with codes that say little by themselves ("disk
 * I/O error"), and a failed transaction's rollback used to hide even those
 * ("cannot rollback - no transaction is active"): these checks look at the
 * file, its folder and the process's limits to say which it was.
 */
import { accessSync, constants, existsSync, readFileSync, statSync, statfsSync } from "node:fs";
import path from "node:path";

/** An error from the database with the cause found and the database named; the original is its `cause`. */
export class StorageError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = "StorageError";
  }
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? "");
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The largest file this process may write, in bytes (`ulimit -f`); undefined when unlimited or unknown (Linux only). */
export function fileSizeLimit(limits = "/proc/self/limits"): number | undefined {
  try {
    const line = readFileSync(limits, "utf8")
      .split("\n")
      .find((row) => row.startsWith("Max file size"));
    const soft = line?.slice("Max file size".length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

function freeBytes(folder: string): number | undefined {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

function writable(file: string) {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/**
 * Why writing SQLite's `file` failed, as far as the file system can tell:
 * the disk is full, the file-size limit was reached, the file or its folder
 * is read-only; or SQLite's own words when none of these is the case.
 */
export function explainSqliteFailure(error: unknown, file: string): string {
  const code = codeOf(error);
  const folder = path.dirname(file);
  const said = `${messageOf(error)}${code ? ` (${code})` : ""}`;
  if (code.startsWith("SQLITE_READONLY") || !writable(folder) || (existsSync(file) && !writable(file))) {
    return `${file} or its folder is read-only for this process (user ${process.getuid?.() ?? "?"}): ${said}`;
  }
  const limit = fileSizeLimit();
  const largest = Math.max(...["", "-wal", "-shm", "-journal"].map((suffix) => sizeOf(`${file}${suffix}`)));
  if (limit !== undefined && largest + 64 * 1024 >= limit) {
    return `the process's file-size limit (ulimit -f: ${limit} bytes) was reached writing ${file}: ${said}`;
  }
  const free = freeBytes(folder);
  if (code === "SQLITE_FULL" || (free !== undefined && free < 1024 * 1024 && code.startsWith("SQLITE_IOERR"))) {
    return `the disk holding ${file} is full (${free ?? "?"} bytes free): ${said}`;
  }
  return `${file}: ${said}`;
}

/** Wraps a failed write to the database in an error that says why, naming where the database is. */
export function storageError(error: unknown, where: { kind: "sqlite" | "postgres"; location: string }): StorageError {
  if (error instanceof StorageError) return error;
  const message =
    where.kind === "sqlite"
      ? `could not write to the enquiries database: ${explainSqliteFailure(error, where.location)}`
      : `could not reach the enquiries database ${where.location}: ${messageOf(error)}${codeOf(error) ? ` (${codeOf(error)})` : ""}`;
  return new StorageError(message, { cause: error });
}

/** Why the SQLite database could not be opened at start: the folder, the file, or damage. */
export function explainOpenFailure(error: unknown, file: string): string {
  const code = codeOf(error);
  const folder = path.dirname(file);
  if (code === "SQLITE_CORRUPT" || code === "SQLITE_NOTADB") return damagedMessage(file, messageOf(error));
  if (!existsSync(folder)) return `Cannot create the data folder ${folder} for the enquiries database: ${messageOf(error)}`;
  if (!writable(folder) || code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return (
      `Cannot open the enquiries database ${file}: the folder ${folder} or the file is not writable by this process ` +
      `(user ${process.getuid?.() ?? "?"}; SQLite also writes ${path.basename(file)}-wal and -shm beside it). ${messageOf(error)}`
    );
  }
  return `Cannot open the enquiries database ${file}: ${explainSqliteFailure(error, file)}`;
}

export function damagedMessage(file: string, details: string) {
  return (
    `The enquiries database ${file} is damaged (${details}). The server does not start on a damaged database: ` +
    `restore the latest backup (README, "Backup and restore") or move the file away to start with an empty one.`
  );
}
