/**
 * `npm test`: every check and test of the project, in order, each run even
 * after another failed, then a summary whose last line is "N passed, N failed"
 * over every runner. A failed step that is not a test runner (typecheck, lint,
 * the format check, the build) counts as one failure; so does a test runner
 * that failed without reporting a failed test (a file that does not load, a crash).
 * The one build serves both the server tests and the browser tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "./net";

export interface Counts {
  passed: number;
  failed: number;
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** For test runners: what their report says. */
  counts?: Counts;
  /** Why the step did not run. */
  skipped?: string;
  /** How long it took, in seconds. */
  seconds?: number;
}

/** The parts of Vitest's JSON report that are counted. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; assertionResults: unknown[] }[];
}

/** Passed and failed tests in a Vitest JSON report; a test file that failed without any test (it did not load) is one failure. */
export function vitestCounts(report: VitestReport): Counts {
  const brokenFiles = report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/** The parts of Playwright's JSON report that are counted. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

/** Passed (flaky ones too: they passed on a retry) and failed tests in a Playwright JSON report; an error outside the tests is one failure. */
export function playwrightCounts(report: PlaywrightReport): Counts {
  const outside = report.errors?.length ? 1 : 0;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + outside };
}

/** What a step adds to the total: its tests, or one failure for a failed step with no failed test to show for it. */
export function tally(step: StepResult): Counts {
  const counts = step.counts ?? { passed: 0, failed: 0 };
  return !step.ok && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

export function summary(steps: readonly StepResult[]): string[] {
  const lines = ["Summary"];
  const total = { passed: 0, failed: 0 };
  for (const step of steps) {
    const counts = tally(step);
    total.passed += counts.passed;
    total.failed += counts.failed;
    const detail = step.skipped
      ? ` (skipped: ${step.skipped})`
      : step.counts
        ? `: ${step.counts.passed} passed, ${step.counts.failed} failed`
        : "";
    const time = step.seconds === undefined ? "" : ` (${Math.round(step.seconds)} s)`;
    lines.push(`  ${step.ok ? "ok  " : "FAIL"} ${step.name}${detail}${time}`);
  }
  lines.push(`${total.passed} passed, ${total.failed} failed`);
  return lines;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
}

/** Runs a command with its output collected, for checks run side by side; resolves with its status and output. */
function runCollected(command: string, args: string[]): Promise<{ ok: boolean; output: string; seconds: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n`, seconds: seconds(start) }));
    child.on("close", (status) => resolve({ ok: status === 0, output, seconds: seconds(start) }));
  });
}

function readReport<T>(file: string): T | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs everything from the project folder; returns the steps' results. Reports go to `reports/` (Playwright empties test-results/). */
export async function validate(reports = "reports"): Promise<StepResult[]> {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const steps: StepResult[] = [];
  const check = (name: string, command: string, args: string[]) => {
    const start = performance.now();
    steps.push({ name, ok: run(command, args), seconds: seconds(start) });
  };
  const vitest = (project: string) => {
    const start = performance.now();
    const file = path.join(reports, `${project}.json`);
    const ok = run("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${file}`]);
    const report = readReport<VitestReport>(file);
    steps.push({ name: `${project} tests`, ok, counts: report && vitestCounts(report), seconds: seconds(start) });
  };

  // The static checks are single-threaded: side by side, their output printed in order once all have finished.
  const checks: [string, string, string[]][] = [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["format", "npx", ["prettier", "--check", "."]],
  ];
  const results = await Promise.all(checks.map(([, command, args]) => runCollected(command, args)));
  checks.forEach(([name, command, args], index) => {
    console.log(`\n▶ ${command} ${args.join(" ")}\n${results[index]!.output}`);
    steps.push({ name, ok: results[index]!.ok, seconds: results[index]!.seconds });
  });
  vitest("unit");
  check("build", "npm", ["run", "--silent", "build"]);
  const built = steps.at(-1)!.ok;
  if (built) {
    // After the build: two servers on one database render the built site (server/publish/instances.db.test.ts).
    vitest("db");
    vitest("server");
    // The browser tests start `npm start` on a free port (playwright.config.ts) and write reports/e2e.json.
    const start = performance.now();
    const ok = run("npx", ["playwright", "test"], { E2E_PORT: String(await freePort()) });
    const report = readReport<PlaywrightReport>(path.join(reports, "e2e.json"));
    steps.push({ name: "browser tests", ok, counts: report && playwrightCounts(report), seconds: seconds(start) });
  } else {
    steps.push({ name: "db tests", ok: false, skipped: "the build failed" });
    steps.push({ name: "server tests", ok: false, skipped: "the build failed" });
    steps.push({ name: "browser tests", ok: false, skipped: "the build failed" });
  }
  return steps;
}
