/**
 * `npm run backup`: a checked copy of the SQLite enquiries database, made
 * while the server runs (server/enquiries/backup.ts), from the built server
 * so it runs wherever `npm start` does.
 *
 *   npm run backup                                  # backups/enquiries-<date and time>.sqlite
 *   npm run backup -- --out /srv/backups/today.sqlite
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const entry = new URL("../build/server/index.js", import.meta.url);
try {
  if (!existsSync(entry)) throw new Error('No build found (missing build/server/index.js). Run "npm run build" first.');
  const { BACKUP_USAGE, backupEnquiries, loadEnvFile, readBackupArgs } = await import(entry.href);
  loadEnvFile(projectRoot);
  let options;
  try {
    options = readBackupArgs(process.argv.slice(2));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${BACKUP_USAGE}`);
  }
  await backupEnquiries(projectRoot, options);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
