// @ts-check
/**
 * Load benchmark of the site's server: the project's Node server (server/main.mjs,
 * as `npm start` runs it) against Debian's nginx serving the same build/client
 * folder, in the same run, on the same machine, with the same load.
 *
 * Targets: the home page `/` and the largest JavaScript file under /assets/ that
 * build/client/index.html references, both requested with `Accept-Encoding: br, gzip`
 * so the precompressed .br files made at build time are what is sent.
 *
 *   npm run build && npm run bench:server
 *   npm run bench:server -- --build --connections 50 --duration 10 --warmup 2
 *
 * Options:
 *   --build              run `npm run build` first
 *   --connections N      concurrent connections (default 50)
 *   --duration S         measured seconds per target and server (default 10)
 *   --warmup S           unmeasured seconds before each measurement (default 2)
 *   --pipelining N       requests in flight per connection (default 1)
 *
 * Writes reports/bench-server.json. Exits 1 when nginx is missing, a server fails
 * or errors, or any response is not 200; otherwise 0 (the figures are not budgets).
 * Loopback only (127.0.0.1). Both servers are stopped on exit and on Ctrl-C.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "./free-port.mjs";
import { nginxConfig } from "./nginx-config.mjs";

/**
 * autocannon publishes no type declarations: only the parts used here are typed.
 * @typedef {{ average: number, mean?: number, stddev: number, min: number, max: number, p50: number, p97_5: number, p99: number }} Histogram
 * @typedef {{ requests: Histogram, latency: Histogram, throughput: Histogram, errors: number, timeouts: number,
 *   non2xx: number, mismatches: number, duration: number, statusCodeStats: Record<string, { count: number }> }} AutocannonResult
 * @typedef {Promise<AutocannonResult> & { stop(): void, on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void }} AutocannonInstance
 * @typedef {(options: Record<string, unknown>) => AutocannonInstance} Autocannon
 */
const require = createRequire(import.meta.url);
/** @type {Autocannon} */
const autocannon = require("autocannon");

// autocannon 8 appends every response body to a string (for body checks, unused here). For a
// 57 KB brotli file that decoding, not the server, is the limit: about 45 MB/s, some 800
// requests/s whatever the server. Counting bytes is all this benchmark needs, so it is off.
/** @type {{ prototype: { addBody?: (data: Buffer) => void } } | undefined} */
let pipelinedQueue;
try {
  pipelinedQueue = require("autocannon/lib/pipelinedRequestsQueue");
} catch {
  pipelinedQueue = undefined;
}
const bodiesSkipped = typeof pipelinedQueue?.prototype.addBody === "function";
if (pipelinedQueue && bodiesSkipped) pipelinedQueue.prototype.addBody = () => {};
else {
  console.warn("note: could not stop autocannon from keeping response bodies; large assets will be limited by the load generator.");
}

const projectRoot = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const buildRoot = path.join(projectRoot, "build/client");
const reportPath = path.join(projectRoot, "reports/bench-server.json");
const HOST = "127.0.0.1";
const HEADERS = { "accept-encoding": "br, gzip" };
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const { values: args } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    pipelining: { type: "string", default: "1" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log("Usage: node scripts/bench-server.mjs [--build] [--connections 50] [--duration 10] [--warmup 2] [--pipelining 1]");
  process.exit(0);
}

/** @param {string} name @param {string} value @param {number} min */
function positiveNumber(name, value, min) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) {
    console.error(`--${name} must be a number ≥ ${min}, got "${value}".`);
    process.exit(1);
  }
  return n;
}
const settings = {
  connections: Math.round(positiveNumber("connections", args.connections, 1)),
  duration: positiveNumber("duration", args.duration, 1),
  warmup: positiveNumber("warmup", args.warmup, 0),
  pipelining: Math.round(positiveNumber("pipelining", args.pipelining, 1)),
};

// ---------------------------------------------------------------- clean-up

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {string | undefined} */
let tempDir;
/** @type {AutocannonInstance | undefined} */
let running;

