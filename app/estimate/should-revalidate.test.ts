import { describe, expect, it } from "vitest";
import { keepDataWhenOnlyTheQueryChanges } from "./should-revalidate";

const args = (current: string, next: string, formMethod?: "POST" | "GET") =>
  ({
    currentUrl: new URL(current, "https://example.com"),
    nextUrl: new URL(next, "https://example.com"),
    formMethod,
    defaultShouldRevalidate: true,
  }) as Parameters<typeof keepDataWhenOnlyTheQueryChanges>[0];

describe("the estimator's pages keep their data", () => {
  it("when only the query changes (the estimate as it is typed, back and forward)", () => {
    expect(keepDataWhenOnlyTheQueryChanges(args("/prices", "/prices?work=gardening-mowing&size=3"))).toBe(false);
    expect(keepDataWhenOnlyTheQueryChanges(args("/prices?work=a&size=1", "/prices"))).toBe(false);
  });

  it("and revalidate as usual for another page or a form's submission", () => {
    expect(keepDataWhenOnlyTheQueryChanges(args("/prices", "/services/gardening"))).toBe(true);
    expect(keepDataWhenOnlyTheQueryChanges(args("/prices", "/prices?x=1", "POST"))).toBe(true);
  });
});
