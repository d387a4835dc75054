/**
 * `npm run backup`: a consistent copy of the SQLite enquiries database, made
 * with SQLite's online backup while the server keeps running, checked with
 * PRAGMA quick_check, readable by the server's user only. Restoring is
 * copying it back while the server is stopped (README, "Backup and
 * restore"). With DATABASE_URL the enquiries are in PostgreSQL, which has its
 * own tools (pg_dump, pg_restore): the command says so.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { readSettings } from "../settings";
import { openStore } from "./store";

export const BACKUP_USAGE = "Usage: npm run backup -- [--out FILE]";

/** The command line's options, or an error message in English. */
export function readBackupArgs(argv: string[]): { out?: string } {
  const { values } = parseArgs({ args: argv, options: { out: { type: "string" } } });
  return { out: values.out };
}

/** `backups/enquiries-2026-11-23T10-15-00Z.sqlite` under the project. */
export function defaultBackupFile(projectRoot: string, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.join(projectRoot, "backups", `enquiries-${stamp}.sqlite`);
}

export async function backupEnquiries(projectRoot: string, options: { out?: string }, print: (line: string) => void = console.log) {
  const settings = readSettings(process.env, { projectRoot });
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const file = path.resolve(options.out ?? defaultBackupFile(projectRoot));
    const { enquiries } = await store.backupTo(file);
    print(`Backup of ${enquiries} enquiries: ${file}`);
    print(
      `To restore it: stop the server, copy it to ${path.join(settings.dataDir, "enquiries.sqlite")}, delete any -wal and -shm files beside that, start the server.`,
    );
    return file;
  } finally {
    await store.close();
  }
}
