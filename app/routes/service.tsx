import { Link, redirect } from "react-router";
import Check from "lucide-react/icons/check";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { Route } from "./+types/service";
import { CarePlansTeaser } from "~/components/care-plans/care-plans-teaser";
import { Estimator } from "~/components/estimate/estimator";
import { GalleryFigure } from "~/components/gallery-image";
import { BeforeAfterFigure, BeforeAfterScript, hasBefore } from "~/components/gallery/before-after";
import { PriceTable } from "~/components/price-table";
import { CallToAction } from "~/components/sections/call-to-action";
import { ContactButtons } from "~/components/sections/contact-buttons";
import { HowWeWorkBrief } from "~/components/sections/how-we-work";
import { ServiceIntro } from "~/components/sections/service-intro";
import { ServiceIcon } from "~/components/service-icon";
import { homeTitle } from "~/content/navigation";
import { servicePage } from "~/content/pages/service";
import { pricesFor, vatNote } from "~/content/price-list";
import { carePlans } from "~/content/care-plans";
import { getServiceDetails } from "~/content/service-details";
import { getService } from "~/content/services";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import { serviceCatalog } from "~/estimate/catalog";
import { ESTIMATE_ANCHOR, estimateQuery, readEstimate } from "~/estimate/query";
import { knownState } from "~/estimate/rules";
import { keepDataWhenOnlyTheQueryChanges } from "~/estimate/should-revalidate";
import { galleryKind, shownCounts } from "~/content/gallery-status";
import { galleryFor } from "~/lib/gallery-images";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { contentOf } from "~/content/current.server";
import { serviceSchema } from "~/lib/service-schema";
import { breadcrumbSchema } from "~/lib/structured-data";
import { cn } from "~/lib/cn";
import { hasTripFigures, tripRule, visitRule } from "~/content/trip-rules";
import { howWeWorkBrief, trustAsShown, trustHighlights } from "~/lib/trust";

/**
 * Photos: two columns (gap 0.75rem on phones, 1.5rem from 640 px) in the main column, which is the 72rem
 * container less the 22rem sidebar from 1024 px.
 */
const SERVICE_PHOTO_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 28px), calc(50vw - 22px)";
/**
 * "What is included" beside the page's parts from 1024 px: from the first row to the last, whichever parts the
 * service has (whole class names, for Tailwind).
 */
const ROW_SPAN: Record<number, string> = { 5: "lg:row-span-5", 6: "lg:row-span-6", 7: "lg:row-span-7" };
/** A before-and-after comparison: both columns from 640 px, one on a phone (as a photo). */
const COMPARISON_SIZES = "(min-width: 1024px) 46rem, (min-width: 640px) calc(100vw - 32px), calc(50vw - 22px)";

/** This module serves /services/<slug> for each of the six services (see routes.ts). */
function slugFromPath(pathname: string): ServiceSlug {
  const slug = pathname.replace(/\/+$/, "").split("/").pop();
  const match = serviceSlugs.find((candidate) => candidate === slug);
  if (!match) throw new Error(`No service page for path "${pathname}"`);
  return match;
}

// The page's price estimate is in the query (`?work=…&size=…`), as on the
// prices page: as any page asked with a query, the Node server renders it per
// request, with its figures, for a visitor without JavaScript or a shared
// link; the bare address is the prerendered page.

