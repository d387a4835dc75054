import { describe, expect, it } from "vitest";
import { trust } from "~/content/trust";
import { trustHighlights } from "./trust";

const guarantee = trust.facts.find((fact) => fact.id === "guarantee")!;

describe("trustHighlights", () => {
  it("shows every highlight on the home page", () => {
    expect(trustHighlights(trust)).toEqual(trust.facts.filter((fact) => fact.highlight).map((fact) => fact.title));
    expect(trustHighlights(trust)).toContain(guarantee.title);
  });

  it("shows a highlight on a service page only when it is true of that service", () => {
    expect(guarantee.services).toBeDefined();
    expect(trustHighlights(trust, "irrigation")).toContain(guarantee.title);
    expect(trustHighlights(trust, "cleaning")).not.toContain(guarantee.title);
    expect(trustHighlights(trust, "excavation")).not.toContain(guarantee.title);
    // The facts true of every service stay on every page.
    expect(trustHighlights(trust, "cleaning")).toEqual(trustHighlights(trust).filter((title) => title !== guarantee.title));
  });
});
