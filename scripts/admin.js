/**
 * `npm run admin`: the owner's accounts (server/admin/command.ts), from the
 * built server, so it runs wherever `npm start` does.
 *
 *   npm run admin -- add owner@example.bg "Иван Петров"   # a user and a setup link
 *   npm run admin -- link owner@example.bg                # a new setup link
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const entry = new URL("../build/server/index.js", import.meta.url);
try {
  if (!existsSync(entry)) throw new Error('No build found (missing build/server/index.js). Run "npm run build" first.');
  const { ADMIN_USAGE, loadEnvFile, readAdminArgs, runAdminCommand } = await import(entry.href);
  loadEnvFile(projectRoot);
  let options;
  try {
    options = readAdminArgs(process.argv.slice(2));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${ADMIN_USAGE}`);
  }
  await runAdminCommand(projectRoot, options);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
