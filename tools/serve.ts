/**
 * The production server (`npm start`: build/server/index.js) started inside a
 * tool on a free loopback port, with a throw-away data folder, for the
 * benchmarks, the Observatory scan and the screenshots. `build` serves another
 * page set with the same server (the benchmarks' reference pages).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

interface ServerBundle {
  loadBuild(): Promise<ServerBuild>;
  startServer(options: { projectRoot: string; build: ServerBuild }): Promise<{ close(): Promise<void>; server: { address(): unknown } }>;
}

export interface RunningServer {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** The built server of the project in `projectRoot`; fails with the usual hint when there is no build. */
export async function loadServerBundle(projectRoot: string): Promise<ServerBundle> {
  const entry = path.join(projectRoot, "build/server/index.js");
  if (!existsSync(entry)) throw new Error('No build found (missing build/server/index.js). Run "npm run build" first.');
  return (await import(pathToFileURL(entry).href)) as ServerBundle;
}

/**
 * The settings the server reads at start: loopback, any free port, its
 * enquiries in a temporary SQLite file, no e-mail, and no per-address caps: a
 * benchmark's load all comes from one address. Quiet but for errors: its one
 * warning would be that e-mail is not configured, which is deliberate here.
 * Set only while it starts.
 */
export function serverEnv(dataDir: string): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_HOST: "",
    PAGE_RATE_LIMIT: "1000000",
    MAX_CONNECTIONS_PER_ADDRESS: "100000",
  };
}

/** `servedRoot`: the folder whose build/client is served (default: the project's own). */
export async function serveBuild(
  projectRoot: string,
  { build, servedRoot = projectRoot }: { build?: ServerBuild; servedRoot?: string } = {},
): Promise<RunningServer> {
  const bundle = await loadServerBundle(projectRoot);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-data-"));
  const env = serverEnv(dataDir);
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  let app;
  try {
    app = await bundle.startServer({ projectRoot: servedRoot, build: build ?? (await bundle.loadBuild()) });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
