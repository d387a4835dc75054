import { describe, expect, it } from "vitest";
import { companyDefaults } from "./company";
import { withCompanyOverlay } from "./overlay";
import { withPricesOverlay } from "./price-overlay";
import { overlayIssues } from "./overlays.server";
import { priceListDefaults } from "./price-list";

const mowing = priceListDefaults.find((item) => item.id === "gardening-mowing")!;

describe("the owner's edits over the repository's content", () => {
  it("leave the content as the repository writes it when there are none", () => {
    expect(withCompanyOverlay(companyDefaults, undefined)).toBe(companyDefaults);
    expect(withPricesOverlay(priceListDefaults, undefined)).toEqual(priceListDefaults);
    expect(overlayIssues({})).toEqual([]);
  });

  it("replace only the facts and the price fields edited", () => {
    const phone = { e164: "+359877111222", display: "0877 111 222" };
    const merged = withCompanyOverlay(companyDefaults, { phone });
    expect(merged.phone).toEqual(phone);
    expect(merged.email).toBe(companyDefaults.email);
    expect(merged.address).toEqual(companyDefaults.address);

    const prices = withPricesOverlay(priceListDefaults, { items: { "gardening-mowing": { cents: 16, note: null }, gone: { cents: 1 } } });
    const edited = prices.find((item) => item.id === "gardening-mowing")!;
    expect(edited).toEqual({ ...mowing, cents: 16, note: undefined });
    expect("note" in edited).toBe(false);
    expect(prices).toHaveLength(priceListDefaults.length);
    expect(prices.filter((item) => item.id !== "gardening-mowing")).toEqual(
      priceListDefaults.filter((item) => item.id !== "gardening-mowing"),
    );
  });

  it("are judged by the content schemas, naming the file, the entry and the field", () => {
    expect(overlayIssues({ prices: { items: { "gardening-mowing": { cents: 12.5 } } } })).toEqual([
      expect.objectContaining({ file: "DATA_DIR/content/prices.json", field: "items.gardening-mowing.cents" }),
    ]);
    expect(overlayIssues({ company: { phone: { e164: "0888", display: "0888 123 456" } } })).toEqual([
      expect.objectContaining({ field: "phone.e164", message: expect.stringContaining("international form") }),
    ]);
    // A field the owner does not edit is refused whole.
    expect(overlayIssues({ company: { legalName: "Друго ООД" } })[0]?.message).toMatch(/unrecognized/i);
  });

  it("are judged with the rest of the content: a town of the service area needs its distance", () => {
    const issues = overlayIssues({ company: { serviceArea: ["Трявна", "Бургас"] } });
    expect(issues).toEqual([expect.objectContaining({ file: "app/content/service-area.ts", message: expect.stringContaining("Бургас") })]);
  });
});
