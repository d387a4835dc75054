import { CalendarCheck, CalendarClock, FileText, MapPin, Phone, ReceiptEuro, ShieldCheck, Umbrella, type LucideIcon } from "lucide-react";
import type { TrustFactId } from "~/content/types";
import type { HowWeWorkData } from "~/lib/trust";

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
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{data.intro}</p>
      <p className="mt-4 flex gap-2 font-medium">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <span className="font-bold">{data.areaHeading}:</span> {data.area}
        </span>
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.facts.map((fact) => {
          const Icon = icons[fact.id];
          return (
            <li key={fact.id} className="flex gap-3 rounded-2xl border border-border bg-surface p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div>
                <p className="font-bold">{fact.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{fact.text}</p>
              </div>
            </li>
          );
        })}
      </ul>

      {data.team.length > 0 ? (
        <>
          <Subheading className="mt-12 text-xl font-bold">{data.teamHeading}</Subheading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.team.map((person) => (
              <li key={person.name} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
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
          <Subheading className="mt-12 text-xl font-bold">{data.reviewsHeading}</Subheading>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.reviews.map((review) => (
              <li key={review.id}>
                <figure className="flex h-full flex-col rounded-2xl bg-muted p-5">
                  <blockquote className="flex-1 text-base">
                    <p>„{review.text}“</p>
                  </blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-bold">{review.author}</span>
                    <span className="text-muted-foreground">
                      {" "}
                      · {review.place} · {review.serviceTitle}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
