import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { carePlans } from "~/content/care-plans";
import { estimateRecord } from "~/estimate/record";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { enquiryRequest } from "./enquiry-request.server";

describe("what an enquiry asked for, on the owner's page", () => {
  it("names the care plan and links to it on the site", () => {
    const plan = carePlans[0]!;
    expect(enquiryRequest({ plan: plan.id, estimate: null })).toEqual({
      plan: { name: plan.name, href: `/care-plans#${plan.id}` },
      estimate: null,
    });
  });

  it("writes out the stored estimate line by line, with its total, and links to it", () => {
    const record = estimateRecord(
      "work=gardening-mowing&size=300&town=veliko-tarnovo",
      estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }),
    )!;
    const { estimate } = enquiryRequest({ plan: null, estimate: JSON.stringify(record) });
    expect(estimate?.href).toBe(record.link);
    expect(estimate?.lines[0]).toMatch(/^– Косене на трева, 300\s?м²/);
    expect(estimate?.lines.at(-1)).toMatch(/^Общо/);
    expect(estimate?.lines.join("\n")).toContain("Велико Търново");
  });

  it("shows nothing for an enquiry without either, or with a stored value that is not an estimate", () => {
    expect(enquiryRequest({ plan: null, estimate: null })).toEqual({ plan: null, estimate: null });
    expect(enquiryRequest({ plan: null, estimate: "not json" }).estimate).toBeNull();
    expect(enquiryRequest({ plan: null, estimate: '{"a":1}' }).estimate).toBeNull();
  });
});
