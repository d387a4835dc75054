/**
 * The owner's edits over the repository's content (decision 0029): JSON
 * files in DATA_DIR/content/, one per content module, that the build reads
 * (vite.config.ts puts each into its module as a constant) and merges over
 * the defaults written in app/content/. Without them the content is exactly
 * what the repository says. Their shape is checked, and the merged content
 * validated with the modules' own schemas, by overlays.server.ts before any
 * build uses them. This module is zod-free: the company's part of it runs in
 * every page's JavaScript (the other modules' merges are in modules of their
 * own: price-overlay.ts, gallery-overlay.ts, service-overlay.ts).
 */
import type { Company } from "./company.schema";
import type { GalleryEntry } from "./gallery.schema";
import type { PriceItem } from "./price-list.schema";
import type { ServiceDetails } from "./service-details.schema";

/** The company facts the owner edits in /admin („Фирмени данни“). */
export const companyOverlayKeys = ["phone", "email", "address", "hours", "serviceArea", "serviceAreaNote"] as const;
export type CompanyOverlay = Partial<Pick<Company, (typeof companyOverlayKeys)[number]>>;

/** What the owner edits of a price list item („Цени“), by the item's id. */
export type PriceEdit = Partial<Pick<PriceItem, "cents" | "from">> & { note?: string | null };
export interface PricesOverlay {
  items: Record<string, PriceEdit>;
}

/**
 * The owner's own gallery entries („Галерия“), added to the repository's: each
 * a whole entry of the gallery schema, its photos (`file`, `before.file`) in
 * the content folder's gallery/ (UPLOADS_FOLDER in gallery-overlay.ts), never in the repository.
 */
export interface GalleryOverlay {
  entries: GalleryEntry[];
}

/** What the owner edits of a service page's texts („Услуги“), by the service's slug: each list replaces the default whole. */
export type ServiceTextEdit = Partial<Pick<ServiceDetails, "intro" | "included">>;
export interface ServicesOverlay {
  items: Record<string, ServiceTextEdit>;
}

export interface ContentOverlays {
  company?: CompanyOverlay;
  prices?: PricesOverlay;
  gallery?: GalleryOverlay;
  services?: ServicesOverlay;
}

/** The file of each overlay in the content folder. */
export const overlayFiles = {
  company: "company.json",
  prices: "prices.json",
  gallery: "gallery.json",
  services: "services.json",
} as const satisfies Record<keyof ContentOverlays, string>;

/** The company facts with the owner's edits: each edited fact replaces the default whole. */
export function withCompanyOverlay<T extends Company>(defaults: T, overlay: CompanyOverlay | undefined): T {
  if (!overlay) return defaults;
  const merged: T = { ...defaults };
  for (const key of companyOverlayKeys) {
    if (overlay[key] !== undefined) Object.assign(merged, { [key]: overlay[key] });
  }
  return merged;
}
