/**
 * `npm run bench:server` (scripts/bench-server.ts): the Node server (`npm
 * start`) against Debian's nginx serving the same build/client, in the same
 * run, with the same load from wrk: the home page and the largest JavaScript
 * file it loads, both with `Accept-Encoding: br, gzip` so that the files
 * compressed at build time are what is sent. Writes reports/bench-server.json;
 * the figures are not budgets: it fails only on an error or a response outside 2xx/3xx.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadServerBundle } from "../serve";
import { endedChildrenCpuSeconds, processCpuSeconds } from "./cpu";
import { HOST, probe, startServers, type Answer, type ServerProcess } from "./servers";
import { WRK_SCRIPT, runWrk, type Load, type WrkResult } from "./wrk";

export const HEADERS = { "accept-encoding": "br, gzip" };

export interface ServerBenchOptions {
  build: boolean;
  connections: number;
  seconds: number;
  warmup: number;
  threads: number;
}

export function readServerBenchOptions(argv: string[]): ServerBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: "boolean", default: false },
      connections: { type: "string", default: "50" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      threads: { type: "string", default: "1" },
    },
  });
  const whole = (name: string, value: string, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, got "${value}".`);
    return n;
  };
  return {
    build: values.build,
    connections: whole("connections", values.connections, 1),
    seconds: whole("duration", values.duration, 1),
    warmup: whole("warmup", values.warmup, 0),
    threads: whole("threads", values.threads, 1),
  };
}

/** What the benchmark reads of React Router's assets manifest (`ServerBuild["assets"]`). */
interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; index?: boolean; module: string; imports?: string[] } | undefined>;
}

/** The largest JavaScript file the home page loads at once: the client entry's, the root route's or the home route's. */
export function largestScript(assets: AssetsManifest, sizeOf: (urlPath: string) => number | undefined): string | undefined {
  const routes = Object.values(assets.routes).filter(
    (route) => route !== undefined && (route.id === "root" || (route.index === true && route.parentId === "root")),
  );
  const named = new Set([
    assets.entry.module,
    ...assets.entry.imports,
    ...routes.flatMap((route) => [route!.module, ...(route!.imports ?? [])]),
  ]);
  return [...named]
    .map((urlPath) => ({ urlPath, size: sizeOf(urlPath) ?? -1 }))
    .filter(({ size }) => size >= 0)
    .sort((a, b) => b.size - a.size)[0]?.urlPath;
}

