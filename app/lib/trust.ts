/**
 * What the "how we work" part of a page shows, picked by the page's loader
 * from the content it renders with (`contentOf(context).trust`: the
 * repository's app/content/trust.ts with the owner's edits), so that it
 * travels in the page's HTML and data and not in its JavaScript. The `demo` marks are for the owner and the build
 * (app/content/validate.server.ts), not for the page.
 */
import { serviceAreaText } from "~/content/company";
import type { Company } from "~/content/company.schema";
import { getService } from "~/content/services";
import type { ServiceAreaContent } from "~/content/service-area.schema";
import { withTripFigures } from "~/content/trip-rules";
import type { Trust } from "~/content/trust.schema";
import { BRIEF_FACTS, BRIEF_FACTS_ON_PHONE } from "~/content/trust-limits";
import type { ServiceSlug } from "~/content/types";

/** The facts as the pages show them: the trip's placeholders filled in from the service area's zones. */
export const trustAsShown = (trust: Trust, serviceArea: Pick<ServiceAreaContent, "travelZones">): Trust => ({
  ...trust,
  facts: trust.facts.map((fact) => ({
    ...fact,
    title: withTripFigures(fact.title, serviceArea.travelZones),
    text: withTripFigures(fact.text, serviceArea.travelZones),
  })),
});

export type HowWeWorkData = ReturnType<typeof howWeWork>;

/**
 * The facts, the people, the service area and a few reviews: for a service
 * page its own service's reviews first, then the others, up to `reviewCount`.
 */
export function howWeWork({
  trust,
  service,
  reviewCount,
  company,
}: {
  trust: Trust;
  service?: ServiceSlug;
  reviewCount: number;
  company: Pick<Company, "serviceArea" | "serviceAreaNote">;
}) {
  const reviews = [...trust.reviews]
    .sort((a, b) => Number(b.service === service) - Number(a.service === service))
    .slice(0, reviewCount)
    .map(({ id, author, place, service: slug, text }) => ({ id, author, place, text, serviceTitle: getService(slug).title }));
  return {
    heading: trust.heading,
    intro: trust.intro,
    facts: trust.facts.map(({ id, title, text }) => ({ id, title, text })),
    areaHeading: trust.areaHeading,
    area: serviceAreaText(company),
    teamHeading: trust.teamHeading,
    team: trust.team.map(({ name, role, text }) => ({ name, role, text })),
    reviewsHeading: trust.reviewsHeading,
    reviews,
  };
}

/**
 * The few facts a homeowner asks first, for the first screen of the home page (all of them) and of
 * a service page (those true of that service: the guarantee is not shown on the clean-up's page).
 */
export const trustHighlights = (trust: Pick<Trust, "facts">, service?: ServiceSlug): string[] =>
  trust.facts
    .filter(({ highlight, services }: { highlight?: boolean; services?: readonly ServiceSlug[] }) =>
      Boolean(highlight && (!service || !services || services.includes(service))),
    )
    .map((fact) => fact.title);

export { BRIEF_FACTS, BRIEF_FACTS_ON_PHONE };

export type HowWeWorkBriefData = ReturnType<typeof howWeWorkBrief>;

/**
 * The short "how we work" of a service page (the whole part is the home
 * page's): the facts true of that service, the highlighted ones first, up to
 * BRIEF_FACTS (BRIEF_FACTS_ON_PHONE of them on a phone), in the content's order; where the company works; and one review
 * of that service, if there is one.
 */
export function howWeWorkBrief({
  trust,
  service,
  company,
}: {
  trust: Trust;
  service: ServiceSlug;
  company: Pick<Company, "serviceArea" | "serviceAreaNote">;
}) {
  const relevant = trust.facts.filter((fact) => !fact.services || fact.services.includes(service));
  const ranked = [...relevant.filter((fact) => fact.highlight), ...relevant.filter((fact) => !fact.highlight)];
  const chosen = new Set(ranked.slice(0, BRIEF_FACTS));
  const onPhone = new Set(ranked.slice(0, BRIEF_FACTS_ON_PHONE));
  const review = trust.reviews.find((candidate) => candidate.service === service);
  return {
    heading: trust.heading,
    facts: relevant
      .filter((fact) => chosen.has(fact))
      .map((fact) => ({ id: fact.id, title: fact.title, text: fact.text, onPhone: onPhone.has(fact) })),
    areaHeading: trust.areaHeading,
    area: serviceAreaText(company),
    reviewsHeading: trust.reviewsHeading,
    review: review ? { id: review.id, author: review.author, place: review.place, text: review.text } : undefined,
  };
}
