/**
 * Presses while the page is still loading (issue 34): a fresh page with the
 * CPU slowed 4×, the press sent a fixed time after the page's first
 * contentful paint — not after the page went idle — while its scripts may
 * still be loading, compiling and hydrating. Timed from the press's input
 * event (its own timestamp, so the time the busy page took to notice the
 * press counts) to the end of the first frame showing the result (probe.ts).
 *
 * The first paint is noticed from the browser's own lifecycle event
 * (`Page.lifecycleEvent` „firstContentfulPaint“), and the press is sent that
 * offset later at the control's centre, found beforehand on a page loaded
 * and left idle (the first screen's layout does not move: CLS ≤ 0.01). The
 * probe is armed in the page's first animation frame, before any press, so
 * that nothing of the harness runs inside the measured press but the probe's
 * own frame callbacks. The offset actually achieved (the press event's
 * timestamp less the paint entry's start) is reported beside the intended one.
 */
import type { Browser, Page } from "@playwright/test";
import { median, ms, textTable } from "../table";
import type { Control, ProbeReport, ResultQuery } from "./controls";
import { CPU_SLOWDOWN, DEVICES, comparisonPage, reports } from "./measure";
import { probeScript } from "./probe";

/** When the press is sent, in ms after the first contentful paint. */
export const PRESS_OFFSETS_MS = [0, 250, 500, 1000, 2000] as const;
/** The budget: every press answered within this, whenever it comes after the first paint. */
export const DURING_LOAD_BUDGET_MS = 100;

export interface LoadPress {
  offset: number;
  /** The press event's timestamp less the first contentful paint, in the page's clock; null without a paint entry. */
  pressedAfterPaintMs: number | null;
  report: ProbeReport | null;
}

/** Arms the probe (probe.ts) in the page's first animation frame, for the control's result. */
function armAtFirstFrame({ queries, kind, controlQuery }: { queries: ResultQuery[]; kind: Control["press"]; controlQuery: ResultQuery }) {
  const arm = () => {
    // Not in a document the probe could not install itself in (about:blank, before the page).
    if (!window.__interactionProbe) return;
    if (!document.body) return requestAnimationFrame(arm);
    // For a hover, the probe needs the control itself (it is in the first screen's HTML); for a tap,
    // the query, to tell a tap beside the control as the page has it at that moment.
    const found = window.__interactionProbe.find(controlQuery);
    window.__interactionProbe.arm(found ?? document.body, queries, kind, controlQuery);
  };
  requestAnimationFrame(arm);
}

/** The control's centre, on a page loaded and left idle at full speed. */
export async function controlCentre(browser: Browser, url: string, control: Control): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ ...DEVICES[control.device], reducedMotion: "no-preference" });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const box = await control.locate(page).boundingBox();
    if (!box) throw new Error(`${control.label}: the control has no box on ${control.path}.`);
    if (box.y + box.height > DEVICES[control.device].viewport.height)
      throw new Error(`${control.label}: the control is not in the first screen of ${control.path}.`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** The CPU slowed, and the moment the browser says the page first painted content (a promise). */
async function throttledWithFirstPaint(page: Page): Promise<{ painted: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve) => {
    cdp.on("Page.lifecycleEvent", (event: { name: string }) => {
      if (event.name === "firstContentfulPaint") resolve();
    });
  });
  return { painted };
}

/** One fresh page, pressed `offset` ms after its first contentful paint. */
export async function pressDuringLoad(
  browser: Browser,
  url: string,
  control: Control,
  controlQuery: ResultQuery,
  centre: { x: number; y: number },
  offset: number,
): Promise<LoadPress> {
  const context = await browser.newContext({ ...DEVICES[control.device], reducedMotion: "no-preference" });
  try {
    const next = await reports(context);
    await context.addInitScript({ content: probeScript() });
    // As text, with the same stand-in for tsx's `__name()` helper as the probe's (probe.ts).
    const armArgs = JSON.stringify({ queries: control.result, kind: control.press, controlQuery });
    await context.addInitScript({ content: `var __name = (fn) => fn;\n(${armAtFirstFrame.toString()})(${armArgs});` });
    const page = await context.newPage();
    await comparisonPage(page, control);
    const { painted } = await throttledWithFirstPaint(page);
    const loading = page.goto(url, { waitUntil: "commit" });
    await painted;
    const answered = next();
    await new Promise((resolve) => setTimeout(resolve, offset));
    if (control.press === "tap") await page.touchscreen.tap(centre.x, centre.y);
    else await page.mouse.move(centre.x, centre.y);
    const report = await answered;
    await loading;
    const paint = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN),
    );
    const pressedAfterPaintMs = report && Number.isFinite(paint) ? report.eventTime - paint : null;
    return { offset, pressedAfterPaintMs, report };
  } finally {
    await context.close();
  }
}