function cleanUpSync() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = undefined;
}
process.on("exit", cleanUpSync);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping both servers.`);
    running?.stop();
    cleanUpSync();
    process.exit(130);
  });
}

/** Stops the servers and waits (briefly) until they are gone. */
async function stopServers() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          const force = setTimeout(() => child.kill("SIGKILL"), 3000);
          child.once("exit", () => {
            clearTimeout(force);
            resolve(undefined);
          });
          child.kill("SIGTERM");
        }),
    ),
  );
  cleanUpSync();
}

/** @param {string} message */
async function fail(message) {
  console.error(`\n${message}`);
  await stopServers();
  process.exit(1);
}

// ---------------------------------------------------------------- helpers

/**
 * One GET with the benchmark's headers; the body is counted, not decoded.
 * @param {string} url
 * @returns {Promise<{ status: number, encoding: string, cacheControl: string, bytes: number }>}
 */
function probe(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: HEADERS, agent: false, timeout: 2000 }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
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

/**
 * Waits until `url` answers 200 (or the process exits, or 15 s pass).
 * @param {string} name @param {string} url @param {import("node:child_process").ChildProcess} child
 * @param {() => string} output what the process printed so far
 */
async function waitForServer(name, url, child, output) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await fail(`${name} exited before answering (code ${child.exitCode ?? child.signalCode}).\n${output()}`);
    }
    try {
      const { status } = await probe(url);
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fail(`${name} did not answer 200 on ${url} within 15 s.\n${output()}`);
}

/**
 * Starts a long-running process, keeping what it prints for error messages.
 * @param {string} command @param {string[]} argv @param {NodeJS.ProcessEnv} [env]
 */
function startProcess(command, argv, env = process.env) {
  const child = spawn(command, argv, { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.push(child);
  return { child, output: () => output };
}

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Percentile of sorted values (nearest rank).
 * @param {Float64Array} sorted @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * CPU seconds (user + system) used so far by a process and its direct children
 * (nginx's workers), from /proc; NaN where /proc is not available.
 * @param {number | undefined} pid
 */
function cpuSeconds(pid) {
  if (pid === undefined || !existsSync("/proc/self/stat")) return NaN;
  /** @param {string} id */
  const stat = (id) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      // After "(comm) ": state ppid … utime (index 11) stime (index 12).
      return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return undefined;
    }
  };
  let ticks = stat(String(pid))?.ticks ?? NaN;
  for (const id of readdirSync("/proc")) {
    if (!/^\d+$/.test(id) || id === String(pid)) continue;
    const child = stat(id);
    if (child?.ppid === pid) ticks += child.ticks;
  }
  return ticks / CLOCK_TICKS;
}

// ---------------------------------------------------------------- preconditions

const nginxBinary = [
  "/usr/sbin/nginx",
  ...(process.env.PATH ?? "")
    .split(":")
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, "nginx")),
].find((candidate) => existsSync(candidate));
if (!nginxBinary) {
  console.error(
    "nginx is not installed. The benchmark compares with Debian's nginx:\n" +
      "  apt-get install nginx                              (as root; add libnginx-mod-http-brotli-static for brotli)\n" +
      "The system service is not used: the benchmark runs its own nginx on a free loopback port.",
  );
  process.exit(1);
}
const nginxVersion = spawnSync(nginxBinary, ["-v"], { encoding: "utf8" })
  .stderr.trim()
  .replace(/^nginx version: nginx\//, "");
const brotli = existsSync(BROTLI_MODULE);

if (args.build) {
  console.log("Building (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const indexFile = path.join(buildRoot, "index.html");
if (!existsSync(indexFile) || !existsSync(path.join(buildRoot, "404/index.html"))) {
  console.error(`No build in ${buildRoot}. Run "npm run build" first, or pass --build.`);
  process.exit(1);
}

// The largest JavaScript file the home page references (script, modulepreload or import()).
const referenced = new Set(readFileSync(indexFile, "utf8").match(/\/assets\/[\w.-]+\.js(?=["'`)\s])/g) ?? []);
const scripts = [...referenced]
  .map((urlPath) => ({ urlPath, file: path.join(buildRoot, urlPath) }))
  .filter(({ file }) => existsSync(file))
  .map(({ urlPath, file }) => ({ urlPath, size: statSync(file).size }))
  .sort((a, b) => b.size - a.size);
const largestScript = scripts[0];
if (!largestScript) {
  console.error("build/client/index.html references no JavaScript under /assets/: nothing to measure as the asset.");
  process.exit(1);
}
const targets = [
  { name: "home page", path: "/" },
  { name: "largest JS asset", path: largestScript.urlPath },
];

// ---------------------------------------------------------------- servers

const nodePort = await freePort(HOST);
const nginxPort = await freePort(HOST);
tempDir = mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
// nginx workers drop to an unprivileged user when started as root: let them read the folder.
chmodSync(tempDir, 0o755);

const cacheMap = `
  # The Node server's rules (server/app.mjs): hashed assets a year, pages revalidated, the rest a day.
  map $uri $cache_control {
    ~^/assets/   "public, max-age=31536000, immutable";
    ~\\.html$     "no-cache";
    default      "public, max-age=86400";
  }`;
