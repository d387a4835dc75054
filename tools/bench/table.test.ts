import { describe, expect, it } from "vitest";
import { median, ms, textTable } from "./table";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it("counts a run without a result as slower than any other", () => {
    expect(median([50, Infinity, Infinity])).toBe(Infinity);
    expect(median([50, 60, Infinity])).toBe(60);
  });
});

describe("textTable", () => {
  it("aligns the first column left and the others right, under a rule", () => {
    expect(
      textTable([
        ["Page", "LCP"],
        ["/", "900 ms"],
        ["/prices", "1200 ms"],
      ]),
    ).toBe("Page         LCP\n-------  -------\n/         900 ms\n/prices  1200 ms");
  });

  it("shows a missing result and a missing figure differently", () => {
    expect([ms(12.4), ms(Infinity), ms(NaN)]).toEqual(["12 ms", "none", "–"]);
  });
});
