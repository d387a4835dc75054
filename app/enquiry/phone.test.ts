import { describe, expect, it } from "vitest";
import { formatBulgarianPhone, normalizeBulgarianPhone } from "./phone";

describe("normalizeBulgarianPhone", () => {
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
  ])("%s → %s", (input, expected) => {
    expect(normalizeBulgarianPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "888123456", // no leading 0 or country code
    "088812345", // a mobile number one digit short
    "08881234567", // one digit too many
    "0012345678",
    "+44 20 7946 0958", // not Bulgarian
    "+3598881234567",
    "0888 123 45a",
    "тел. 0888123456",
    "0888123456; DROP TABLE",
  ])("refuses %j", (input) => {
    expect(normalizeBulgarianPhone(input)).toBeNull();
  });
});

describe("formatBulgarianPhone", () => {
  it("writes numbers the Bulgarian way", () => {
    expect(formatBulgarianPhone("+359888123456")).toBe("0888 123 456");
    expect(formatBulgarianPhone("+35929876543")).toBe("02 987 6543");
    expect(formatBulgarianPhone("+35932123456")).toBe("032 123 456");
  });
});
