/** The two servers of the benchmark as child processes: `node server.js` (as `npm start`) and a throw-away nginx. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "../net";
import { serverEnv } from "../serve";
import { BROTLI_MODULE, staticSiteConfig } from "./nginx-site";

export const HOST = "127.0.0.1";
export const NGINX = "/usr/sbin/nginx";

export interface ServerProcess {
  key: "node" | "nginx";
  name: string;
  base: string;
  child: ChildProcess;
  output(): string;
}

export interface Answer {
  status: number;
  encoding: string;
  cacheControl: string;
  bytes: number;
}

/** One GET; the body is counted, not decoded. */
export function probe(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: 2000 }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          cacheControl: String(response.headers["cache-control"] ?? ""),
          bytes,
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

function start(
  key: ServerProcess["key"],
  name: string,
  base: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { key, name, base, child, output: () => output };
}

async function waitUntilServing(server: ServerProcess) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`${server.name} exited before answering.\n${server.output()}`);
    if ((await probe(`${server.base}/`, {}).catch(() => undefined))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} did not answer 200 within 15 s.\n${server.output()}`);
}

export const nginxVersion = () =>
  spawnSync(NGINX, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: nginx\//, "");

/** Starts both on free loopback ports; `stop()` ends them and removes the temporary folder. */
export async function startServers(projectRoot: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  // nginx workers drop to an unprivileged user when started as root: let them read the folder.
  chmodSync(dir, 0o755);
  const brotli = existsSync(BROTLI_MODULE);
  const [nodePort, nginxPort] = [await freePort(HOST), await freePort(HOST)];
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, staticSiteConfig({ dir, root: path.join(projectRoot, "build/client"), host: HOST, port: nginxPort, brotli }));
  const nginxArgs = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  const test = spawnSync(NGINX, [...nginxArgs, "-t", "-q"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejected its configuration:\n${test.stderr}`);
  const servers: ServerProcess[] = [
    start("node", "Node (npm start)", `http://${HOST}:${nodePort}`, process.execPath, ["server.js"], {
      cwd: projectRoot,
      env: { ...process.env, ...serverEnv(path.join(dir, "data")), PORT: String(nodePort), NODE_ENV: "production" },
    }),
    start("nginx", `nginx ${nginxVersion()}`, `http://${HOST}:${nginxPort}`, NGINX, nginxArgs, {}),
  ];
  const stop = async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 3000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const server of servers) await waitUntilServing(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, brotli, stop };
}
