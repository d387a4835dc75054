/**
 * The six services' slugs, in menu order: the one list that routes.ts, the
 * content schemas and the enquiry form's choices are built from. Zod-free on
 * purpose, because the browser's code imports it. The shapes of the content
 * are in the `*.schema.ts` modules beside each content file.
 */

export const serviceSlugs = ["gardening", "irrigation", "cleaning", "constructions", "excavation", "lighting"] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
