import { describe, expect, it } from "vitest";
import type { PressRun } from "./measure";
import { checkCalibration, interactionReport, summariseControl } from "./report";

const press = (ms: number) => ({ ms, inputDelayMs: 5, fromEventMs: ms + 5, eventTime: 0, matched: "<nav> Основно меню", navigated: false });
const runs = (first: (number | null)[], second?: (number | null)[]): PressRun[] =>
  first.map((ms, i) => ({
    first: ms === null ? null : press(ms),
    ...(second ? { second: second[i] === null ? null : press(second[i] ?? 0) } : {}),
  }));

describe("the interaction figures", () => {
  const reference = summariseControl("reference", "reference", runs([40, 35, 60, 38, 41], [20, 22, 25, 18, 30]), NaN);

  it("takes the median first and second press, a press with no result counting as the slowest", () => {
    const menu = summariseControl("menu", "phone menu", runs([900, null, 1100, 950, null], [300, 310, null, 290, 305]), reference.first);
    expect(menu.first).toBe(1100);
    expect(menu.second).toBe(305);
    expect(menu.ratio).toBeCloseTo(1100 / 40);
    expect(menu.matched).toEqual(["<nav> Основно меню"]);
  });

  it("has no second press for a result that stays (the map)", () => {
    expect(summariseControl("map", "map", runs([50, 60, 70]), 40).second).toBeNaN();
  });

  it("fails every control whose first press is over twice the reference's", () => {
    const fast = summariseControl("fast", "fast control", runs([70, 80, 75]), reference.first);
    const slow = summariseControl("slow", "slow control", runs([70, 90, 81]), reference.first);
    const report = interactionReport(reference, [fast, slow], []);
    expect(report.limit).toBe(80);
    expect(report.failures).toEqual(["slow control: first press 81 ms, budget ≤ 80 ms (2× the reference)"]);
    expect(report.text).toMatch(/slow control\s+81 ms\*/);
  });

  it("shows a comparison beside the controls without judging it by the budget", () => {
    const form = summariseControl("form", "enquiry form", runs([70, 90, 81]), reference.first);
    const browser = summariseControl("form-browser", "the browser's own check of that form", runs([95, 85, 90]), reference.first);
    const report = interactionReport(reference, [form], [], [browser]);
    expect(report.failures).toEqual(["enquiry form: first press 81 ms, budget ≤ 80 ms (2× the reference)"]);
    expect(report.text).toMatch(/the browser's own check of that form\s+90 ms\s+2\.3×/);
    expect(report.text.indexOf("own check")).toBeLessThan(report.text.indexOf("reference"));
  });

  it("trusts the harness only when a known delay measures as that delay over the reference", () => {
    expect(checkCalibration(300, runs([350, 345, 360]), 40).ok).toBe(true);
    expect(checkCalibration(300, runs([500, 520, 510]), 40).ok).toBe(false);
    expect(checkCalibration(300, runs([500]), 40).ok).toBeNull();
  });
});
