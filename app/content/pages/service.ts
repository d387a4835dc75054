/**
 * The headings of every service page (its texts are in service-details.ts).
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import type { Pages } from "../pages.schema";

/** The headings of each service page (its texts are in services.ts and service-details.ts). */
export const servicePage = {
  breadcrumbLabel: "Навигационна пътека",
  aboutHeading: "Какво представлява",
  stepsHeading: "Как протича работата",
  pricesHeading: "Цени",
  allPricesLink: "Всички цени",
  photosHeading: "Снимки от наши обекти",
  faqHeading: "Често задавани въпроси",
  includedHeading: "Какво включва",
} satisfies Pages["servicePage"];