/**
 * Run when the pages are prerendered (and per request with an estimate): each
 * service page carries its own texts, prices, photos, "how we work" part and
 * search-engine data in the page, not those of all six in its JavaScript. A
 * query that is not the estimate's canonical one is redirected to it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const service = getService(slugFromPath(url.pathname));
  const path = `/services/${service.slug}`;
  const { company, priceList, serviceDetails, gallery, galleryLead, serviceArea } = contentOf(context);
  const trust = trustAsShown(contentOf(context).trust, serviceArea);
  const prices = pricesFor(priceList, service.slug);
  const catalog = serviceCatalog({ priceList, serviceArea }, service.slug);
  const estimate = knownState(readEstimate(url.searchParams), catalog);
  const canonical = estimateQuery(estimate, url.searchParams);
  if (canonical !== url.search) throw redirect(`${path}${canonical}#${ESTIMATE_ANCHOR}`);
  const howWeWork = howWeWorkBrief({ trust, service: service.slug, company });
  const withFigures = new Set(
    contentOf(context)
      .trust.facts.filter((fact) => hasTripFigures(fact.text))
      .map((fact) => fact.id),
  );
  return {
    service,
    details: getServiceDetails(serviceDetails, service.slug),
    prices,
    vatNote,
    pictures: galleryFor(gallery, service.slug, galleryLead),
    highlights: trustHighlights(trust, service.slug),
    howWeWork,
    /**
     * Whether a fact of the short „Как работим“ tells the visit's rule with the far trips' costs, on
     * every screen: the prices then state the trip's rule only, and the page says each once.
     */
    visitTold: howWeWork.facts.some((fact) => fact.onPhone && withFigures.has(fact.id)),
    structuredData: [serviceSchema(service, company, prices), breadcrumbSchema(company, [{ name: service.title, path }])],
    /** The price estimate of this service's works, as the query has it (empty on the prerendered page). */
    estimator: { catalog, initial: estimate },
    /** Whether a care plan looks after this service's work (the way to the plans). */
    hasCarePlan: carePlans.some((plan) => plan.service === service.slug),
  };
}

export const shouldRevalidate = keepDataWhenOnlyTheQueryChanges;

