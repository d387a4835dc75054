import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import { buttonVariants } from "~/components/ui/button";
import type { CarePlan } from "~/content/care-plans.schema";
import { carePlansPage } from "~/content/pages/care-plans";
import type { Season } from "~/content/seasons.schema";
import type { PlanPrice } from "~/estimate/rules";
import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/money";

/**
 * One care plan: what it is for, its price from the price list, what each
 * visit includes, its visits in each season, and the way to ask for it (the
 * enquiry form with the plan chosen).
 */
export function PlanCard({ plan, price, seasons }: { plan: CarePlan; price: PlanPrice; seasons: readonly Season[] }) {
  const copy = carePlansPage;
  const headingId = `${plan.id}-heading`;
  return (
    // Beside each other, the cards share their rows (the plans' grid, as a subgrid): each part of a card starts level
    // with the same part of the others, whatever the length of the texts above it.
    <article
      id={plan.id}
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl border border-border bg-surface p-6 lg:row-span-10 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
    >
      <h3 id={headingId} className="flex items-start gap-3 text-xl font-bold">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <ServiceIcon slug={plan.service} className="size-5" />
        </span>
        <span className="pt-1.5">{plan.name}</span>
      </h3>
      <p className="mt-3 text-muted-foreground">{plan.summary}</p>

      <p className="mt-5 flex flex-wrap items-baseline gap-x-2 text-primary">
        <span className="text-lg font-semibold">{copy.pricePrefix}</span>
        <span className="text-3xl font-bold tabular-nums">{formatEuro(price.perPeriod)}</span>
        <span className="text-lg font-semibold">{copy.per[price.billing]}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {copy.priceNote(price.billing, price.periods, price.visits, plan.discountPercent, formatEuro(price.perPeriod * price.periods))}
      </p>
      <p className="mt-3 text-sm">
        <span className="font-semibold">{copy.suitsLabel}</span> {plan.suits}
      </p>

      <h4 className="mt-5 font-semibold">{copy.visitsHeading}</h4>
      <dl className="mt-2 grid grid-cols-4 gap-1.5 text-center">
        {seasons.map((season) => {
          const count = plan.visits[season.id];
          return (
            <div key={season.id} className={cn("rounded-xl px-1 py-2", count ? "bg-muted" : "border border-dashed border-border")}>
              <dt className="text-xs font-semibold text-muted-foreground">{season.name}</dt>
              <dd className="mt-0.5 text-lg font-bold tabular-nums">
                {count ? (
                  count
                ) : (
                  <>
                    <span aria-hidden="true">{copy.noVisits}</span>
                    <span className="sr-only">{copy.visitCount(0)}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>

      <h4 className="mt-5 font-semibold">{copy.perVisitHeading}</h4>
      <ul className="mt-2 mb-6 space-y-2">
        {plan.perVisit.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>

      <Link
        to={`/contact?service=${plan.service}&plan=${plan.id}#enquiry`}
        aria-describedby={headingId}
        className={cn(buttonVariants({ size: "lg" }), "mt-auto w-full")}
      >
        {copy.choose}
      </Link>
    </article>
  );
}