const nginxConf = nginxConfig({
  dir: tempDir,
  main: `# Written by scripts/bench-server.mjs for one benchmark run; deleted afterwards.
${brotli ? `load_module ${BROTLI_MODULE};\n` : ""}worker_processes auto;
`,
  workerConnections: 1024,
  http: `  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
${cacheMap}
`,
  server: `    listen ${HOST}:${nginxPort};
    server_name _;
    root ${buildRoot};

    gzip_static on;
${brotli ? "    brotli_static on;\n" : ""}
    add_header Cache-Control $cache_control always;
    add_header X-Content-Type-Options nosniff always;

    location / {
      try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;`,
});
const nginxConfPath = path.join(tempDir, "nginx.conf");
writeFileSync(nginxConfPath, nginxConf);
const nginxArgs = ["-p", tempDir, "-c", nginxConfPath, "-e", path.join(tempDir, "error.log")];
const nginxTest = spawnSync(nginxBinary, [...nginxArgs, "-t", "-q"], { encoding: "utf8" });
if (nginxTest.status !== 0) await fail(`nginx rejected its configuration:\n${nginxTest.stderr}`);

const nodeServer = startProcess(process.execPath, [path.join(projectRoot, "server/main.mjs")], {
  ...process.env,
  PORT: String(nodePort),
  HOST,
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
});
const nginxServer = startProcess(nginxBinary, nginxArgs);

const servers = [
  { name: "Node (npm start)", key: "node", base: `http://${HOST}:${nodePort}`, ...nodeServer },
  {
    name: `nginx ${nginxVersion}`,
    key: "nginx",
    base: `http://${HOST}:${nginxPort}`,
    ...nginxServer,
  },
];
for (const server of servers) await waitForServer(server.name, `${server.base}/`, server.child, server.output);

// Both servers must send the same thing: status 200, the same encoding, the same bytes.
console.log(`\nWhat each server sends with Accept-Encoding: ${HEADERS["accept-encoding"]}`);
/** @type {Record<string, Record<string, Awaited<ReturnType<typeof probe>>>>} */
const served = {};
for (const target of targets) {
  for (const server of servers) {
    const answer = await probe(server.base + target.path);
    (served[target.path] ??= {})[server.key] = answer;
    console.log(
      `  ${target.path.padEnd(38)} ${server.name.padEnd(22)} ${answer.status} ${answer.encoding.padEnd(8)} ` +
        `${fixed(answer.bytes).padStart(7)} B  Cache-Control: ${answer.cacheControl}`,
    );
    if (answer.status !== 200) await fail(`${server.name} answered ${answer.status} for ${target.path}.`);
  }
  const [a, b] = servers.map((server) => served[target.path]?.[server.key]);
  if (a && b && (a.encoding !== b.encoding || a.bytes !== b.bytes)) {
    console.log(`  note: the two servers send ${target.path} differently (encoding or size); compare with care.`);
  }
}

// ---------------------------------------------------------------- load

/**
 * Runs autocannon once; with `measure`, also keeps every response time (sub-millisecond;
 * autocannon's own percentiles are whole milliseconds).
 * @param {string} url @param {number} duration @param {boolean} measure
 */
async function load(url, duration, measure) {
  let times = new Float64Array(1 << 16);
  let count = 0;
  running = autocannon({
    url,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration,
    headers: HEADERS,
    timeout: 10,
  });
  if (measure) {
    running.on("response", (_client, _status, _bytes, ms) => {
      if (count === times.length) {
        const bigger = new Float64Array(times.length * 2);
        bigger.set(times);
        times = bigger;
      }
      times[count++] = ms;
    });
  }
  const result = await running;
  running = undefined;
  return { result, times: times.subarray(0, count).sort() };
}

const totalSeconds = targets.length * servers.length * (settings.warmup + settings.duration);
console.log(
  `\nLoad: ${settings.connections} connections, pipelining ${settings.pipelining}, ` +
    `${settings.warmup} s warm-up + ${settings.duration} s measured per target and server (about ${Math.ceil(totalSeconds)} s).`,
);

/**
 * @typedef {{ target: string, path: string, server: string, serverName: string, requestsPerSecond: number,
 *   requestsPerSecondStddev: number, requests: number,
 *   latencyMs: { mean: number, p50: number, p97_5: number, p99: number, max: number },
 *   autocannonLatencyMs: { p50: number, p97_5: number, p99: number }, throughputMBps: number,
 *   errors: number, timeouts: number, not200: number, statuses: Record<string, number>, durationSeconds: number,
 *   cpuPercent: { server: number, loadGenerator: number } }} Run
 */
