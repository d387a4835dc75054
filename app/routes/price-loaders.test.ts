/**
 * The loaders of the pages that show the prices and the service texts render
 * with the content their request carries (decision 0040): the owner's edits
 * reach the pages through them, never through the JavaScript.
 */
import { describe, expect, it } from "vitest";
import { siteContent } from "~/content/current.server";
import { priceListDefaults } from "~/content/price-list";
import type { ServiceSchema } from "~/lib/structured-data";
import { loader as carePlansLoader } from "./care-plans";
import { loader as contactLoader } from "./contact";
import { loader as pricesLoader } from "./prices";
import { loader as serviceLoader } from "./service";

const content = siteContent({
  prices: { items: { "gardening-mowing": { cents: 37, note: "Косим всеки вторник" } } },
  services: { items: { gardening: { intro: ["Градините ни растат и през зимата."], included: ["Чай за екипа"] } } },
});
const defaultMowing = priceListDefaults.find((item) => item.id === "gardening-mowing")!;

/** A loader's arguments for `path`, with the edited content in the load context. */
const args = <T>(path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: { content } }) as T;

describe("the pages' loaders render with the content of their request", () => {
  it("/prices: the edited price in the list and the estimate's catalog", async () => {
    const data = await pricesLoader(args<Parameters<typeof pricesLoader>[0]>("/prices"));
    expect(data.catalog.items).toEqual(content.priceList);
    expect(data.catalog.items.find((item) => item.id === "gardening-mowing")).toMatchObject({ cents: 37, note: "Косим всеки вторник" });
  });

  it("/services/…: the edited prices, texts, estimate and offers of that service only", async () => {
    const data = await serviceLoader(args<Parameters<typeof serviceLoader>[0]>("/services/gardening"));
    expect(data.prices.every((item) => item.service === "gardening")).toBe(true);
    expect(data.prices.find((item) => item.id === "gardening-mowing")).toMatchObject({ cents: 37, note: "Косим всеки вторник" });
    expect(data.estimator.catalog.items).toEqual(data.prices);
    expect(data.details.intro).toEqual(content.serviceDetails.find((entry) => entry.slug === "gardening")!.intro);
    expect(data.details.included).toEqual(content.serviceDetails.find((entry) => entry.slug === "gardening")!.included);
    const offers = (data.structuredData[0] as ServiceSchema).offers;
    expect(offers.find((offer) => offer.name === defaultMowing.name)?.priceSpecification).toMatchObject({ minPrice: 0.37 });
  });

  it("/contact: an estimate in the link is worked out at the edited prices", async () => {
    const edited = await contactLoader(args<Parameters<typeof contactLoader>[0]>("/contact?work=gardening-mowing&size=1000"));
    const repository = await contactLoader({
      ...args<Parameters<typeof contactLoader>[0]>("/contact?work=gardening-mowing&size=1000"),
      context: { content: siteContent({}) },
    } as Parameters<typeof contactLoader>[0]);
    expect(edited.estimate?.lines).not.toEqual(repository.estimate?.lines);
    expect(edited.estimate?.lines.join("\n")).toMatch(/370/);
  });

  it("/care-plans: the plans' prices follow the edited price list", async () => {
    const edited = await carePlansLoader(args<Parameters<typeof carePlansLoader>[0]>("/care-plans"));
    const repository = await carePlansLoader({
      ...args<Parameters<typeof carePlansLoader>[0]>("/care-plans"),
      context: { content: siteContent({}) },
    } as Parameters<typeof carePlansLoader>[0]);
    const lawn = (data: typeof edited) => data.plans.find(({ plan }) => plan.id === "lawn-and-hedge")!.price.perPeriod;
    expect(lawn(edited)).toBeGreaterThan(lawn(repository));
  });
});
