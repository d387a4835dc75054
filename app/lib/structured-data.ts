/**
 * Schema.org JSON-LD for search engines, built only from the content modules:
 * the company as a `HomeAndConstructionBusiness`, each service as a `Service`
 * offered by it, and the breadcrumb trail of inner pages. Routes put these into
 * their `meta` through `pageMeta({ structuredData })` (app/lib/seo.ts).
 */
import { weekdays } from "~/content/calendar";
import { weekdayRange } from "~/content/weekday-range";
import type { Company } from "~/content/company.schema";
import { homeTitle, servicesTitle } from "~/content/navigation";
import { footerCopy } from "~/content/layout";
import { services } from "~/content/services";
import type { Service as ServiceContent } from "~/content/services.schema";
import { site } from "~/content/site";
import { absoluteUrl } from "./site-url";

// Type aliases, not interfaces: React Router's JSON-LD descriptor wants plain
// JSON objects, which interfaces (without an index signature) are not.

type Reference = { "@id": string };

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: string;
};

export type GeoCoordinates = { "@type": "GeoCoordinates"; latitude: number; longitude: number };

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayOfWeek[];
  /** "08:00" */
  opens: string;
  /** "18:00" */
  closes: string;
};

export type City = { "@type": "City"; name: string };

export type UnitPriceSpecification = {
  "@type": "UnitPriceSpecification";
  priceCurrency: "EUR";
  /** The price, when it is a fixed one. */
  price?: number;
  /** The floor, when the list says „от“. */
  minPrice?: number;
  unitText: string;
};

export type Offer = {
  "@type": "Offer";
  name: string;
  priceCurrency: "EUR";
  priceSpecification: UnitPriceSpecification;
};

export type ServiceOffer = { "@type": "Offer"; itemOffered: { "@type": "Service"; name: string; url: string } };

/** A care plan (app/lib/care-plan-schema.ts): a service bought by the month, season or year, from a price. */
export type PlanOffer = {
  "@type": "Offer";
  name: string;
  description: string;
  url: string;
  priceCurrency: "EUR";
  priceSpecification: UnitPriceSpecification & { unitCode?: string };
  itemOffered: { "@type": "Service"; name: string; serviceType: string; url: string };
};

export type OfferCatalog = {
  "@type": "OfferCatalog";
  name: string;
  itemListElement: (ServiceOffer | PlanOffer | OfferCatalog)[];
};

export type HomeAndConstructionBusiness = {
  "@context": "https://schema.org";
  "@type": "HomeAndConstructionBusiness";
  "@id": string;
  name: string;
  legalName: string;
  description: string;
  url: string;
  telephone: string;
  email: string;
  address: PostalAddress;
  geo: GeoCoordinates;
  openingHoursSpecification: OpeningHoursSpecification[];
  areaServed: City[];
  priceRange: string;
  sameAs?: string[];
  image: string;
  logo: string;
  hasOfferCatalog: OfferCatalog;
};

export type ServiceSchema = {
  "@context": "https://schema.org";
  "@type": "Service";
  "@id": string;
  name: string;
  description: string;
  serviceType: string;
  url: string;
  areaServed: City[];
  provider: Reference;
  offers: Offer[];
};

export type ListItem = { "@type": "ListItem"; position: number; name: string; item: string };

export type BreadcrumbList = {
  "@context": "https://schema.org";
  "@type": "BreadcrumbList";
  itemListElement: ListItem[];
};

export type StructuredData = HomeAndConstructionBusiness | ServiceSchema | BreadcrumbList;

export { absoluteUrl };

/** The business's stable identifier: every `Service` points at it as its provider. */
export const businessId = (company: Pick<Company, "siteUrl">) => absoluteUrl(company, "/#business");

const weekOrder: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Понеделник – Петък" → Monday…Friday; "Събота" → Saturday (the names of app/content/calendar.ts). */
function parseDays(days: string): DayOfWeek[] {
  const range = weekdayRange(days, weekdays);
  if ("problem" in range) throw new Error(`company.hours (app/content/company.ts): ${range.problem}.`);
  return range.indexes.map((index) => weekOrder[index]!);
}

/** "8:00" → "08:00" */
const twoDigitHour = (time: string) => time.padStart(5, "0");

/**
 * The fixed working hours of company.hours (those written as "8:00–18:00") as
 * schema.org specifications. Rows such as „Неделя – по договаряне“ have no
 * fixed hours; they are told in the business's description instead.
 */
export function openingHours(hours: readonly { days: string; time: string }[]): OpeningHoursSpecification[] {
  return hours.flatMap(({ days, time }) => {
    const match = /^(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/.exec(time.trim());
    if (!match) return [];
    return [
      { "@type": "OpeningHoursSpecification", dayOfWeek: parseDays(days), opens: twoDigitHour(match[1]!), closes: twoDigitHour(match[2]!) },
    ];
  });
}

/** The working hours as the footer shows them, on one line: „Понеделник – Петък 8:00–18:00, … Неделя по договаряне“. */
const hoursText = (hours: Company["hours"]) => hours.map((row) => `${row.days} ${row.time}`).join(", ");

export const cities = ({ serviceArea }: Pick<Company, "serviceArea">): City[] => serviceArea.map((name) => ({ "@type": "City", name }));

export const servicePath = (service: Pick<ServiceContent, "slug">) => `/services/${service.slug}`;

/**
 * The company, for the home, contact and care plans pages. `catalogs` are
 * listed in its catalogue after the services (the care plans: built by the
 * pages' loaders, so that their prices stay out of any page's JavaScript).
 */
export function businessSchema(company: Company, catalogs: readonly OfferCatalog[] = []): HomeAndConstructionBusiness {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(company),
    name: company.name,
    legalName: company.legalName,
    description: `${company.description} ${footerCopy.hoursHeading}: ${hoursText(company.hours)}.`,
    url: absoluteUrl(company, "/"),
    telephone: company.phone.e164,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.town,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: openingHours(company.hours),
    areaServed: cities(company),
    priceRange: company.priceRange,
    ...(company.social ? { sameAs: [company.social.url] } : {}),
    image: absoluteUrl(company, site.ogImage.path),
    logo: absoluteUrl(company, site.logoPath),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: servicesTitle,
      itemListElement: [
        ...services.map((service): ServiceOffer => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: service.title, url: absoluteUrl(company, servicePath(service)) },
        })),
        ...catalogs,
      ],
    },
  };
}

/** The trail Начало → page (→ …), each step with its absolute URL. */
export function breadcrumbSchema(company: Pick<Company, "siteUrl">, trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: homeTitle, path: "/" }, ...trail].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(company, step.path),
    })),
  };
}
