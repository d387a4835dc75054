/**
 * `npm run bench`: Lighthouse on every page and the interaction benchmark,
 * against the budgets (tools/bench/). A benchmark, not a test: npm test never runs it.
 *
 *   npm run bench                                  # build, then everything
 *   npm run bench -- --no-build --runs 5 --routes /,/prices
 *   npm run bench -- --desktop                     # Lighthouse's desktop configuration
 *   npm run bench -- --interactions-only --controls menu-home --interaction-runs 1
 */
import { fileURLToPath } from "node:url";
import { BENCH_USAGE, readBenchOptions } from "../tools/bench/options";
import { bench } from "../tools/bench/run";

let options;
try {
  options = readBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${BENCH_USAGE}`);
  process.exit(2);
}
const { failures } = await bench(fileURLToPath(new URL("..", import.meta.url)), options);
if (failures.length > 0) {
  console.log(`\n${failures.length} budget${failures.length > 1 ? "s" : ""} missed:`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery budget met.");
}
