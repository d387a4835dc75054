/**
 * `npm run bench:server`: the Node server (`npm start`) against Debian's nginx
 * serving the same build, loaded by wrk (tools/server-bench/).
 *
 *   npm run build && npm run bench:server
 *   npm run bench:server -- --build --connections 50 --duration 10 --warmup 2 --threads 1
 *
 * Needs nginx and wrk (apt-get install nginx wrk; libnginx-mod-http-brotli-static for brotli).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { benchServer, readServerBenchOptions } from "../tools/server-bench/run";
import { NGINX } from "../tools/server-bench/servers";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
try {
  const options = readServerBenchOptions(process.argv.slice(2));
  const missing = [existsSync(NGINX) ? "" : "nginx", spawnSync("wrk", ["-v"]).error ? "wrk" : ""].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `Missing ${missing.join(" and ")}: apt-get install ${missing.join(" ")} (as root; the system's nginx service is not used).`,
    );
  if (options.build && spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" }).status !== 0) process.exit(1);
  if (!existsSync(new URL("../build/client/index.html", import.meta.url)))
    throw new Error('No build: run "npm run build" first, or pass --build.');
  const { ok } = await benchServer(projectRoot, options);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
