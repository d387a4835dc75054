import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { ServiceIcon } from "~/components/service-icon";
import { Picture } from "~/components/ui/picture";
import type { Pages } from "~/content/pages.schema";
import type { Service } from "~/content/services.schema";
import type { ServiceSlug } from "~/content/types";
import type { Picture as PictureData } from "~/lib/image-names";

/** Card width: a third of the 1152 px column on desktop, half on tablets, full on phones. */
const CARD_SIZES = "(min-width: 1152px) 370px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 32px)";

interface ServicesSectionProps {
  /** The section's words (pages/home.ts), through the page's loader. */
  copy: Pages["homePage"]["services"];
  services: readonly Service[];
  /** Each service's picture (its first gallery photo), through the page's loader. */
  pictures: Partial<Record<ServiceSlug, PictureData>>;
  /** What follows the cards inside the section (the home page's "how we work"). */
  children?: ReactNode;
}

/** A card per service, each linking to its page. */
export function ServicesSection({ copy, services, pictures, children }: ServicesSectionProps) {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              to={`/services/${service.slug}`}
              prefetch="intent"
              className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
            >
              {/* The card's text names the service; its picture is decoration. */}
              {pictures[service.slug] ? (
                <Picture image={pictures[service.slug]!} decorative sizes={CARD_SIZES} aspect="16/9" />
              ) : (
                // No picture of the service is shown (the owner hid them): a band for the icon to sit on.
                <div aria-hidden="true" className="h-12 bg-muted" />
              )}
              <div className="flex flex-1 flex-col p-6 pt-0">
                {/* Over the picture's edge: positioned, so it is painted above the picture (which is a
                    stacking context of its own, see Picture's content-visibility). */}
                <span className="relative z-10 -mt-6 flex size-12 items-center justify-center rounded-2xl border-4 border-surface bg-accent text-accent-foreground">
                  <ServiceIcon slug={service.slug} className="size-6" />
                </span>
                <h3 className="mt-3 text-xl font-bold">{service.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{service.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary">
                  {copy.more}
                  <span className="sr-only">: {service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
