/**
 * The owner's edits judged as the build judges the repository's content
 * (decision 0029): each overlay file's shape (only the fields the owner may
 * edit), then the whole content with the edits merged in, through the same
 * `validateContent` (every module's schema and the checks across modules)
 * that `npm run content` runs. Used by `npm run content` on the files in the
 * content folder, and by the owner's forms before anything is saved.
 */
import { z } from "zod";
import { companySchema } from "./company.schema";
import { companyDefaults } from "./company";
import { overlayFiles, withCompanyOverlay, type ContentOverlays } from "./overlay";
import { priceListSchema } from "./price-list.schema";
import { withPricesOverlay } from "./price-overlay";
import { priceListDefaults } from "./price-list";
import { typeset } from "./typography";
import { shippedContent, validateContent, type ContentIssue } from "./validate.server";

const companyOverlaySchema = companySchema
  .pick({ phone: true, email: true, address: true, hours: true, serviceArea: true, serviceAreaNote: true })
  .partial()
  .strict();

const priceEditSchema = priceListSchema.shape.priceList.element
  .pick({ cents: true, from: true })
  .extend({ note: z.string().trim().min(1, "must not be empty: use null to remove the note").nullable() })
  .partial()
  .strict();

const pricesOverlaySchema = z.strictObject({ items: z.record(z.string(), priceEditSchema) });

const overlaySchemas = { company: companyOverlaySchema, prices: pricesOverlaySchema } as const;

/** The whole content as the build would have it with these edits. */
export function contentWithOverlays(overlays: ContentOverlays) {
  return {
    ...shippedContent(),
    company: typeset(withCompanyOverlay(companyDefaults, overlays.company)),
    priceList: typeset(withPricesOverlay(priceListDefaults, overlays.prices)),
  };
}

/**
 * What is wrong with these edits: their files' shape, then the content they
 * make. `dir` names the files in the messages (e.g. "data/content").
 */
export function overlayIssues(overlays: Record<string, unknown>, dir = "DATA_DIR/content"): ContentIssue[] {
  const shapeIssues = (Object.keys(overlaySchemas) as (keyof typeof overlaySchemas)[]).flatMap((key) => {
    if (overlays[key] === undefined) return [];
    const result = overlaySchemas[key].safeParse(overlays[key]);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          file: `${dir}/${overlayFiles[key]}`,
          field: issue.path.map(String).join("."),
          message: issue.message,
        }));
  });
  if (shapeIssues.length > 0) return shapeIssues;
  return validateContent(contentWithOverlays(overlays as ContentOverlays));
}

/** The price list items the repository has, for the owner's form. */
export const editablePriceIds = () => new Set(priceListDefaults.map((item) => item.id));
