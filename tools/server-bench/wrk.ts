/**
 * One load run with wrk (Debian's `wrk`: a C load generator, light enough that
 * on a small machine the servers, not the generator, set the pace). A Lua
 * `done` hook prints the summary as one JSON line.
 */
import { spawn } from "node:child_process";

export interface WrkResult {
  requests: number;
  seconds: number;
  bytes: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status outside 2xx and 3xx. */
  badStatus: number;
  latencyMs: { mean: number; p50: number; p97_5: number; p99: number; max: number };
}

export const WRK_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration":%d,"bytes":%d,"errors":%d,"status":%d,' ..
    '"mean":%f,"p50":%d,"p97_5":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.timeout, e.status,
    latency.mean, latency:percentile(50), latency:percentile(97.5), latency:percentile(99), latency.max))
end
`;

/** The figures from wrk's output (microseconds become milliseconds). */
export function parseWrk(output: string): WrkResult {
  const line = output.split("\n").find((text) => text.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const raw = JSON.parse(line.slice("WRK_JSON ".length)) as Record<string, number>;
  const ms = (key: string) => (raw[key] ?? NaN) / 1000;
  return {
    requests: raw.requests ?? 0,
    seconds: (raw.duration ?? NaN) / 1e6,
    bytes: raw.bytes ?? 0,
    errors: raw.errors ?? 0,
    badStatus: raw.status ?? 0,
    latencyMs: { mean: ms("mean"), p50: ms("p50"), p97_5: ms("p97_5"), p99: ms("p99"), max: ms("max") },
  };
}

export interface Load {
  connections: number;
  threads: number;
  seconds: number;
  headers: Record<string, string>;
}

export function wrkArgs(url: string, scriptFile: string, load: Load): string[] {
  return [
    "-c",
    String(load.connections),
    "-t",
    String(load.threads),
    "-d",
    `${load.seconds}s`,
    "--timeout",
    "10s",
    ...Object.entries(load.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    scriptFile,
    url,
  ];
}

export function runWrk(url: string, scriptFile: string, load: Load): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", wrkArgs(url, scriptFile, load), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else resolve(parseWrk(output));
    });
  });
}
