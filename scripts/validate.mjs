// @ts-check
/**
 * The project's one test command (`npm test`): typecheck, lint, unit tests,
 * production build, browser tests against the built site. Runs every step even
 * after a failure, then prints a summary whose last line is "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";

/** Test reports (JSON). Not test-results/, which Playwright empties when it starts. */
const results = "reports";
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @type {{ name: string, ok: boolean }[]} */
const steps = [];

/** A port nothing listens on, for the server the browser tests start. */
const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === "object" && address ? address.port : 4173));
  });
});

/** @param {string} name @param {string} command @param {string[]} args */
function run(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, E2E_PORT: String(port) } });
  steps.push({ name, ok: status === 0 });
  return status === 0;
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
run("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${results}/unit.json`]);
const built = run("build", "npm", ["run", "--silent", "build"]);
if (built) run("browser tests", "npx", ["playwright", "test"]);
else steps.push({ name: "browser tests (skipped: build failed)", ok: false });

const unit = readJson(`${results}/unit.json`);
const e2e = readJson(`${results}/e2e.json`);
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit?.numFailedTests ?? 0;
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e?.stats?.unexpected ?? 0;
const failedSteps = steps.filter((step) => !step.ok);

console.log("\nSummary");
for (const step of steps) console.log(`  ${step.ok ? "ok  " : "FAIL"} ${step.name}`);
console.log(`  unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`  browser: ${e2ePassed} passed, ${e2eFailed} failed`);
// A failed step that is not a test (typecheck, lint, build) counts as one failure.
const stepFailures = failedSteps.filter((step) => !/tests/.test(step.name) || step.name.includes("skipped")).length;
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed + stepFailures} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
