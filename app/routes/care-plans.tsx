import { Link } from "react-router";
import type { Route } from "./+types/care-plans";
import { PlanCard } from "~/components/care-plans/plan-card";
import { SeasonCalendar } from "~/components/care-plans/season-calendar";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageIntro } from "~/components/sections/page-intro";
import { carePlans, seasonalCalendar } from "~/content/care-plans";
import { carePlansPage } from "~/content/pages/care-plans";
import { seasons } from "~/content/seasons";
import { estimateCatalog } from "~/estimate/catalog";
import { planPrice } from "~/estimate/rules";
import { CARE_PLANS_PATH, carePlanCatalog } from "~/lib/care-plan-schema";
import { pageMeta } from "~/lib/seo";
import { companyOf } from "~/lib/site-content";
import { contentOf } from "~/content/current.server";
import { breadcrumbSchema, businessSchema } from "~/lib/structured-data";

/**
 * Run when the page is prerendered: the plans with their prices worked out
 * from the price list, the seasonal calendar and the search-engine data
 * travel in the page, not the price list and its rules in its JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { company } = contentOf(context);
  const catalog = estimateCatalog(contentOf(context));
  return {
    plans: carePlans.map((plan) => ({ plan, price: planPrice(plan, catalog) })),
    seasons,
    calendar: seasonalCalendar,
    structuredData: [
      businessSchema(company, [carePlanCatalog(contentOf(context))]),
      breadcrumbSchema(company, [{ name: carePlansPage.title, path: CARE_PLANS_PATH }]),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ ...carePlansPage, path: CARE_PLANS_PATH, structuredData: loaderData?.structuredData ?? [], company: companyOf(matches) });

export default function CarePlansPage({ loaderData }: Route.ComponentProps) {
  const { plans, seasons, calendar } = loaderData;
  return (
    <>
      <PageIntro heading={carePlansPage.heading} lead={carePlansPage.intro} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="text-2xl font-bold">
            {carePlansPage.plansHeading}
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {plans.map(({ plan, price }) => (
              <PlanCard key={plan.id} plan={plan} price={price} seasons={seasons} />
            ))}
          </div>
          <p className="mt-6">
            <Link to="/prices" prefetch="intent" className="font-semibold text-primary underline underline-offset-4">
              {carePlansPage.howPriced}
            </Link>
          </p>
        </section>

        <section aria-labelledby="calendar-heading" className="mt-16">
          <h2 id="calendar-heading" className="text-2xl font-bold">
            {carePlansPage.calendarHeading}
          </h2>
          <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{carePlansPage.calendarIntro}</p>
          <SeasonCalendar seasons={seasons} calendar={calendar} />
        </section>
      </div>
      <CallToAction />
    </>
  );
}
