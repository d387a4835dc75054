/** `npm run bench`'s command line. */
import { parseArgs } from "node:util";

export const BENCH_USAGE = `npm run bench [-- options]
  --runs N                 Lighthouse runs per page (default 3)
  --routes /,/prices       only these pages (Lighthouse)
  --desktop                Lighthouse's desktop configuration
  --observed               the page really loads over the slowed network and CPU (Lighthouse's
                           DevTools throttling) and what it paints is observed, not simulated;
                           each LCP against a bare page of its kind (text, or the page's picture)
  --no-build               reuse the last build
  --interactions-only      only the interaction benchmark
  --no-interactions        only Lighthouse
  --interaction-runs N     fresh pages per control (default 5)
  --controls menu-home,…   only these controls (ids in tools/bench/interactions/controls.ts)
  --no-during-load         without the presses while the page loads
  --during-load-runs N     fresh pages per control and moment (default 3)`;

export interface BenchOptions {
  runs: number;
  routes: string[] | null;
  desktop: boolean;
  /** Applied (DevTools) throttling instead of Lighthouse's simulation. */
  observed: boolean;
  build: boolean;
  lighthouse: boolean;
  interactions: boolean;
  interactionRuns: number;
  controls: string[];
  /** The presses while the page loads (tools/bench/interactions/during-load.ts), with the interactions. */
  duringLoad: boolean;
  duringLoadRuns: number;
}

const positive = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
};
const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function readBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string", default: "3" },
      routes: { type: "string" },
      desktop: { type: "boolean", default: false },
      observed: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      "interactions-only": { type: "boolean", default: false },
      "no-interactions": { type: "boolean", default: false },
      "interaction-runs": { type: "string", default: "5" },
      controls: { type: "string" },
      "no-during-load": { type: "boolean", default: false },
      "during-load-runs": { type: "string", default: "3" },
    },
  });
  if (values["interactions-only"] && values["no-interactions"])
    throw new Error("--interactions-only and --no-interactions exclude each other");
  return {
    runs: positive("runs", values.runs),
    routes: values.routes === undefined ? null : list(values.routes),
    desktop: values.desktop,
    observed: values.observed,
    build: !values["no-build"],
    lighthouse: !values["interactions-only"],
    interactions: !values["no-interactions"],
    interactionRuns: positive("interaction-runs", values["interaction-runs"]),
    controls: list(values.controls),
    duringLoad: !values["no-during-load"],
    duringLoadRuns: positive("during-load-runs", values["during-load-runs"]),
  };
}
