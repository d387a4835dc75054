/**
 * Schema.org JSON-LD of one service page: the service, where it is offered,
 * at what prices, and who provides it. Built by the service pages' loader
 * with the prices it renders with (the page's data carries it to `meta`).
 */
import type { Company } from "~/content/company.schema";
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

/** One service page: what the service is, where, at what prices (its items as published), and who provides it. */
export function serviceSchema(
  service: ServiceContent,
  company: Pick<Company, "serviceArea" | "siteUrl">,
  prices: readonly PriceItem[],
): ServiceSchema {
  const url = absoluteUrl(company, servicePath(service));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url,
    areaServed: cities(company),
    provider: { "@id": businessId(company) },
    offers: prices.map(offer),
  };
}