export const handle: RouteHandle = {
  enquiryService: (loaderData) => (loaderData as Route.ComponentProps["loaderData"] | undefined)?.service.slug,
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        company: companyOf(matches),
        title: loaderData.service.seoTitle,
        local: true,
        description: loaderData.service.description,
        path: `/services/${loaderData.service.slug}`,
        structuredData: loaderData.structuredData,
      })
    : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, details, prices, vatNote, pictures, highlights, estimator, hasCarePlan } = loaderData;
  // The first picture is in the first screen; the photos further down are the others, comparisons first:
  // each takes a whole row of the two-column grid, and a photo before one would sit beside an empty cell.
  const [lead, ...others] = pictures;
  const more = [...others.filter((entry) => hasBefore(entry)), ...others.filter((entry) => !hasBefore(entry))];
  // The photos' heading says what they are: photos of jobs, illustrations, or both (decision 0051).
  const photosKind = galleryKind(shownCounts(more));

  const breadcrumb = (
    <nav aria-label={servicePage.breadcrumbLabel} className="mb-3 text-sm leading-5 text-muted-foreground md:mb-5">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li className="flex">
          <Link to="/" className="underline-offset-4 hover:underline">
            {homeTitle}
          </Link>
        </li>
        <li aria-hidden="true" className="flex">
          <ChevronRight className="size-4" />
        </li>
        <li className="flex">
          <span aria-current="page" className="flex items-center gap-1.5 font-semibold text-foreground">
            <ServiceIcon slug={service.slug} className="size-4 shrink-0 text-primary" />
            {service.title}
          </span>
        </li>
      </ol>
    </nav>
  );

  // The parts of the page, in the order a visitor asks about a service (on a phone one column; from 1024 px
  // "what is included" stands beside them, in the grid's second column from the first row to the last).
  const parts = [
    <section key="about" aria-labelledby="about-heading" className="space-y-4 md:text-lg">
      <h2 id="about-heading" className="text-2xl font-bold">
        {servicePage.aboutHeading}
      </h2>
      {details.intro.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
    </section>,

    <section key="steps" aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-2xl font-bold">
        {servicePage.stepsHeading}
      </h2>
      {/* On a phone a tight numbered list: the number floats at the start of the step's lines, its title in bold leads them.
          From 768 px the numbers in a column of their own, each title on a line of its own. */}
      <ol className="mt-3 space-y-2.5 md:mt-6 md:space-y-6">
        {details.steps.map((step, index) => (
          <li key={step.title} className="flow-root md:flex md:gap-4">
            <span
              aria-hidden="true"
              className="float-left mr-2 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground md:float-none md:mr-0 md:size-10 md:text-base"
            >
              {index + 1}
            </span>
            <div className="text-sm leading-snug text-muted-foreground md:text-base md:leading-normal">
              <h3 className="inline text-base font-bold text-foreground md:block md:text-lg">{step.title}</h3>{" "}
              <p className="inline md:mt-1 md:block">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>,

    <section key="prices" aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-2xl font-bold">
        {servicePage.pricesHeading}
      </h2>
      {/* The terms around the prices: secondary lines on a phone (14 px), body text from 640 px. */}
      <p className="mt-2 text-sm text-muted-foreground sm:text-base">{vatNote}</p>
      <p className="mt-2 text-sm text-muted-foreground sm:text-base">
        {tripRule(estimator.catalog.travelZones)} {loaderData.visitTold ? null : visitRule(estimator.catalog.travelZones)}
      </p>
      <div className="mt-2 overflow-x-auto sm:mt-4">
        <PriceTable items={prices} serviceTitle={service.title} />
      </div>
      <p className="mt-1 sm:mt-4">
        <Link
          to="/prices"
          prefetch="intent"
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          {servicePage.allPricesLink}
        </Link>
      </p>
      <div className="mt-4 sm:mt-8">
        <Estimator {...estimator} service={{ slug: service.slug, title: service.title }} headingLevel={3} folded />
      </div>
    </section>,

    hasCarePlan ? <CarePlansTeaser key="care-plans" className="" compact /> : null,

    more.length > 0 ? (
      <section key="photos" aria-labelledby="photos-heading">
        <h2 id="photos-heading" className="text-2xl font-bold">
          {servicePage.photosHeading[photosKind === "none" ? "photos" : photosKind]}
        </h2>
        {/* Two columns from a phone's width up; a comparison takes a whole row from 640 px, a cell on a phone. */}
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-6 md:mt-6">
          {more.map((entry) =>
            hasBefore(entry) ? (
              <BeforeAfterFigure
                key={entry.id}
                entry={entry}
                sizes={COMPARISON_SIZES}
                className="sm:col-span-2"
                hintClassName="max-sm:hidden"
              />
            ) : (
              <GalleryFigure key={entry.id} entry={entry} sizes={SERVICE_PHOTO_SIZES} />
            ),
          )}
        </div>
        <BeforeAfterScript />
      </section>
    ) : null,

    <HowWeWorkBrief key="how-we-work" data={loaderData.howWeWork} link={servicePage.howWeWorkLink} />,

    <section key="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {servicePage.faqHeading}
      </h2>
      <div className="mt-5 space-y-3 md:mt-6">
        {details.faq.map((item) => (
          <details key={item.question} className="group rounded-2xl border border-border bg-surface p-4 open:shadow-sm">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 font-semibold">
              {item.question}
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-90" />
            </summary>
            <p className="mt-3 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>,
  ].filter((part) => part !== null);
  const [about, ...rest] = parts;

  const included = (
    <aside
      aria-labelledby="included-heading"
      // Spans as many rows as there are parts beside it; on a wide screen its buttons stay in sight while they
      // scroll. The list scrolls away with the page: the whole box, sticky, was taller than a laptop's window
      // and hid its buttons until the column ended.
      className={cn("flex flex-col gap-6 lg:col-start-2 lg:row-start-1", ROW_SPAN[parts.length])}
    >
      <div className="rounded-3xl border border-border bg-surface p-4 sm:p-5 md:p-6">
        <h2 id="included-heading" className="text-xl font-bold">
          {servicePage.includedHeading}
        </h2>
        <ul className="mt-3 space-y-2 md:mt-4 md:space-y-3">
          {details.included.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* On a phone the first screen's buttons are just above and the call bar is always there. */}
      <div className="sticky top-24 hidden rounded-3xl border border-border bg-surface p-6 lg:block">
        <p className="font-semibold">{servicePage.includedAction}</p>
        <ContactButtons service={service.slug} layout="stack" className="mt-3" />
      </div>
    </aside>
  );

  return (
    <>
      <ServiceIntro service={service} picture={lead} highlights={highlights} breadcrumb={breadcrumb} />

      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:py-8 md:gap-12 md:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
        {about}
        {included}
        {rest}
      </div>

      <CallToAction service={service.slug} />
    </>
  );
}