/** @type {Run[]} */
const runs = [];
let failed = false;
for (const target of targets) {
  for (const server of servers) {
    const url = server.base + target.path;
    process.stdout.write(`  ${target.name} on ${server.name}… `);
    if (settings.warmup > 0) await load(url, settings.warmup, false);
    const serverCpuBefore = cpuSeconds(server.child.pid);
    const loaderCpuBefore = process.cpuUsage();
    const { result, times } = await load(url, settings.duration, true);
    const loaderCpu = process.cpuUsage(loaderCpuBefore);
    const serverCpu = cpuSeconds(server.child.pid) - serverCpuBefore;
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
    const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const not200 = requests - (statuses["200"] ?? 0);
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    /** @type {Run} */
    const run = {
      target: target.name,
      path: target.path,
      server: server.key,
      serverName: server.name,
      requestsPerSecond: result.requests.average,
      requestsPerSecondStddev: result.requests.stddev,
      requests,
      latencyMs: {
        mean: result.latency.average,
        p50: percentile(times, 50),
        p97_5: percentile(times, 97.5),
        p99: percentile(times, 99),
        max: result.latency.max,
      },
      autocannonLatencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
      },
      throughputMBps: result.throughput.average / 1e6,
      errors: result.errors,
      timeouts: result.timeouts,
      not200,
      statuses,
      durationSeconds: result.duration,
      // Share of one core used during the measured seconds (2 cores = 200 %).
      cpuPercent: {
        server: (100 * serverCpu) / result.duration,
        loadGenerator: (100 * (loaderCpu.user + loaderCpu.system)) / 1e6 / result.duration,
      },
    };
    runs.push(run);
    console.log(
      `${fixed(run.requestsPerSecond)} req/s (CPU: server ${fixed(run.cpuPercent.server)} %, ` +
        `load generator ${fixed(run.cpuPercent.loadGenerator)} % of one core)`,
    );
    if (run.errors > 0 || run.not200 > 0 || !alive) {
      failed = true;
      console.error(
        `  ${server.name} on ${target.path}: ${run.errors} errors (${run.timeouts} timeouts), ${run.not200} responses not 200` +
          `${alive ? "" : ", and the server has exited"}. Statuses: ${JSON.stringify(statuses)}`,
      );
      if (!alive) console.error(server.output());
    }
  }
}

// ---------------------------------------------------------------- report

/** @param {string} targetPath @param {string} key */
const runOf = (targetPath, key) => runs.find((run) => run.path === targetPath && run.server === key);
const ratios = targets.map((target) => {
  const node = runOf(target.path, "node");
  const nginx = runOf(target.path, "nginx");
  return {
    target: target.name,
    path: target.path,
    nodeOverNginx: node && nginx && nginx.requestsPerSecond > 0 ? node.requestsPerSecond / nginx.requestsPerSecond : NaN,
  };
});

const header = [
  "Target",
  "Server",
  "Requests/s (mean)",
  "Latency p50 (ms)",
  "p97.5 (ms)",
  "p99 (ms)",
  "Throughput (MB/s)",
  "Errors / non-200",
  "Node/nginx req/s",
];
const rows = runs.map((run) => {
  const ratio = ratios.find((r) => r.path === run.path)?.nodeOverNginx ?? NaN;
  return [
    `${run.target} \`${run.path}\``,
    run.serverName,
    fixed(run.requestsPerSecond),
    fixed(run.latencyMs.p50, 2),
    fixed(run.latencyMs.p97_5, 2),
    fixed(run.latencyMs.p99, 2),
    fixed(run.throughputMBps, 1),
    `${run.errors} / ${run.not200}`,
    run.server === "node" ? fixed(ratio, 2) : "",
  ];
});
const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
const table = [
  `| ${header.join(" | ")} |`,
  `| ${header.map((_, i) => (numeric.has(i) ? "---:" : "---")).join(" | ")} |`,
  ...rows.map((row) => `| ${row.join(" | ")} |`),
].join("\n");

const cpus = os.cpus();
const machine = {
  cpu: cpus[0]?.model.trim() ?? "unknown",
  cores: cpus.length,
  memoryGB: Math.round(os.totalmem() / 1e9),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  nginx: nginxVersion,
  nginxCompression: brotli ? "brotli_static + gzip_static" : "gzip_static only (libnginx-mod-http-brotli-static not installed)",
};

console.log(`\n${table}\n`);
console.log(
  `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB; Node ${machine.node}; nginx ${machine.nginx} ` +
    `(${machine.nginxCompression}, worker_processes auto); load generator on the same machine.`,
);
if (!brotli) console.log("nginx serves gzip only here: apt-get install libnginx-mod-http-brotli-static for brotli.");

mkdirSync(path.dirname(reportPath), { recursive: true });
writeFileSync(
  reportPath,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      settings: {
        ...settings,
        headers: HEADERS,
        host: HOST,
        autocannonBodiesSkipped: bodiesSkipped,
      },
      served,
      runs,
      ratios,
      table,
      ok: !failed,
    },
    null,
    2,
  )}\n`,
);
console.log(`Results: ${path.relative(projectRoot, reportPath)}`);

await stopServers();
process.exit(failed ? 1 : 0);