export interface DuringLoadRow {
  id: string;
  label: string;
  /**
   * Per offset: the median press time (from the input event), ms, of the presses that landed on the
   * control; Infinity when most of them showed nothing; NaN when none landed on it.
   */
  medians: number[];
  /** Per offset: how many presses landed elsewhere, the control not yet on screen where it will be. */
  missed: number[];
  /** Per offset: the median of the offsets achieved. */
  pressedAfter: number[];
  presses: LoadPress[][];
}

export function summariseDuringLoad(id: string, label: string, presses: LoadPress[][]): DuringLoadRow {
  return {
    id,
    label,
    medians: presses.map((runs) =>
      median(runs.filter((press) => !press.report?.missed).map((press) => press.report?.fromEventMs ?? Infinity)),
    ),
    missed: presses.map((runs) => runs.filter((press) => press.report?.missed).length),
    pressedAfter: presses.map((runs) =>
      median(runs.flatMap((press) => (press.pressedAfterPaintMs === null ? [] : [press.pressedAfterPaintMs]))),
    ),
    presses,
  };
}

/** A cell of the table: the median; „no result“; or „not on screen“ when every press landed elsewhere. */
function cell(value: number, missed: number): string {
  if (Number.isFinite(value)) return ms(value);
  if (value === Infinity) return "no result";
  return missed > 0 ? "not on screen" : "–";
}

/** The table: a row per control, a column per offset; the misses of the budget (the reference's and the comparisons' rows are not judged). */
export function duringLoadReport(rows: DuringLoadRow[], unjudged: readonly string[]) {
  const text = textTable([
    ["control", ...PRESS_OFFSETS_MS.map((offset) => `+${offset} ms`)],
    ...rows.map((row) => [row.label, ...row.medians.map((value, i) => cell(value, row.missed[i] ?? 0))]),
  ]);
  const failures = rows
    .filter((row) => !unjudged.includes(row.id))
    .flatMap((row) =>
      row.medians.flatMap((value, i) =>
        value > DURING_LOAD_BUDGET_MS
          ? [
              `${row.label}: pressed ${PRESS_OFFSETS_MS[i]} ms after the first paint, ${Number.isFinite(value) ? ms(value) : "no result"} (budget ${DURING_LOAD_BUDGET_MS} ms)`,
            ]
          : [],
      ),
    );
  return { text, failures };
}

/**
 * Every control of controls.ts, the native popover reference and the comparisons (a control's
 * page without its scripts, or with its header alone), each pressed at each offset on `runs` fresh pages, interleaved so
 * that a busy moment of the machine does not fall on one only.
 */
export async function runDuringLoad({
  browser,
  siteUrl,
  referenceUrl,
  reference,
  controls,
  comparisons = {},
  runs,
  log,
}: {
  browser: Browser;
  siteUrl: string;
  referenceUrl: string;
  reference: Control;
  controls: Control[];
  /** Keyed by the control each is compared with; its row follows that control's. */
  comparisons?: Record<string, Control[]>;
  runs: number;
  log: (line: string) => void;
}) {
  const targets: [Control, string][] = [
    [reference, referenceUrl],
    ...controls.flatMap((control) => [control, ...(comparisons[control.id] ?? [])]).map((control): [Control, string] => [control, siteUrl]),
  ];
  const urlOf = (control: Control, base: string) => base + (control.loadPath ?? control.path);
  const centres = new Map<string, { x: number; y: number }>();
  for (const [control, base] of targets) centres.set(control.id, await controlCentre(browser, urlOf(control, base), control));
  const presses = new Map(targets.map(([control]) => [control.id, PRESS_OFFSETS_MS.map((): LoadPress[] => [])]));
  for (let run = 1; run <= runs; run++)
    for (const [control, base] of targets)
      for (const [i, offset] of PRESS_OFFSETS_MS.entries()) {
        const press = await pressDuringLoad(
          browser,
          urlOf(control, base),
          control,
          control.asQuery ?? { selector: "body" },
          centres.get(control.id)!,
          offset,
        );
        presses.get(control.id)![i]!.push(press);
        const shown = press.report?.missed
          ? `not on screen (pressed ${press.report.missed})`
          : press.report
            ? `${Math.round(press.report.fromEventMs)} ms`
            : "no result";
        const at = press.pressedAfterPaintMs === null ? "" : ` (pressed ${Math.round(press.pressedAfterPaintMs)} ms after the paint)`;
        log(`run ${run}/${runs}  ${control.label.padEnd(44)} +${String(offset).padEnd(5)} ${shown.padStart(9)}${at}`);
      }
  const rows = targets.map(([control]) => summariseDuringLoad(control.id, control.label, presses.get(control.id)!));
  return {
    rows,
    ...duringLoadReport(rows, [reference.id, ...Object.values(comparisons).flatMap((list) => list.map((control) => control.id))]),
  };
}
