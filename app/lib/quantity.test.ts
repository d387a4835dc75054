import { describe, expect, it } from "vitest";
import { formatQuantity } from "./quantity";

describe("formatQuantity", () => {
  it("writes tenths with a decimal comma and no trailing zero", () => {
    expect(formatQuantity(125)).toBe("12,5");
    expect(formatQuantity(3000)).toBe("300");
    expect(formatQuantity(5)).toBe("0,5");
  });

  it("groups thousands with a non-breaking space", () => {
    expect(formatQuantity(120000)).toMatch(/^12\s000$/u);
    expect(formatQuantity(120000)).not.toContain(" ");
  });
});
