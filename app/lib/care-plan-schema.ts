/**
 * Schema.org data of the care plans: an `OfferCatalog` of `Offer`s, each a
 * plan with its price from the price list as published (app/estimate/rules.ts), listed in
 * the business's catalogue (./structured-data.ts). Built by loaders at build
 * time or per request, never in a page's JavaScript.
 */
import { carePlans } from "~/content/care-plans";
import { carePlansPage } from "~/content/pages/care-plans";
import { getService } from "~/content/services";
import type { Company } from "~/content/company.schema";
import { estimateCatalog, type EstimateContent } from "~/estimate/catalog";
import { planPrice } from "~/estimate/rules";
import { absoluteUrl, type OfferCatalog, type PlanOffer } from "./structured-data";

export const CARE_PLANS_PATH = "/care-plans";

/** UN/CEFACT codes of the billing periods that have one (a season has none: its name says it). */
const unitCodes = { month: "MON", year: "ANN" } as const;

/** The care plans as offers, at the prices of `priceList` (as published). */
export function carePlanCatalog(content: EstimateContent & { company: Pick<Company, "siteUrl"> }): OfferCatalog {
  const catalog = estimateCatalog(content);
  return {
    "@type": "OfferCatalog",
    name: carePlansPage.catalogName,
    itemListElement: carePlans.map((plan): PlanOffer => {
      const price = planPrice(plan, catalog);
      const url = absoluteUrl(content.company, `${CARE_PLANS_PATH}#${plan.id}`);
      const unitCode = plan.billing === "season" ? undefined : unitCodes[plan.billing];
      return {
        "@type": "Offer",
        name: plan.name,
        description: plan.summary,
        url,
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceCurrency: "EUR",
          minPrice: price.perPeriod / 100,
          unitText: carePlansPage.billingUnit[plan.billing],
          ...(unitCode ? { unitCode } : {}),
        },
        itemOffered: { "@type": "Service", name: plan.name, serviceType: getService(plan.service).title, url },
      };
    }),
  };
}
