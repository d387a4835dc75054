import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bgDecimal, readTypedNumber } from "./bg-number";
import { formatEuro } from "./money";
import { formatQuantity } from "./quantity";

const euro = (digits: number) =>
  new Intl.NumberFormat("bg-BG", { style: "currency", currency: "EUR", minimumFractionDigits: digits, maximumFractionDigits: digits });
const tenths = new Intl.NumberFormat("bg-BG", { maximumFractionDigits: 1 });
/** Amounts up to ten billion euro, with the small ones (the usual prices) drawn more often. */
const amounts = fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e12, max: 1e12 }));

describe("Bulgarian numbers without Intl", () => {
  it("formatEuro writes what Intl.NumberFormat('bg-BG', EUR) writes", () => {
    fc.assert(
      fc.property(amounts, (cents) => {
        expect(formatEuro(cents)).toBe((cents % 100 === 0 ? euro(0) : euro(2)).format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("formatQuantity writes what Intl.NumberFormat('bg-BG', one decimal) writes", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatQuantity(value)).toBe(tenths.format(value / 10));
      }),
      { numRuns: 2000 },
    );
  });

  it("groups from five digits up, as Bulgarian does, pads the fraction and leaves out a zero one", () => {
    expect(bgDecimal(123_456, 100)).toBe("1234,56");
    expect(bgDecimal(1_234_500, 100)).toBe("12\u00a0345");
    expect(bgDecimal(-1_234_567_891, 10)).toBe("-123\u00a0456\u00a0789,1");
    expect(bgDecimal(105, 100)).toBe("1,05");
    expect(bgDecimal(-40, 10)).toBe("-4");
  });

  it("refuses what is not a safe integer", () => {
    expect(() => bgDecimal(1.5, 100)).toThrow(/safe integer/);
    expect(() => bgDecimal(2 ** 60, 100)).toThrow(/safe integer/);
  });
});

describe("readTypedNumber", () => {
  it.each([
    ["12", { whole: "12", fraction: "" }],
    ["12,5", { whole: "12", fraction: "5" }],
    ["12.50", { whole: "12", fraction: "50" }],
    ["1 250", { whole: "1250", fraction: "" }],
    ["1\u00a0250,50", { whole: "1250", fraction: "50" }],
    ["12\u202f500", { whole: "12500", fraction: "" }],
    ["1.250", { whole: "1250", fraction: "" }],
    ["1.250,5", { whole: "1250", fraction: "5" }],
    ["1.250.000", { whole: "1250000", fraction: "" }],
    ["12 345 678,9", { whole: "12345678", fraction: "9" }],
    ["1\u2009234.5", { whole: "1234", fraction: "5" }],
    [" 35 ", { whole: "35", fraction: "" }],
    // Not three digits after the point: a decimal point.
    ["1.25", { whole: "1", fraction: "25" }],
  ])("reads „%s“ as people mean it", (typed, number) => {
    expect(readTypedNumber(typed)).toEqual(number);
  });

  it.each(
    [
      ["", "-5", "12,5,0", "1,250.50", "дванайсет", "12 €", "1e3"],
      // Spaces that do not group thousands: between single digits, in groups not of three, doubled, around the mark.
      ["1 2 3", "12 34", "1234 567", "1 23", "1  234", "1 234 ,5", "12 ,5", "12, 5", "1\t234", "1\n234"],
      // Junk after or inside the digits.
      ["12,5€€", "12€", "1.2.3", "1..234", "12,", ",5", "1 .234", "1\u200b234"],
    ].flat(),
  )("is null for „%s“", (typed) => {
    expect(readTypedNumber(typed)).toBeNull();
  });
});
