/**
 * The interaction benchmark (issue 12, "How it is measured"): every control
 * of controls.ts, the native popover reference, a calibration popover and the
 * comparisons (what the browser does by itself for a control's press),
 * `runs` fresh pages each, interleaved so that a busy moment of the machine
 * does not fall on one control only.
 */
import { chromium } from "@playwright/test";
import { VISITOR_JS_FLAGS } from "../browser-flags";
import { CALIBRATION_DELAYS, referenceControl } from "../reference";
import { COMPARISONS, CONTROLS, DURING_LOAD_COMPARISONS, type Control } from "./controls";
import { DURING_LOAD_BUDGET_MS, PRESS_OFFSETS_MS, runDuringLoad } from "./during-load";
import { CPU_SLOWDOWN, IDLE_MS, measureOnce, type PressRun } from "./measure";
import { checkCalibration, interactionReport, summariseControl } from "./report";

/** What both interaction runs are given. */
interface RunOptions {
  siteUrl: string;
  referenceUrl: string;
  runs: number;
  /** Control ids to measure (all when empty). */
  only: string[];
}

/** Debian's Chromium, as the browser tests launch it, running scripts as a visitor's browser does (browser-flags.ts). */
const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      VISITOR_JS_FLAGS,
    ],
  });

export async function runInteractions({ siteUrl, referenceUrl, runs, only }: RunOptions) {
  const controls = CONTROLS.filter((control) => only.length === 0 || only.includes(control.id));
  const unknown = only.filter((id) => !CONTROLS.some((control) => control.id === id));
  if (unknown.length > 0) throw new Error(`No such control: ${unknown.join(", ")} (controls: ${CONTROLS.map((c) => c.id).join(", ")})`);
  const comparisons = controls.flatMap((control) => COMPARISONS[control.id] ?? []);
  const reference = referenceControl();
  // One calibration in each run is enough to notice a harness gone wrong; more with CALIBRATION_DELAYS.
  const calibrations = CALIBRATION_DELAYS.slice(-1).map((delay) => ({
    delay,
    control: referenceControl(`/delay-${delay}`, `delay-${delay}`),
  }));
  const targets: [Control, string][] = [
    [reference, referenceUrl],
    ...calibrations.map(({ control }): [Control, string] => [control, referenceUrl]),
    ...controls.map((control): [Control, string] => [control, siteUrl]),
    ...comparisons.map((control): [Control, string] => [control, siteUrl]),
  ];
  const results = new Map<string, PressRun[]>(targets.map(([control]) => [control.id, []]));
  const browser = await launchChromium();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [control, base] of targets) {
        const result = await measureOnce(browser, base, control);
        results.get(control.id)?.push(result);
        const shown = (report: PressRun["first"] | undefined) =>
          report ? `${Math.round(report.ms)} ms` : report === null ? "no result" : "–";
        console.error(`run ${run}/${runs}  ${control.label.padEnd(44)} ${shown(result.first).padStart(9)}  then ${shown(result.second)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const referenceSummary = summariseControl(reference.id, reference.label, results.get(reference.id) ?? [], NaN);
  const summarise = (control: Control) =>
    summariseControl(control.id, control.label, results.get(control.id) ?? [], referenceSummary.first);
  const summaries = controls.map(summarise);
  const calibration = calibrations.map(({ delay, control }) =>
    checkCalibration(delay, results.get(control.id) ?? [], referenceSummary.first),
  );
  const comparisonSummaries = comparisons.map(summarise);
  const report = interactionReport(referenceSummary, summaries, calibration, comparisonSummaries);
  return {
    ...report,
    json: {
      runs,
      cpuSlowdown: CPU_SLOWDOWN,
      idleMs: IDLE_MS,
      budget: `every control's first-press median ≤ 2× the reference's (${Math.round(report.limit)} ms)`,
      reference: referenceSummary,
      controls: summaries,
      comparisons: comparisonSummaries,
      calibration,
      failures: report.failures,
    },
  };
}

/** The presses while the page loads (during-load.ts), with the native popover reference first. */
export async function pressesDuringLoad({ siteUrl, referenceUrl, runs, only }: RunOptions) {
  const controls = CONTROLS.filter((control) => control.whileLoading !== false && (only.length === 0 || only.includes(control.id)));
  const browser = await launchChromium();
  try {
    const run = await runDuringLoad({
      browser,
      siteUrl,
      referenceUrl,
      reference: referenceControl(),
      controls,
      comparisons: DURING_LOAD_COMPARISONS,
      runs,
      log: (line) => console.error(line),
    });
    return {
      text: run.text,
      failures: run.failures,
      json: { runs, cpuSlowdown: CPU_SLOWDOWN, offsets: PRESS_OFFSETS_MS, budgetMs: DURING_LOAD_BUDGET_MS, rows: run.rows },
    };
  } finally {
    await browser.close();
  }
}
