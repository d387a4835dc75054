import { describe, expect, it } from "vitest";
import { trust } from "~/content/trust";
import { BRIEF_FACTS, BRIEF_FACTS_ON_PHONE, howWeWorkBrief, trustHighlights } from "./trust";

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

describe("howWeWorkBrief", () => {
  const company = { serviceArea: ["Трявна", "Габрово"], serviceAreaNote: "и селата между тях" };

  it("shows the highlighted facts true of the service first, up to four, in the content's order, and one review of that service", () => {
    const cleaning = howWeWorkBrief({ trust, service: "cleaning", company });
    expect(cleaning.facts).toHaveLength(BRIEF_FACTS);
    expect(cleaning.facts.map((fact) => fact.id)).not.toContain("guarantee");
    for (const fact of trust.facts.filter((fact) => fact.highlight && !fact.services)) {
      expect(cleaning.facts.map((entry) => entry.id)).toContain(fact.id);
    }
    const order = trust.facts.map((fact) => fact.id);
    const ids = cleaning.facts.map((fact) => fact.id);
    expect(ids).toEqual([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(howWeWorkBrief({ trust, service: "gardening", company }).facts.map((fact) => fact.id)).toContain("guarantee");
    expect(cleaning.review?.id).toBe("review-cleaning-1");
  });

  it("marks fewer of them for a phone: the highlighted first, then the others in the content's order", () => {
    const onPhone = (service: "cleaning" | "gardening") =>
      howWeWorkBrief({ trust, service, company })
        .facts.filter((fact) => fact.onPhone)
        .map((fact) => fact.id);
    expect(onPhone("gardening")).toHaveLength(BRIEF_FACTS_ON_PHONE);
    // Every highlighted fact true of the service stays on a phone; the rest fill up in the content's order.
    expect(onPhone("gardening")).toEqual(["visit", "guarantee", "response"]);
    expect(onPhone("cleaning")).toEqual(["since", "visit", "response"]);
  });

  it("shows no review when the service has none", () => {
    const trustWithout = { ...trust, reviews: trust.reviews.filter((review) => review.service !== "lighting") };
    expect(howWeWorkBrief({ trust: trustWithout, service: "lighting", company }).review).toBeUndefined();
  });
});
