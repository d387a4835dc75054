import { describe, expect, it } from "vitest";
import { companyDefaults as company } from "~/content/company";
import { priceListDefaults, pricesFor } from "~/content/price-list";
import { services } from "~/content/services";
import { serviceSchema } from "./service-schema";
import { breadcrumbSchema, businessId, businessSchema, openingHours } from "./structured-data";

describe("the business (HomeAndConstructionBusiness)", () => {
  const business = businessSchema(company);

  it("has the required fields, from the company facts", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      "@id": `${company.siteUrl}/#business`,
      name: company.name,
      legalName: company.legalName,
      url: `${company.siteUrl}/`,
      telephone: company.phone.e164,
      email: company.email,
      priceRange: company.priceRange,
      sameAs: [company.social.url],
      image: `${company.siteUrl}/generated/og-image.jpg`,
      address: {
        "@type": "PostalAddress",
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.town,
        addressCountry: "BG",
      },
      geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    });
    expect(business.logo).toMatch(/^https:\/\/.+\.png$/);
    expect(business.description).toContain(company.description);
    expect(business.areaServed).toEqual(company.serviceArea.map((name) => ({ "@type": "City", name })));
    expect(business.hasOfferCatalog.itemListElement).toHaveLength(services.length);
  });

  it("has the opening hours of the footer: Mo–Fr 8–18, Sa 9–16, Sunday only in words", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
    // Every row of company.hours is either a specification or told in the description.
    for (const row of company.hours) {
      const fixed = /\d:\d\d/.test(row.time);
      const spec = business.openingHoursSpecification.find(
        (candidate) => `${Number(candidate.opens.slice(0, 2))}${candidate.opens.slice(2)}–${candidate.closes}` === row.time,
      );
      if (fixed) expect(spec, row.days).toBeDefined();
      else expect(business.description).toContain(`${row.days} ${row.time}`);
    }
    expect(business.description).toContain("Неделя по договаряне");
  });

  it("reads day ranges and rejects unknown day names and ranges that run backwards", () => {
    expect(openingHours([{ days: "Вторник – Четвъртък", time: "7:30–9:00" }])).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday"], opens: "07:30", closes: "09:00" },
    ]);
    expect(openingHours([{ days: "Неделя", time: "почивен ден" }])).toEqual([]);
    expect(() => openingHours([{ days: "Понеделник – Петък ", time: "8:00–18:00" }])).not.toThrow();
    expect(() => openingHours([{ days: "Понеделни", time: "8:00–18:00" }])).toThrow(/Понеделни/);
    expect(() => openingHours([{ days: "Петък – Понеделник", time: "8:00–18:00" }])).toThrow(/app\/content\/company\.ts.*backwards/);
  });
});

describe("a service (Service)", () => {
  it("names the service, where it is offered, its prices and the business as provider", () => {
    for (const service of services) {
      const schema = serviceSchema(service, company, pricesFor(priceListDefaults, service.slug));
      const url = `${company.siteUrl}/services/${service.slug}`;
      expect(schema).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        description: service.description,
        serviceType: service.title,
        url,
        provider: { "@id": businessId(company) },
      });
      expect(schema.areaServed.map((city) => city.name)).toEqual([...company.serviceArea]);
      const prices = pricesFor(priceListDefaults, service.slug);
      expect(schema.offers).toHaveLength(prices.length);
      for (const [index, item] of prices.entries()) {
        const spec = schema.offers[index]!.priceSpecification;
        expect(spec.priceCurrency).toBe("EUR");
        expect(spec.unitText).toBe(item.unit);
        expect(item.from ? spec.minPrice : spec.price).toBe(item.cents / 100);
      }
    }
    expect(businessId(company)).toBe(`${company.siteUrl}/#business`);
    expect(businessId({ siteUrl: "https://www.zelendvor.bg" })).toBe("https://www.zelendvor.bg/#business");
  });
});

describe("a breadcrumb trail (BreadcrumbList)", () => {
  it("starts at the home page and gives every step an absolute URL", () => {
    expect(breadcrumbSchema(company, [{ name: "Цени", path: "/prices" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Начало", item: `${company.siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Цени", item: `${company.siteUrl}/prices` },
      ],
    });
  });
});
