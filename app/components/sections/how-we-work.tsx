import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import FileText from "lucide-react/icons/file-text";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import ReceiptEuro from "lucide-react/icons/receipt-euro";
import ShieldCheck from "lucide-react/icons/shield-check";
import Umbrella from "lucide-react/icons/umbrella";
import type { LucideIcon } from "lucide-react";
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

/**
 * The facts: a tight list on a phone (the icon floats at the start of the lines, the title in bold leads them),
 * cards side by side from 640 px (the icon in a column of its own, the title on a line of its own).
 */
function Facts({
  facts,
  className,
}: {
  /** `onPhone: false`: shown from 768 px only (the short "how we work" shows fewer facts on a phone). */
  facts: readonly (HowWeWorkData["facts"][number] & { onPhone?: boolean })[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-2 sm:grid-cols-2 sm:gap-4", className)}>
      {facts.map((fact) => {
        const Icon = icons[fact.id];
        return (
          <li
            key={fact.id}
            className={cn(
              "flow-root sm:flex sm:gap-3 sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-4",
              fact.onPhone === false && "hidden md:flex",
            )}
          >
            <Icon
              aria-hidden="true"
              className="float-left mt-px mr-2 size-5 shrink-0 text-primary sm:float-none sm:mt-0.5 sm:mr-0 sm:size-6"
            />
            <p className="text-sm leading-snug text-muted-foreground sm:leading-normal">
              <span className="text-base font-bold text-foreground sm:block sm:pb-0.5">{fact.title}</span> {fact.text}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Area({ heading, area }: { heading: string; area: string }) {
  return (
    <p className="mt-3 flex gap-2 leading-snug font-medium md:mt-4 md:leading-normal">
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
      <blockquote className="flex-1 text-base leading-snug md:leading-normal">
        <p>„{review.text}“</p>
      </blockquote>
      <figcaption className="mt-2 text-sm md:mt-4">
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
      <p className="mt-2 max-w-2xl leading-snug text-muted-foreground md:mt-3 md:text-lg md:leading-normal">{data.intro}</p>
      <Area heading={data.areaHeading} area={data.area} />

      <Facts facts={data.facts} className="mt-4 md:mt-8 lg:grid-cols-4" />

      {data.team.length > 0 ? (
        <>
          <Subheading className="mt-6 text-xl font-bold md:mt-12">{data.teamHeading}</Subheading>
          {/* On a phone a tight list: the badge floats at the start, the name with the role beside it while it fits, then
              the lines about them. */}
          <ul className="mt-3 grid gap-2.5 sm:grid-cols-2 sm:gap-4 md:mt-4 lg:grid-cols-3">
            {data.team.map((person) => (
              <li key={person.name} className="flow-root sm:flex sm:gap-4">
                <span
                  aria-hidden="true"
                  className="float-left mr-3 flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground sm:float-none sm:mr-0 md:size-12 md:text-lg"
                >
                  {initials(person.name)}
                </span>
                <div className="leading-snug">
                  <p className="flex flex-wrap items-baseline gap-x-2 md:block">
                    <span className="font-bold md:block">{person.name}</span>
                    <span className="text-sm font-semibold text-primary md:block">{person.role}</span>
                  </p>
                  <p className="mt-0.5 text-sm text-muted-foreground md:mt-1 md:leading-normal">{person.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {data.reviews.length > 0 ? (
        <>
          <Subheading className="mt-6 text-xl font-bold md:mt-12">{data.reviewsHeading}</Subheading>
          {/* One review on a phone, the others beside it from 768 px. */}
          <ul className="mt-3 grid gap-4 md:mt-4 md:grid-cols-2">
            {data.reviews.map((review, index) => (
              <li key={review.id} className={cn(index > 0 && "hidden md:block")}>
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
      <Facts facts={data.facts} className="mt-4 md:mt-5" />
      {data.review ? (
        <div className="mt-4 md:mt-6">
          <h3 className="sr-only">{data.reviewsHeading}</h3>
          <Review review={data.review} />
        </div>
      ) : null}
      <p className="mt-2 md:mt-4">
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
