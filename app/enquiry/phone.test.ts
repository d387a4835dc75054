import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, phoneAsWritten } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["0888123456", "+359888123456"],
    ["0888 123 456", "+359888123456"],
    ["088 812 3456", "+359888123456"],
    ["088/812-34-56", "+359888123456"],
    ["(0888) 12.34.56", "+359888123456"],
    ["+359888123456", "+359888123456"],
    ["+359 88 812 3456", "+359888123456"],
    ["+359 (0) 88 812 3456", "+359888123456"],
    ["00359 888 123 456", "+359888123456"],
    ["359888123456", "+359888123456"],
    ["0899\u00a0123\u00a0456", "+359899123456"],
    ["02 987 6543", "+35929876543"],
    ["032 123 456", "+35932123456"],
    ["066 80 12 34", "+35966801234"],
    // Abroad, with the country code.
    ["+44 20 7946 0958", "+442079460958"],
    ["0049 30 1234567", "+49301234567"],
    ["+1 (212) 555-0147", "+12125550147"],
    ["+30 21 0123 4567", "+302101234567"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    "",
    "888123456", // no leading 0 or country code
    "088812345", // a mobile number one digit short
    "08881234567", // one digit too many
    "44 20 7946 0958", // abroad, without its country code's + or 00
    "+0 20 7946 0958", // no country code starts with 0
    "+44 1234", // too short for any country
    "+44 2079 4609 5812 345", // longer than 15 digits
    "+3598881234567",
    "0888 123 45a",
    "тел. 0888123456",
    "0888123456; DROP TABLE",
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("writes numbers the Bulgarian way", () => {
    expect(formatPhone("+359888123456")).toBe("0888 123 456");
    expect(formatPhone("+35929876543")).toBe("02 987 6543");
    expect(formatPhone("+35932123456")).toBe("032 123 456");
  });

  it("keeps a number abroad as it is dialled from anywhere", () => {
    expect(formatPhone("+442079460958")).toBe("+442079460958");
  });
});

describe("phoneAsWritten", () => {
  it("writes a Bulgarian number the Bulgarian way, however it was typed", () => {
    expect(phoneAsWritten("+359888123456", "00359888123456")).toBe("0888 123 456");
  });

  it("keeps a number abroad in the visitor's own groups, spaces tidied", () => {
    expect(phoneAsWritten("+442079460958", "  +44 20  7946\u00a00958 ")).toBe("+44 20 7946 0958");
    expect(phoneAsWritten("+49301234567", "0049 30 1234567")).toBe("+49 30 1234567");
    expect(phoneAsWritten("+447700900123", "00447700900123")).toBe("+447700900123");
  });

  it("falls back to the stored number when what was written is another one", () => {
    expect(phoneAsWritten("+442079460958", "+44 20 7946 0000")).toBe("+442079460958");
  });
});
