// @ts-check
/**
 * The owner's list of enquiries: prints the latest ones and writes all of
 * them (or those since a date) to a CSV file for a spreadsheet. Reads the
 * same settings as the server (DATABASE_URL or DATA_DIR, from the
 * environment or .env), so it works on the machine that runs the site.
 *
 *   npm run enquiries                          # list, and write exports/enquiries-<date>.csv
 *   npm run enquiries -- --since 2026-09-01    # only enquiries from that day on
 *   npm run enquiries -- --out -               # the CSV to standard output
 *   npm run enquiries -- --separator ,         # commas instead of semicolons
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadSettings, projectRoot } from "../server/config.mjs";
import { toCsv } from "../server/enquiries/csv.mjs";
import { openStore } from "../server/enquiries/store.mjs";

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        since: { type: "string" },
        out: { type: "string" },
        separator: { type: "string", default: ";" },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : error}\nUsage: npm run enquiries -- [--since YYYY-MM-DD] [--out FILE|-] [--separator ;]`);
  }
}

const args = readArgs();
if (args.since && !/^\d{4}-\d{2}-\d{2}$/.test(args.since)) fail(`--since must be a date like 2026-09-01, got "${args.since}".`);
if (args.separator.length !== 1) fail(`--separator must be one character, got "${args.separator}".`);

/** @type {Awaited<ReturnType<typeof loadSettings>>} */
let settings;
try {
  settings = await loadSettings();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { shared, config } = settings;
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const rows = await store.listEnquiries({ since: args.since });
  const csv = toCsv(rows, { labels: shared, separator: args.separator });
  if (args.out === "-") {
    process.stdout.write(csv);
  } else {
    const file = path.resolve(args.out ?? path.join(projectRoot, "exports", `enquiries-${new Date().toISOString().slice(0, 10)}.csv`));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, csv);
    const pending = rows.filter((row) => !row.sent_at).length;
    console.log(`${rows.length} запитвания${args.since ? ` от ${args.since}` : ""}; ${pending} чакат изпращане по имейл.`);
    for (const row of rows.slice(0, 20)) {
      console.log(`  ${shared.formatReceived(row.created_at)}  ${row.name} · ${row.phone} · ${shared.serviceLabel(row.service)} · ${row.town}`);
    }
    if (rows.length > 20) console.log(`  … и още ${rows.length - 20}`);
    console.log(`CSV: ${file}`);
  }
} finally {
  await store.close();
}
