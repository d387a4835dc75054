import { describe, expect, it } from "vitest";
import { DURING_LOAD_COMPARISONS, CONTROLS } from "./controls";
import { DURING_LOAD_BUDGET_MS, PRESS_OFFSETS_MS, duringLoadReport, summariseDuringLoad, type LoadPress } from "./during-load";

const press = (offset: number, fromEventMs: number | null, pressedAfterPaintMs: number | null = offset + 10): LoadPress => ({
  offset,
  pressedAfterPaintMs,
  report:
    fromEventMs === null
      ? null
      : { ms: fromEventMs - 5, inputDelayMs: 5, fromEventMs, eventTime: 0, matched: "<nav> меню", navigated: false },
});
const at = (values: (number | null)[][]) => PRESS_OFFSETS_MS.map((offset, i) => (values[i] ?? []).map((value) => press(offset, value)));

describe("the presses while the page loads", () => {
  it("takes each moment's median from the input event, a press with no result counting as the slowest", () => {
    const row = summariseDuringLoad("menu", "phone menu", at([[200, 100, 300], [null, 50, null], [40, 60, 50], [30], []]));
    expect(row.medians.slice(0, 4)).toEqual([200, Infinity, 50, 30]);
    expect(row.medians[4]).toBeNaN();
    expect(row.pressedAfter[0]).toBe(10);
  });

  it("leaves out a press that landed elsewhere, and says „not on screen“ when none landed on the control", () => {
    const missed = (offset: number): LoadPress => ({
      offset,
      pressedAfterPaintMs: offset + 10,
      report: { ms: 0, inputDelayMs: 0, fromEventMs: 0, eventTime: 0, matched: "", navigated: false, missed: "<h1> Контакти" },
    });
    const presses = at([[120, 80], [], [40], [40], [40]]);
    presses[0]!.push(missed(0));
    presses[1]!.push(missed(250), missed(250));
    const row = summariseDuringLoad("map", "map button", presses);
    expect(row.medians.slice(0, 2)).toEqual([100, NaN]);
    expect(row.missed).toEqual([1, 2, 0, 0, 0]);
    const { text, failures } = duringLoadReport([row], []);
    expect(text).toMatch(/map button\s+100 ms\s+not on screen\s+40 ms/);
    expect(failures).toEqual([]);
  });

  it("names every moment of a control over the budget, never the reference's", () => {
    const rows = [
      summariseDuringLoad("reference", "reference", at([[500], [40], [40], [40], [40]])),
      summariseDuringLoad("menu", "phone menu", at([[DURING_LOAD_BUDGET_MS + 1], [DURING_LOAD_BUDGET_MS], [null], [20], [20]])),
    ];
    const { text, failures } = duringLoadReport(rows, ["reference"]);
    expect(failures).toEqual([
      `phone menu: pressed 0 ms after the first paint, 101 ms (budget ${DURING_LOAD_BUDGET_MS} ms)`,
      `phone menu: pressed 500 ms after the first paint, no result (budget ${DURING_LOAD_BUDGET_MS} ms)`,
    ]);
    expect(text.split("\n")[0]).toMatch(/^control\s+\+0 ms\s+\+250 ms\s+\+500 ms\s+\+1000 ms\s+\+2000 ms$/);
    expect(text).toContain("no result");
  });

  it("does not judge a comparison's row: the same page without its scripts", () => {
    const rows = [
      summariseDuringLoad("reference", "reference", at([[40], [40], [40], [40], [40]])),
      summariseDuringLoad("menu-home-html-only", "phone menu, HTML and CSS only", at([[250], [80], [60], [60], [60]])),
      summariseDuringLoad("menu-home", "phone menu", at([[240], [90], [70], [60], [60]])),
    ];
    const { failures } = duringLoadReport(rows, ["reference", "menu-home-html-only"]);
    expect(failures).toEqual([`phone menu: pressed 0 ms after the first paint, 240 ms (budget ${DURING_LOAD_BUDGET_MS} ms)`]);
  });

  it("compares the phone menu on the home page with the same page without its scripts, then with its header alone", () => {
    const control = CONTROLS.find((candidate) => candidate.id === "menu-home");
    const [htmlOnly, headerOnly] = DURING_LOAD_COMPARISONS["menu-home"] ?? [];
    for (const comparison of [htmlOnly, headerOnly])
      expect(comparison).toMatchObject({ path: control?.path, press: control?.press, result: control?.result, withoutScripts: true });
    expect(htmlOnly?.headerOnly).toBeUndefined();
    expect(headerOnly?.headerOnly).toBe(true);
    const ids = Object.values(DURING_LOAD_COMPARISONS).flatMap((list) => list.map((other) => other.id));
    expect(new Set([...ids, ...CONTROLS.map((candidate) => candidate.id)]).size).toBe(ids.length + CONTROLS.length);
    for (const [id, list] of Object.entries(DURING_LOAD_COMPARISONS)) {
      expect(CONTROLS.some((candidate) => candidate.id === id)).toBe(true);
      for (const other of list) expect(other.withoutScripts).toBe(true);
    }
  });
});
