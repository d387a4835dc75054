import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { carePlans } from "~/content/care-plans";
import { companyDefaults as company } from "~/content/company";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { planPrice } from "~/estimate/rules";
import { carePlanCatalog } from "./care-plan-schema";
import { businessSchema } from "./structured-data";

describe("the care plans for search engines (OfferCatalog)", () => {
  const catalog = carePlanCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults, company });

  it("has one Offer per plan, priced from the price list by the plan's billing period", () => {
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.name).toBe("Планове за поддръжка");
    expect(catalog.itemListElement).toHaveLength(carePlans.length);
    carePlans.forEach((plan, index) => {
      const price = planPrice(plan, estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }));
      expect(catalog.itemListElement[index]).toMatchObject({
        "@type": "Offer",
        name: plan.name,
        url: `${company.siteUrl}/care-plans#${plan.id}`,
        priceCurrency: "EUR",
        priceSpecification: { "@type": "UnitPriceSpecification", priceCurrency: "EUR", minPrice: price.perPeriod / 100 },
        itemOffered: { "@type": "Service", name: plan.name },
      });
    });
  });

  it("prices the plans at the prices it is given (those published), not the repository's", () => {
    const published = priceListDefaults.map((item) => ({ ...item, cents: item.cents * 2 }));
    const edited = carePlanCatalog({ priceList: published, serviceArea: serviceAreaDefaults, company });
    carePlans.forEach((plan, index) => {
      const price = planPrice(plan, estimateCatalog({ priceList: published, serviceArea: serviceAreaDefaults }));
      expect(price.perPeriod).not.toBe(
        planPrice(plan, estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults })).perPeriod,
      );
      expect(edited.itemListElement[index]).toMatchObject({ priceSpecification: { minPrice: price.perPeriod / 100 } });
    });
  });

  it("names the billing period by its UN/CEFACT code where one exists", () => {
    const codes = catalog.itemListElement.map((offer) => ("priceSpecification" in offer ? offer.priceSpecification.unitCode : null));
    expect(codes).toEqual(carePlans.map((plan) => ({ month: "MON", season: undefined, year: "ANN" })[plan.billing]));
  });

  it("is listed in the business's catalogue after the services", () => {
    const business = businessSchema(company, [catalog]);
    expect(business.hasOfferCatalog.itemListElement.at(-1)).toEqual(catalog);
  });
});
