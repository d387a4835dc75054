/**
 * The owner's list of enquiries (`npm run enquiries`): prints the latest ones
 * and writes all of them, or those since a date, to a CSV file for a
 * spreadsheet. Reads the same settings as the server (DATABASE_URL or
 * DATA_DIR, from the environment or .env), so it works on the machine that
 * runs the site.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatReceived, serviceLabel } from "~/enquiry/notification";
import { readSettings } from "../settings";
import { toCsv } from "./csv";
import { PRIVATE_FILE_MODE, makePrivate, openStore } from "./store";

export const EXPORT_USAGE = "Usage: npm run enquiries -- [--since YYYY-MM-DD] [--out FILE|-] [--separator ;]";

export interface ExportOptions {
  since?: string;
  out?: string;
  separator: string;
}

/** The command line's options, or an error message in English. */
export function readExportArgs(argv: string[]): ExportOptions {
  const { values } = parseArgs({
    args: argv,
    options: { since: { type: "string" }, out: { type: "string" }, separator: { type: "string", default: ";" } },
  });
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since))
    throw new Error(`--since must be a date like 2026-09-01, got "${values.since}".`);
  if (values.separator.length !== 1) throw new Error(`--separator must be one character, got "${values.separator}".`);
  return { since: values.since, out: values.out, separator: values.separator };
}

export async function exportEnquiries(projectRoot: string, options: ExportOptions, print: (line: string) => void = console.log) {
  const settings = readSettings(process.env, { projectRoot });
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const rows = await store.listEnquiries({ since: options.since });
    const csv = toCsv(rows, { separator: options.separator });
    if (options.out === "-") {
      process.stdout.write(csv);
      return;
    }
    const file = path.resolve(options.out ?? path.join(projectRoot, "exports", `enquiries-${new Date().toISOString().slice(0, 10)}.csv`));
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Names and phone numbers: for the server's user only, like the database.
    makePrivate(file);
    writeFileSync(file, csv, { mode: PRIVATE_FILE_MODE });
    const pending = rows.filter((row) => !row.sent_at).length;
    print(`${rows.length} enquiries${options.since ? ` since ${options.since}` : ""}; ${pending} notification e-mails waiting.`);
    for (const row of rows.slice(0, 20)) {
      print(`  ${formatReceived(row.created_at)}  ${row.name} · ${row.phone} · ${serviceLabel(row.service)} · ${row.town}`);
    }
    if (rows.length > 20) print(`  … and ${rows.length - 20} more`);
    print(`CSV: ${file}`);
  } finally {
    await store.close();
  }
}
