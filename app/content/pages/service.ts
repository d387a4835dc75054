/**
 * The headings of every service page (its texts are in service-details.ts).
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

/** The headings of each service page (its texts are in services.ts and service-details.ts). */
export const servicePage = typeset({
  breadcrumbLabel: "Навигационна пътека",
  aboutHeading: "Какво представлява",
  stepsHeading: "Как протича работата",
  pricesHeading: "Цени",
  allPricesLink: "Всички цени",
  /** By what the section shows (decision 0051): an illustration is never called a photo of a job. */
  photosHeading: {
    photos: "Снимки от наши обекти",
    illustrations: "Как изглежда тази работа (илюстрации)",
    both: "Снимки и илюстрации на тази работа",
  },
  faqHeading: "Често задавани въпроси",
  includedHeading: "Какво включва",
  /** Under the list of what is included, above the call and enquiry buttons. */
  includedAction: "Оглед и оферта преди всяка работа:",
  /** Under the short "how we work" (the visit, the guarantee…): the whole of it, with the team and the reviews. */
  howWeWorkLink: "Всичко за това как работим",
} satisfies Pages["servicePage"]);
