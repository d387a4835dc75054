/**
 * `npm run bench:sign-in`: how long "send me a sign-in link" takes to answer
 * for the owner's address and for an unknown one, with SMTP at a local sink
 * and unreachable (tools/bench/sign-in.ts). Fails only if a request fails or
 * is answered otherwise than "link sent", never on the timing.
 *
 *   npm run build && npm run bench:sign-in
 *   npm run bench:sign-in -- --count 200 --warmup 20 --gap 15
 */
import os from "node:os";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runSignInBench, signInTable, type SignInRun } from "../tools/bench/sign-in";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

function whole(value: string | undefined, name: string, fallback: number, min: number) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}".`);
  return number;
}

try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { count: { type: "string" }, warmup: { type: "string" }, gap: { type: "string" } },
  });
  const options = {
    count: whole(values.count, "count", 200, 1),
    warmup: whole(values.warmup, "warmup", 20, 0),
    gapMs: whole(values.gap, "gap", 15, 0),
  };
  if (!existsSync(new URL("../build/server/index.js", import.meta.url))) throw new Error('No build: run "npm run build" first.');
  console.log(
    `Sign-in link answers: ${options.count} requests per address after ${options.warmup} pairs of warm-up, ` +
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}.`,
  );
  const runs: SignInRun[] = [];
  for (const smtp of ["sink", "unreachable"] as const) {
    console.log(`Measuring with SMTP ${smtp === "sink" ? "at a local sink" : "unreachable"}…`);
    runs.push(await runSignInBench(projectRoot, smtp, options));
  }
  if (runs[0]?.answer !== runs[1]?.answer) throw new Error("The answer with SMTP unreachable differs from the one with SMTP up.");
  console.log(`\n${signInTable(runs)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
