/**
 * The interaction benchmark's figures: each control's medians, the budget
 * (every control's first-press median ≤ 2× the native popover reference's),
 * and the harness's own check (a popover opened a known delay after the click
 * must measure that delay more than the reference).
 */
import { median, ms, textTable } from "../table";
import type { PressRun } from "./measure";

export const BUDGET_FACTOR = 2;
/** How far a calibration may be from its delay before the harness is not trusted: about three frames. */
export const CALIBRATION_TOLERANCE_MS = 50;

export interface ControlSummary {
  id: string;
  label: string;
  /** Median of the first presses, ms; Infinity when most presses showed nothing. */
  first: number;
  /** Median of the second presses, or NaN when there is none. */
  second: number;
  /** Median time the page was busy before the first press's listener ran (not in `first`). */
  inputDelay: number;
  ratio: number;
  matched: string[];
  runs: PressRun[];
}

const firstOf = (runs: PressRun[]) => median(runs.map((run) => run.first?.ms ?? Infinity));

export function summariseControl(id: string, label: string, runs: PressRun[], reference: number): ControlSummary {
  const first = firstOf(runs);
  const pressedTwice = runs.filter((run) => run.second !== undefined);
  return {
    id,
    label,
    first,
    second: median(pressedTwice.map((run) => run.second?.ms ?? Infinity)),
    inputDelay: median(runs.flatMap((run) => (run.first ? [run.first.inputDelayMs] : []))),
    ratio: first / reference,
    matched: [...new Set(runs.flatMap((run) => [run.first?.matched, run.second?.matched].filter((m): m is string => Boolean(m))))],
    runs,
  };
}

/** Single presses vary by tens of milliseconds: the check judges medians of at least this many. */
export const CALIBRATION_MIN_RUNS = 3;

export interface CalibrationCheck {
  delay: number;
  /** Calibration median less the reference median. */
  measured: number;
  /** null: too few runs to judge. */
  ok: boolean | null;
}

export function checkCalibration(delay: number, runs: PressRun[], reference: number): CalibrationCheck {
  const measured = firstOf(runs) - reference;
  const ok = runs.length < CALIBRATION_MIN_RUNS ? null : Math.abs(measured - delay) <= CALIBRATION_TOLERANCE_MS;
  return { delay, measured, ok };
}

/**
 * `comparisons` (what the browser does by itself for a control's press) are
 * shown below the controls, as the reference is: measured, not budgeted.
 */
export function interactionReport(
  reference: ControlSummary,
  controls: ControlSummary[],
  calibration: CalibrationCheck[],
  comparisons: ControlSummary[] = [],
) {
  const limit = BUDGET_FACTOR * reference.first;
  const failures = controls
    .filter((control) => !(control.first <= limit))
    .map((control) => `${control.label}: first press ${ms(control.first)}, budget ≤ ${ms(limit)} (${BUDGET_FACTOR}× the reference)`);
  if (!(reference.first > 0 && Number.isFinite(reference.first))) failures.push(`reference: no measurement (${ms(reference.first)})`);
  const row = (c: ControlSummary, budgeted: boolean) => [
    c.label,
    ms(c.first) + (budgeted && !(c.first <= limit) ? "*" : " "),
    Number.isFinite(c.ratio) ? `${c.ratio.toFixed(1)}×` : "–",
    ms(c.second),
    ms(c.inputDelay),
  ];
  const text = textTable([
    ["Control", "1st press", "× ref", "2nd press", "input delay"],
    ...controls.map((c) => row(c, true)),
    ...comparisons.map((c) => row(c, false)),
    row(reference, false),
  ]);
  const verdict = (ok: boolean | null) =>
    ok === null
      ? " (too few runs to judge)"
      : ok
        ? " (ok)"
        : ` (off by more than ${CALIBRATION_TOLERANCE_MS} ms: do not trust these figures)`;
  const checks = calibration.map(
    (c) =>
      `harness check: a popover opened ${c.delay} ms after the click measured ${ms(c.measured)} more than the reference${verdict(c.ok)}`,
  );
  return { limit, failures, text, checks };
}
