import { describe, expect, it } from "vitest";
import { readBenchOptions } from "./options";

describe("npm run bench's options", () => {
  it("by default builds, runs Lighthouse 3 times on every page, each control on 5 fresh pages and 3 while each loads", () => {
    expect(readBenchOptions([])).toEqual({
      runs: 3,
      routes: null,
      desktop: false,
      observed: false,
      build: true,
      lighthouse: true,
      interactions: true,
      interactionRuns: 5,
      controls: [],
      duringLoad: true,
      duringLoadRuns: 3,
    });
  });

  it("reads the options of today's benchmark and the interaction part", () => {
    const options = readBenchOptions([
      "--runs",
      "1",
      "--routes",
      "/, /prices",
      "--no-build",
      "--interactions-only",
      "--controls",
      "theme,map",
    ]);
    expect(options).toMatchObject({ runs: 1, routes: ["/", "/prices"], build: false, lighthouse: false, interactions: true });
    expect(options.controls).toEqual(["theme", "map"]);
    expect(readBenchOptions(["--observed"]).observed).toBe(true);
    expect(readBenchOptions(["--no-during-load", "--during-load-runs", "5"])).toMatchObject({ duringLoad: false, duringLoadRuns: 5 });
    expect(readBenchOptions(["--no-interactions", "--desktop"])).toMatchObject({ interactions: false, lighthouse: true, desktop: true });
  });

  it("refuses what it cannot honour", () => {
    expect(() => readBenchOptions(["--runs", "0"])).toThrow(/--runs must be a positive integer/);
    expect(() => readBenchOptions(["--interaction-runs", "2.5"])).toThrow(/--interaction-runs/);
    expect(() => readBenchOptions(["--interactions-only", "--no-interactions"])).toThrow(/exclude each other/);
    expect(() => readBenchOptions(["--fast"])).toThrow();
  });
});
