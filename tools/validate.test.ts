import { describe, expect, it } from "vitest";
import { playwrightCounts, summary, tally, vitestCounts } from "./validate";

describe("counting a test runner's report", () => {
  it("takes Vitest's passed and failed tests, and a test file that did not load as one failure", () => {
    const report = {
      numPassedTests: 120,
      numFailedTests: 2,
      testResults: [
        { name: "a.test.ts", status: "failed", assertionResults: [{}, {}] },
        { name: "broken.test.tsx", status: "failed", assertionResults: [] },
        { name: "b.test.ts", status: "passed", assertionResults: [{}] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 120, failed: 3 });
  });

  it("takes Playwright's expected and flaky tests as passed, and an error outside the tests as one failure", () => {
    expect(playwrightCounts({ stats: { expected: 80, unexpected: 1, flaky: 2, skipped: 40 } })).toEqual({ passed: 82, failed: 1 });
    expect(playwrightCounts({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{}] })).toEqual({
      passed: 0,
      failed: 1,
    });
  });
});

describe("the summary", () => {
  it("counts a failed step that is not a test runner, or that failed without a failed test, as one failure", () => {
    expect(tally({ name: "lint", ok: false })).toEqual({ passed: 0, failed: 1 });
    expect(tally({ name: "unit tests", ok: false, counts: { passed: 10, failed: 0 } })).toEqual({ passed: 10, failed: 1 });
    expect(tally({ name: "unit tests", ok: false, counts: { passed: 10, failed: 2 } })).toEqual({ passed: 10, failed: 2 });
    expect(tally({ name: "typecheck", ok: true })).toEqual({ passed: 0, failed: 0 });
  });

  it("lists every step with its counts and ends with the totals of every runner", () => {
    const lines = summary([
      { name: "typecheck", ok: true, seconds: 41.6 },
      { name: "lint", ok: false },
      { name: "unit tests", ok: true, counts: { passed: 250, failed: 0 }, seconds: 20.2 },
      { name: "db tests", ok: false, counts: { passed: 28, failed: 2 } },
      { name: "build", ok: false },
      { name: "server tests", ok: false, skipped: "the build failed" },
    ]);
    expect(lines).toEqual([
      "Summary",
      "  ok   typecheck (42 s)",
      "  FAIL lint",
      "  ok   unit tests: 250 passed, 0 failed (20 s)",
      "  FAIL db tests: 28 passed, 2 failed",
      "  FAIL build",
      "  FAIL server tests (skipped: the build failed)",
      "278 passed, 5 failed",
    ]);
  });
});
