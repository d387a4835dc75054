/**
 * The six services' slugs, in menu order: the one list that routes.ts, the
 * content schemas and the enquiry form's choices are built from. Zod-free on
 * purpose, because the browser's code imports it. The shapes of the content
 * are in the `*.schema.ts` modules beside each content file.
 */

export const serviceSlugs = ["gardening", "irrigation", "cleaning", "constructions", "excavation", "lighting"] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/**
 * The four seasons, in the order of the year from spring: the ids that the
 * price estimate's URL, the price list's seasonal changes and the care plans'
 * visits use (their names are in seasons.ts).
 */
export const seasonIds = ["spring", "summer", "autumn", "winter"] as const;

export type SeasonId = (typeof seasonIds)[number];

/**
 * The care plans' ids, in the order of care-plans.ts: the choices an enquiry
 * can name (`/contact?plan=lawn-and-hedge`). Zod-free like the rest of this
 * file, because the enquiry form's schema imports it.
 */
export const carePlanIds = ["lawn-and-hedge", "irrigation-season", "seasonal-cleaning"] as const;

export type CarePlanId = (typeof carePlanIds)[number];

/**
 * The facts of the "how we work" part (app/content/trust.ts), each shown with
 * its own icon: the list the content schema and the component share.
 */
export const trustFactIds = ["since", "visit", "offer", "start", "payment", "guarantee", "insurance", "response"] as const;

export type TrustFactId = (typeof trustFactIds)[number];
