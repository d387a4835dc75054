/**
 * The six services' slugs, in menu order: the one list that routes.ts, the
 * content schemas and the enquiry form's choices are built from. Zod-free on
 * purpose, because the browser's code imports it. The shapes of the content
 * are in the `*.schema.ts` modules beside each content file.
 */

export const serviceSlugs = ["gardening", "irrigation", "cleaning", "constructions", "excavation", "lighting"] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/**
 * The facts of the "how we work" part (app/content/trust.ts), each shown with
 * its own icon: the list the content schema and the component share.
 */
export const trustFactIds = ["since", "visit", "offer", "start", "payment", "guarantee", "insurance", "response"] as const;

export type TrustFactId = (typeof trustFactIds)[number];
