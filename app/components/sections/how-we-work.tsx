import { Link } from "react-router";
import {
  ArrowRight,
  CalendarCheck,
  CalendarClock,
  FileText,
  MapPin,
  Phone,
  ReceiptEuro,
  ShieldCheck,
  Umbrella,
  type LucideIcon,
} from "lucide-react";
import type { TrustFactId } from "~/content/types";
import { cn } from "~/lib/cn";
import type { HowWeWorkBriefData, HowWeWorkData } from "~/lib/trust";

/** One icon per fact; the pin and the phone are the ones every page loads already (header, footer). */
const icons: Record<TrustFactId, LucideIcon> = {
  since: CalendarCheck,
  visit: MapPin,
  offer: FileText,
  start: CalendarClock,
  payment: ReceiptEuro,
  guarantee: ShieldCheck,
  insurance: Umbrella,
  response: Phone,
};

/** The facts: a tight list on a phone (icon, title, a line or three), cards side by side from 640 px. */
function Facts({ facts, className }: { facts: HowWeWorkData["facts"]; className?: string }) {
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2 sm:gap-4", className)}>
      {facts.map((fact) => {
        const Icon = icons[fact.id];
        return (
          <li key={fact.id} className="flex gap-3 sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-4">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <p className="font-bold">{fact.title}</p>
              <p className="mt-0.5 text-sm leading-snug text-muted-foreground sm:leading-normal">{fact.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Area({ heading, area }: { heading: string; area: string }) {
  return (
    <p className="mt-4 flex gap-2 font-medium">
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>
        <span className="font-bold">{heading}:</span> {area}
      </span>
    </p>
  );
}

function Review({ review }: { review: { text: string; author: string; place: string; serviceTitle?: string } }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-muted p-4 md:p-5">
      <blockquote className="flex-1 text-base">
        <p>„{review.text}“</p>
      </blockquote>
      <figcaption className="mt-3 text-sm md:mt-4">
        <span className="font-bold">{review.author}</span>
        <span className="text-muted-foreground"> · {[review.place, review.serviceTitle].filter(Boolean).join(" · ")}</span>
      </figcaption>
    </figure>
  );
}

/** Two letters for a person's round badge: „Николай Ганчев“ → „НГ“. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

/**
 * "How we work": the facts a homeowner asks about before calling (the visit,
 * the offer, when work starts, payment, guarantee, insurance, how fast the
 * company answers), where it works, who comes, and what customers said. Its
 * data comes from the page's loader (app/lib/trust.ts). `level` is its
 * heading's level: 2 on a service page, 3 inside the home page's services.
 */
export function HowWeWork({ data, level = 2, id = "how-we-work" }: { data: HowWeWorkData; level?: 2 | 3; id?: string }) {
  const Heading = `h${level}` as const;
  const Subheading = `h${level + 1}` as "h3" | "h4";
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {data.heading}
      </Heading>
      <p className="mt-3 max-w-2xl text-muted-foreground md:text-lg">{data.intro}</p>
      <Area heading={data.areaHeading} area={data.area} />

      <Facts facts={data.facts} className="mt-6 md:mt-8 lg:grid-cols-4" />

      {data.team.length > 0 ? (
        <>
          <Subheading className="mt-10 text-xl font-bold md:mt-12">{data.teamHeading}</Subheading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.team.map((person) => (
              <li key={person.name} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground md:size-12 md:text-lg"
                >
                  {initials(person.name)}
                </span>
                <div>
                  <p className="font-bold">{person.name}</p>
                  <p className="text-sm font-semibold text-primary">{person.role}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{person.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {data.reviews.length > 0 ? (
        <>
          <Subheading className="mt-10 text-xl font-bold md:mt-12">{data.reviewsHeading}</Subheading>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {data.reviews.map((review) => (
              <li key={review.id}>
                <Review review={review} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * The short "how we work" of a service page (id "how-we-work" too, as the
 * part it stands for): the few facts true of this service, where the company
 * works, one review of this service, and the way to the whole part on the home
 * page (the other facts, the team, more reviews).
 */
export function HowWeWorkBrief({ data, link }: { data: HowWeWorkBriefData; link: string }) {
  return (
    <section id="how-we-work" aria-labelledby="how-we-work-heading">
      <h2 id="how-we-work-heading" className="text-2xl font-bold">
        {data.heading}
      </h2>
      <Area heading={data.areaHeading} area={data.area} />
      <Facts facts={data.facts} className="mt-5" />
      {data.review ? (
        <div className="mt-6">
          <h3 className="sr-only">{data.reviewsHeading}</h3>
          <Review review={data.review} />
        </div>
      ) : null}
      <p className="mt-4">
        <Link
          to="/#how-we-work"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4"
        >
          {link}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}