export interface Run extends WrkResult {
  target: string;
  path: string;
  server: ServerProcess["key"];
  serverName: string;
  requestsPerSecond: number;
  throughputMBps: number;
  /** Share of one core during the measured seconds (2 cores = 200 %). */
  cpuPercent: { server: number; loadGenerator: number };
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The Markdown table of docs/performance.md. */
export function markdownTable(runs: Run[]): string {
  const header = [
    "Target",
    "Server",
    "Requests/s",
    "Latency p50 (ms)",
    "p97.5 (ms)",
    "p99 (ms)",
    "Throughput (MB/s)",
    "Errors / non-2xx",
    "Node/nginx req/s",
  ];
  const rate = (target: string, key: string) => runs.find((run) => run.path === target && run.server === key)?.requestsPerSecond ?? NaN;
  const rows = runs.map((run) => [
    `${run.target} \`${run.path}\``,
    run.serverName,
    fixed(run.requestsPerSecond),
    fixed(run.latencyMs.p50, 2),
    fixed(run.latencyMs.p97_5, 2),
    fixed(run.latencyMs.p99, 2),
    fixed(run.throughputMBps, 1),
    `${run.errors} / ${run.badStatus}`,
    run.server === "node" ? fixed(rate(run.path, "node") / rate(run.path, "nginx"), 2) : "",
  ]);
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, i) => (i >= 2 ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

export async function benchServer(projectRoot: string, options: ServerBenchOptions): Promise<{ ok: boolean }> {
  const root = path.join(projectRoot, "build/client");
  const { assets } = await (await loadServerBundle(projectRoot)).loadBuild();
  const asset = largestScript(assets, (urlPath) => {
    try {
      return statSync(path.join(root, urlPath)).size;
    } catch {
      return undefined;
    }
  });
  if (!asset) throw new Error("The build's assets manifest names no JavaScript for the home page: nothing to measure as the asset.");
  const targets = [
    { name: "home page", path: "/" },
    { name: "largest JS asset", path: asset },
  ];
  const scriptDir = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  const script = path.join(scriptDir, "report.lua");
  writeFileSync(script, WRK_SCRIPT);
  const { servers, brotli, stop } = await startServers(projectRoot);
  const load: Load = { connections: options.connections, threads: options.threads, seconds: options.seconds, headers: HEADERS };
  const runs: Run[] = [];
  const served: Record<string, Record<string, Answer>> = {};
  try {
    console.log(`\nWhat each server sends with Accept-Encoding: ${HEADERS["accept-encoding"]}`);
    for (const target of targets) {
      for (const server of servers) {
        const answer = await probe(server.base + target.path, HEADERS);
        (served[target.path] ??= {})[server.key] = answer;
        console.log(
          `  ${target.path.padEnd(38)} ${server.name.padEnd(20)} ${answer.status} ${answer.encoding.padEnd(8)} ${fixed(answer.bytes).padStart(7)} B  Cache-Control: ${answer.cacheControl}`,
        );
        if (answer.status !== 200) throw new Error(`${server.name} answered ${answer.status} for ${target.path}.`);
      }
      const [a, b] = servers.map((server) => served[target.path]?.[server.key]);
      if (a?.encoding !== b?.encoding || a?.bytes !== b?.bytes)
        console.log(`  note: the two servers send ${target.path} differently; compare with care.`);
    }
    console.log(
      `\nLoad (wrk): ${options.connections} connections, ${options.threads} thread${options.threads > 1 ? "s" : ""}, ` +
        `${options.warmup} s warm-up + ${options.seconds} s measured per target and server.`,
    );
    for (const target of targets) {
      for (const server of servers) {
        const url = server.base + target.path;
        process.stdout.write(`  ${target.name} on ${server.name}… `);
        if (options.warmup > 0) await runWrk(url, script, { ...load, seconds: options.warmup });
        const [serverBefore, loaderBefore] = [processCpuSeconds(server.child.pid), endedChildrenCpuSeconds()];
        const result = await runWrk(url, script, load);
        const cpu = (seconds: number) => (100 * seconds) / result.seconds;
        const run: Run = {
          ...result,
          target: target.name,
          path: target.path,
          server: server.key,
          serverName: server.name,
          requestsPerSecond: result.requests / result.seconds,
          throughputMBps: result.bytes / result.seconds / 1e6,
          cpuPercent: {
            server: cpu(processCpuSeconds(server.child.pid) - serverBefore),
            loadGenerator: cpu(endedChildrenCpuSeconds() - loaderBefore),
          },
        };
        runs.push(run);
        console.log(
          `${fixed(run.requestsPerSecond)} req/s (CPU: server ${fixed(run.cpuPercent.server)} %, wrk ${fixed(run.cpuPercent.loadGenerator)} % of one core)`,
        );
      }
    }
  } finally {
    await stop();
    rmSync(scriptDir, { recursive: true, force: true });
  }
  const failed = runs.filter((run) => run.errors > 0 || run.badStatus > 0);
  for (const run of failed)
    console.error(`  ${run.serverName} on ${run.path}: ${run.errors} errors, ${run.badStatus} responses outside 2xx/3xx`);
  const table = markdownTable(runs);
  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 1e9),
    node: process.version,
    nginx: servers.find((server) => server.key === "nginx")?.name,
    nginxCompression: brotli ? "brotli_static + gzip_static" : "gzip_static only (libnginx-mod-http-brotli-static not installed)",
  };
  console.log(`\n${table}\n`);
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB; Node ${machine.node}; ${machine.nginx} (${machine.nginxCompression}, ` +
      `worker_processes auto); servers and wrk on the same cores, on ${HOST}.`,
  );
  const file = path.join(projectRoot, "reports/bench-server.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, settings: { ...options, headers: HEADERS, host: HOST, loadGenerator: "wrk" }, served, runs, table, ok: failed.length === 0 }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(projectRoot, file)}`);
  return { ok: failed.length === 0 };
}
