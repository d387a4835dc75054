/**
 * Schema.org JSON-LD of one service page: the service, where it is offered,
 * at what prices, and who provides it. Apart from structured-data.ts so that
 * only the service pages carry the price list's code (a route's `meta` runs
 * in the browser too, on client-side navigations).
 */
import type { Company } from "~/content/company.schema";
import { pricesFor } from "~/content/price-list";
import type { PriceItem } from "~/content/price-list.schema";
import type { Service as ServiceContent } from "~/content/services.schema";
import { absoluteUrl, businessId, cities, servicePath, type Offer, type ServiceSchema } from "./structured-data";

const euros = (cents: number) => cents / 100;

function offer(item: PriceItem): Offer {
  return {
    "@type": "Offer",
    name: item.name,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceCurrency: "EUR",
      ...(item.from ? { minPrice: euros(item.cents) } : { price: euros(item.cents) }),
      unitText: item.unit,
    },
  };
}

/** One service page: what the service is, where, at what prices, and who provides it. */
export function serviceSchema(service: ServiceContent, company: Pick<Company, "serviceArea">): ServiceSchema {
  const url = absoluteUrl(servicePath(service));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url,
    areaServed: cities(company),
    provider: { "@id": businessId },
    offers: pricesFor(service.slug).map(offer),
  };
}
