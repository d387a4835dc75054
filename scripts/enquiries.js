/**
 * `npm run enquiries`: the owner's CSV export of enquiries, from the built
 * server (server/enquiries/export.ts), so it runs wherever `npm start` does.
 *
 *   npm run enquiries                          # list, and write exports/enquiries-<date>.csv
 *   npm run enquiries -- --since 2026-09-01    # only enquiries from that day on
 *   npm run enquiries -- --out -               # the CSV to standard output
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const entry = new URL("../build/server/index.js", import.meta.url);
try {
  if (!existsSync(entry)) throw new Error('No build found (missing build/server/index.js). Run "npm run build" first.');
  const { EXPORT_USAGE, exportEnquiries, loadEnvFile, readExportArgs } = await import(entry.href);
  loadEnvFile(projectRoot);
  let options;
  try {
    options = readExportArgs(process.argv.slice(2));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${EXPORT_USAGE}`);
  }
  await exportEnquiries(projectRoot, options);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
