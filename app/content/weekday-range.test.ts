import { describe, expect, it } from "vitest";
import { weekdays } from "./calendar";
import { weekdayRange } from "./weekday-range";

describe("weekdayRange", () => {
  it("reads one day or a range of days, whatever the case and the dash", () => {
    expect(weekdayRange("Събота", weekdays)).toEqual({ indexes: [5] });
    expect(weekdayRange("понеделник - петък ", weekdays)).toEqual({ indexes: [0, 1, 2, 3, 4] });
    expect(weekdayRange("Вторник–Вторник", weekdays)).toEqual({ indexes: [1] });
  });

  it("says what is wrong with an unknown day, a backward range or three days", () => {
    expect(weekdayRange("Понеделни", weekdays)).toEqual({ problem: expect.stringContaining('"Понеделни" is not a weekday') });
    expect(weekdayRange("", weekdays)).toEqual({ problem: expect.stringContaining('"" is not a weekday') });
    expect(weekdayRange("Петък – Понеделник", weekdays)).toEqual({ problem: expect.stringContaining("runs backwards") });
    expect(weekdayRange("Понеделник – Сряда – Петък", weekdays)).toEqual({ problem: expect.stringContaining("more than two days") });
  });
});
