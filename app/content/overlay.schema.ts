/**
 * The shapes of the owner's edits (app/content/overlay.ts): only the fields
 * the owner may edit, each a part of its content module's own schema. The
 * types are inferred from them; overlay.ts, which runs in every page, imports
 * only the types.
 */
import { z } from "zod";
import { serviceSlug } from "./common.schema";
import { companySchema } from "./company.schema";
import { galleryEntrySchema } from "./gallery.schema";
import { serviceAreaSchema } from "./service-area.schema";
import { trustSchema } from "./trust.schema";
import { companyOverlayKeys } from "./overlay";
import { priceListSchema } from "./price-list.schema";
import { serviceDetailsSchema } from "./service-details.schema";

/** The company facts the owner edits (`companyOverlayKeys`), as a mask for zod's `pick`. */
const companyOverlayMask = Object.fromEntries(companyOverlayKeys.map((key) => [key, true])) as {
  [Key in (typeof companyOverlayKeys)[number]]: true;
};
const companyOverlaySchema = companySchema.pick(companyOverlayMask).partial().strict();

const priceEditSchema = priceListSchema.shape.priceList.element
  .pick({ cents: true, from: true })
  // null removes the item's note, or its minimum charge.
  .extend({
    note: priceListSchema.shape.priceList.element.shape.note.unwrap().nullable(),
    minimum: priceListSchema.shape.priceList.element.shape.minimum.unwrap().nullable(),
  })
  .partial()
  .strict();

const pricesOverlaySchema = z.strictObject({ items: z.record(z.string(), priceEditSchema) });

/**
 * An uploaded photo's sizes, made when it was uploaded (decision 0042): what a
 * page needs to show it (app/lib/image-names.ts, `UploadedImage`); its files
 * are in DATA_DIR/photos/, named by `hash`.
 */
export const uploadedImageSchema = z.strictObject({
  width: z.int().positive(),
  height: z.int().positive(),
  color: z.string().regex(/^#[0-9a-f]{6}$/, "must be a colour written as #rrggbb"),
  hash: z.string().regex(/^[0-9a-f]{10}$/, "must be the 10 hexadecimal digits of the photo's hash"),
  widths: z.array(z.int().positive()).min(1),
});

/**
 * The owner's gallery: their entries, whole entries of the build's gallery
 * schema, their photos uploaded (decision 0030), each with its sizes
 * (`image`), in the order the pages show them; the repository's pictures the
 * owner hides (`hidden`, their ids); and the photo that leads each service's
 * page (`lead`, one of the owner's entries of that service). Decision 0051.
 */
const galleryOverlaySchema = z
  .strictObject({
    entries: z.array(
      galleryEntrySchema.strict().extend({
        image: uploadedImageSchema,
        before: galleryEntrySchema.shape.before.unwrap().strict().extend({ image: uploadedImageSchema }).optional(),
      }),
    ),
    /** Ids of the repository's pictures (gallery.ts) not shown; an id it no longer has hides nothing. */
    hidden: z
      .array(galleryEntrySchema.shape.id)
      .refine((ids) => new Set(ids).size === ids.length, "must name each picture once")
      .optional(),
    /** By service: the id of the owner's entry shown first on its page. */
    lead: z.partialRecord(serviceSlug, galleryEntrySchema.shape.id).optional(),
  })
  .superRefine((gallery, context) => {
    for (const [service, id] of Object.entries(gallery.lead ?? {})) {
      if (!gallery.entries.some((entry) => entry.id === id && entry.service === service))
        context.addIssue({
          code: "custom",
          path: ["lead", service],
          message: `must be the id of one of the entries of the service "${service}"`,
        });
    }
  });

/** The service pages' texts the owner edits (decision 0031): the schema's own lists, by service. */
const serviceTextEditSchema = serviceDetailsSchema.pick({ intro: true, included: true }).partial().strict();
const servicesOverlaySchema = z.strictObject({ items: z.partialRecord(serviceSlug, serviceTextEditSchema) });

/** The facts, the people and the reviews of "how we work": each list, when given, replaces the default whole. */
const trustOverlaySchema = trustSchema.pick({ facts: true, team: true, reviews: true }).partial().strict();

/** The towns with their distances and the trip's cost by distance: each list, when given, replaces the default whole. */
const serviceAreaOverlaySchema = serviceAreaSchema.partial().strict();

/** One schema per overlay file (overlayFiles in overlay.ts). */
export const overlaySchemas = {
  company: companyOverlaySchema,
  prices: pricesOverlaySchema,
  gallery: galleryOverlaySchema,
  services: servicesOverlaySchema,
  trust: trustOverlaySchema,
  serviceArea: serviceAreaOverlaySchema,
} as const;

/**
 * The overlays as their schemas clean them (each text as `textField` makes
 * it): what the build puts into the content modules and what the content is
 * checked with. An overlay its schema refuses is left as it is, for the check
 * to name what is wrong.
 */
export function cleanOverlays<T extends Partial<Record<keyof typeof overlaySchemas, unknown>>>(overlays: T): T {
  const cleaned = { ...overlays };
  for (const key of Object.keys(overlaySchemas) as (keyof typeof overlaySchemas)[]) {
    if (overlays[key] === undefined) continue;
    const result = overlaySchemas[key].safeParse(overlays[key]);
    if (result.success) Object.assign(cleaned, { [key]: result.data });
  }
  return cleaned;
}

/** The company facts the owner edits in /admin („Фирмени данни“). */
export type CompanyOverlay = z.infer<typeof companyOverlaySchema>;
/** What the owner edits of a price list item („Цени“). */
export type PriceEdit = z.infer<typeof priceEditSchema>;
/** The price edits, by the item's id. */
export type PricesOverlay = z.infer<typeof pricesOverlaySchema>;
/**
 * The owner's own gallery entries („Галерия“), added to the repository's: each
 * a whole entry of the gallery schema, its photos (`file`, `before.file`) in
 * the content folder's gallery/ (UPLOADS_FOLDER in gallery-overlay.ts) and
 * their sizes (`image`) in DATA_DIR/photos/, never in the repository.
 */
export type GalleryOverlay = z.infer<typeof galleryOverlaySchema>;
/** One of the owner's gallery entries. */
export type UploadedEntry = GalleryOverlay["entries"][number];
/** What the owner edits of a service page's texts („Услуги“): each list replaces the default whole. */
export type ServiceTextEdit = z.infer<typeof serviceTextEditSchema>;
/** The service texts' edits, by the service's slug. */
export type ServicesOverlay = z.infer<typeof servicesOverlaySchema>;

/** The "how we work" lists the owner's edits replace. */
export type TrustOverlay = z.infer<typeof trustOverlaySchema>;
/** The service area's lists the owner's edits replace. */
export type ServiceAreaOverlay = z.infer<typeof serviceAreaOverlaySchema>;
/** Every overlay there is, each optional. */
export type ContentOverlays = { -readonly [Key in keyof typeof overlaySchemas]?: z.infer<(typeof overlaySchemas)[Key]> };
