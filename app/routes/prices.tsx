import { Link, redirect } from "react-router";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import type { Route } from "./+types/prices";
import { CarePlansTeaser } from "~/components/care-plans/care-plans-teaser";
import { Estimator } from "~/components/estimate/estimator";
import { PriceTable } from "~/components/price-table";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { ServiceIcon } from "~/components/service-icon";
import { contentOf } from "~/content/current.server";
import { priceFactors, pricesFor, vatNote } from "~/content/price-list";
import { pricesPage } from "~/content/pages/prices";
import { services } from "~/content/services";
import { tripRule, tripWords, visitRule } from "~/content/trip-rules";
import { estimateCatalog } from "~/estimate/catalog";
import { ESTIMATE_ANCHOR, estimateQuery, readEstimate } from "~/estimate/query";
import { knownState } from "~/estimate/rules";
import { keepDataWhenOnlyTheQueryChanges } from "~/estimate/should-revalidate";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { breadcrumbSchema } from "~/lib/structured-data";

// The price estimate is in the query (`?work=…&size=…`): as any page asked
// with a query, the Node server renders it per request, with its figures, for
// a visitor without JavaScript or a shared link; `/prices` itself is the
// prerendered page (as on static hosts, whose estimate starts empty until
// the page hydrates and reads the address).

/**
 * The estimate's catalog: the price list as published (the page's tables
 * show its items too) and the numbers around it; and the request's estimate,
 * with only what the price list knows. A query that is not the estimate's
 * canonical one (the form's empty row, a removed work) is redirected to it,
 * so that an estimate has one address.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalog = estimateCatalog(contentOf(context));
  const estimate = knownState(readEstimate(url.searchParams), catalog);
  const canonical = estimateQuery(estimate, url.searchParams);
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}#${ESTIMATE_ANCHOR}`);
  return { catalog, estimate };
}

export const shouldRevalidate = keepDataWhenOnlyTheQueryChanges;

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyOf(matches);
  return pageMeta({
    company,
    title: pricesPage.seoTitle,
    description: pricesPage.description,
    local: true,
    path: "/prices",
    structuredData: [breadcrumbSchema(company, [{ name: pricesPage.title, path: "/prices" }])],
  });
};

export default function PricesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={pricesPage.heading} lead={pricesPage.intro} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        {/* Straight to a service's prices: one row that scrolls sideways on a phone (its cut edge fades: .chip-row), wrapped from 640 px. */}
        <nav aria-label={pricesPage.jumpLabel} className="chip-row -mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
            {services.map((service) => (
              <li key={service.slug}>
                <a
                  href={`#prices-${service.slug}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-muted"
                >
                  <ServiceIcon slug={service.slug} className="size-4 shrink-0 text-primary" />
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <p className="mt-6 flex gap-3 rounded-2xl bg-accent p-4 text-accent-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {vatNote}
        </p>
        <section aria-labelledby="trip-heading" className="mt-4 flex gap-3 rounded-2xl border border-border p-4">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 id="trip-heading" className="font-bold">
              {tripWords.heading}
            </h2>
            <p className="mt-1">{tripRule(loaderData.catalog.travelZones)}</p>
            <p className="mt-1">{visitRule(loaderData.catalog.travelZones)}</p>
          </div>
        </section>

        <div className="mt-10">
          <Estimator catalog={loaderData.catalog} initial={loaderData.estimate} />
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          {services.map((service) => (
            <section
              key={service.slug}
              aria-labelledby={`prices-${service.slug}`}
              className="min-w-0 rounded-3xl border border-border bg-surface p-5 md:p-6"
            >
              {/* A jump to the heading stops with its card's top clear of the fixed header (app.css: scroll-padding). */}
              <h2 id={`prices-${service.slug}`} className="flex scroll-mt-9 items-center gap-3 text-2xl font-bold">
                <ServiceIcon slug={service.slug} className="size-6 text-primary" />
                {service.title}
              </h2>
              <div className="mt-4 overflow-x-auto">
                <PriceTable items={pricesFor(loaderData.catalog.items, service.slug)} serviceTitle={service.title} />
              </div>
              <Link
                to={`/services/${service.slug}`}
                prefetch="intent"
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {pricesPage.serviceLink(service.title)}
              </Link>
            </section>
          ))}
        </div>

        <section aria-labelledby="factors-heading" className="mt-14 max-w-3xl">
          <h2 id="factors-heading" className="text-2xl font-bold">
            {pricesPage.factorsHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg">
            {priceFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
        </section>

        <CarePlansTeaser />
      </div>
      <CallToAction heading={pricesPage.ctaHeading} text={pricesPage.ctaText} />
    </>
  );
}
