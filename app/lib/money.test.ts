import { describe, expect, it } from "vitest";
import { formatEuro } from "./money";

const NBSP = "\u00a0";

describe("formatEuro", () => {
  it("writes euro the Bulgarian way: decimal comma, non-breaking space before €", () => {
    expect(formatEuro(123450)).toBe(`1234,50${NBSP}€`);
    expect(formatEuro(290)).toBe(`2,90${NBSP}€`);
    expect(formatEuro(14)).toBe(`0,14${NBSP}€`);
  });

  it("writes whole euros without „,00“", () => {
    expect(formatEuro(3500)).toBe(`35${NBSP}€`);
    expect(formatEuro(45000)).toBe(`450${NBSP}€`);
    expect(formatEuro(62000)).toBe(`620${NBSP}€`);
  });

  it("groups large amounts with a non-breaking space", () => {
    expect(formatEuro(1234500)).toMatch(/^12\s345\s€$/u);
    expect(formatEuro(1234550)).toMatch(/^12\s345,50\s€$/u);
    expect(formatEuro(1234500)).not.toContain(" ");
  });

  it("refuses fractions of a cent", () => {
    expect(() => formatEuro(12.5)).toThrow(/integer cents/);
  });
});
