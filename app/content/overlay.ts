/**
 * The owner's edits over the repository's content (decision 0029): JSON
 * files in DATA_DIR/content/, one per content module, that the build reads
 * (vite.config.ts puts each into its module as a constant) and merges over
 * the defaults written in app/content/. Without them the content is exactly
 * what the repository says. Their shapes are overlay.schema.ts's; they are
 * checked, and the merged content validated with the modules' own schemas, by
 * overlays.server.ts before any build uses them. This module is zod-free (it
 * imports the schemas' types only): the company's part of it runs in
 * every page's JavaScript (the other modules' merges are in modules of their
 * own: price-overlay.ts, gallery-overlay.ts, service-overlay.ts).
 */
import type { Company } from "./company.schema";

/** The company facts the owner edits in /admin („Фирмени данни“). */
export const companyOverlayKeys = [
  "legalName",
  "phone",
  "email",
  "address",
  "hours",
  "serviceArea",
  "serviceAreaNote",
  "social",
  "credit",
  "siteUrl",
] as const;

export type {
  CompanyOverlay,
  ContentOverlays,
  GalleryOverlay,
  PriceEdit,
  PricesOverlay,
  ServiceTextEdit,
  ServiceAreaOverlay,
  ServicesOverlay,
  TrustOverlay,
  UploadedEntry,
} from "./overlay.schema";
import type { CompanyOverlay, ContentOverlays } from "./overlay.schema";

/** The file of each overlay in the content folder. */
export const overlayFiles = {
  company: "company.json",
  prices: "prices.json",
  gallery: "gallery.json",
  services: "services.json",
  trust: "trust.json",
  serviceArea: "service-area.json",
} as const satisfies Record<keyof ContentOverlays, string>;

/** Each list an overlay gives replaces the default's whole; the rest stays the default's. */
export function withListsOverlay<T extends object>(defaults: T, overlay: Partial<T> | undefined): T {
  if (!overlay) return defaults;
  return { ...defaults, ...Object.fromEntries(Object.entries(overlay).filter(([, value]) => value !== undefined)) };
}

/** The company facts with the owner's edits: each edited fact replaces the default whole. */
export function withCompanyOverlay<T extends Company>(defaults: T, overlay: CompanyOverlay | undefined): T {
  if (!overlay) return defaults;
  const merged: T = { ...defaults };
  for (const key of companyOverlayKeys) {
    if (overlay[key] !== undefined) Object.assign(merged, { [key]: overlay[key] });
  }
  return merged;
}
