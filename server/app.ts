/**
 * The entry of the server build (vite.config.ts): build/server/index.js, the
 * Node server that server.js starts. React Router's server build is imported
 * dynamically, as in React Router's node-custom-server template, so Vite
 * writes it as a chunk of its own, which the prerender also reads at build time.
 */
import type { ServerBuild } from "react-router";
import { startServer } from "./main";

/** React Router's server build: routes, entry, assets manifest, prerendered paths. */
export const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/** Starts the production server on this build. */
export async function start(projectRoot: string) {
  return startServer({ projectRoot, build: await loadBuild() });
}

export { startServer };
export { loadEnvFile } from "./main";
export { EXPORT_USAGE, exportEnquiries, readExportArgs } from "./enquiries/export";
export { BACKUP_USAGE, backupEnquiries, readBackupArgs } from "./enquiries/backup";
export { ADMIN_USAGE, readAdminArgs, runAdminCommand } from "./admin/command";
