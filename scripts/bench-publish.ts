/**
 * `npm run bench:publish`: how long the owner's saves take to be live (a
 * price, the phone, the price again, a 12-megapixel photo), with the server's peak memory and
 * the data folder's growth for each (tools/bench/publish.ts). Budgets are
 * printed beside the figures; a missed one is reported, never a failure. Fails
 * only if a save is refused or its change never shows.
 *
 *   npm run build && npm run bench:publish
 *   npm run bench:publish -- --keep-data   (keeps the data folder to look into)
 */
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { MB, POLL_MS, RSS_SAMPLE_MS, budgetMisses, publishTable, runPublishBench } from "../tools/bench/publish";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

try {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { "keep-data": { type: "boolean" } } });
  if (!existsSync(new URL("../build/server/index.js", import.meta.url))) throw new Error('No build: run "npm run build" first.');
  if (!existsSync("/proc/self/status")) throw new Error("This benchmark reads memory from /proc: it runs on Linux only.");
  const memory = /^MemTotal:\s+(\d+)/m.exec(readFileSync("/proc/meminfo", "utf8"))?.[1];
  console.log(
    `Publishing: a price, the phone, the price again and a 12-megapixel photo saved through the owner's forms, on ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${memory ? `${Math.round(Number(memory) / 1024 / 1024)} GB RAM, ` : ""}` +
      `Node ${process.version}; load average before ${load()}.`,
  );
  const { steps, photoBytes } = await runPublishBench(projectRoot, { keepDataDir: values["keep-data"] });
  console.log(
    `\nPages asked every ${POLL_MS} ms; memory: VmRSS of the server and the processes under it, summed, read from /proc ` +
      `every ${RSS_SAMPLE_MS} ms; disk: the data folder's allocated blocks, a linked file counted once. ` +
      `Photo sent: ${(photoBytes / MB).toFixed(1)} MB. Load average after ${load()}.\n`,
  );
  console.log(publishTable(steps));
  const misses = budgetMisses(steps);
  if (misses.length > 0) console.log(`\n${misses.join("\n")}`);
  const failed = steps.filter((step) => step.failure);
  if (failed.length > 0 || steps.length < 4) {
    console.error(`\nFAILED: ${failed.map((step) => `${step.name}: ${step.failure}`).join("; ") || "not every change was measured"}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
