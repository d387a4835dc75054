import type { ReactNode } from "react";
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronRight from "lucide-react/icons/chevron-right";
import { ServiceIcon } from "~/components/service-icon";
import type { Pages } from "~/content/pages.schema";
import type { Service } from "~/content/services.schema";

interface ServicesSectionProps {
  /** The section's words (pages/home.ts), through the page's loader. */
  copy: Pages["homePage"]["services"];
  services: readonly Service[];
  /** What follows the cards inside the section (the home page's care plans and "how we work"). */
  children?: ReactNode;
}

/**
 * A card per service, each linking to its page: its icon, its name and its
 * line. No picture: the page shows the work in its first screen and in the
 * gallery below, and six pictures here would make a phone scroll through
 * them twice. On a phone a card is compact (the icon, the name and an arrow
 * that says it leads on, the line under them); from 640 px two, then three
 * columns with „Научете повече“.
 */
export function ServicesSection({ copy, services, children }: ServicesSectionProps) {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-8 md:py-16">
      <h2 id="services-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl leading-snug text-muted-foreground md:mt-3 md:text-lg md:leading-normal">{copy.intro}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4 md:mt-10 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              to={`/services/${service.slug}`}
              prefetch="intent"
              className="group grid h-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-2xl border border-border bg-surface px-4 py-3 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md sm:flex sm:flex-col sm:items-start sm:gap-0 sm:rounded-3xl sm:p-6"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:size-12 sm:rounded-2xl">
                <ServiceIcon slug={service.slug} className="size-6" />
              </span>
              {/* On a phone its children are the card's grid cells: the icon, the name and the arrow in a row, the line under them. */}
              <div className="contents sm:flex sm:min-w-0 sm:flex-1 sm:flex-col sm:self-stretch">
                <h3 className="col-start-2 row-start-1 text-lg font-bold sm:mt-3 sm:text-xl">{service.title}</h3>
                <p className="col-span-3 leading-snug text-muted-foreground sm:mt-2 sm:flex-1 sm:leading-normal">{service.summary}</p>
                <span className="mt-4 hidden items-center gap-1 font-semibold text-primary sm:inline-flex">
                  {copy.more}
                  <span className="sr-only">: {service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </div>
              <ChevronRight aria-hidden="true" className="col-start-3 row-start-1 size-5 text-primary sm:hidden" />
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
