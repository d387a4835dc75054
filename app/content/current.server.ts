/**
 * The content the pages are rendered with (decision 0040): the repository's
 * defaults with the owner's edits, read when a loader asks, never compiled
 * into a chunk. At build time the prerendered pages get the edits of the
 * content folder the build was given (CONTENT_DIR or DATA_DIR); the running
 * server renders its per-request pages and its e-mails with the edits that are
 * live. The files are read again only when one of them changed.
 */
import { statSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { Company } from "./company.schema";
import { companyDefaults } from "./company";
import { galleryDefaults, type GalleryItem } from "./gallery";
import { galleryLeadOf, withGalleryOverlay, type GalleryLead } from "./gallery-overlay";
import { overlayFiles, withCompanyOverlay, withListsOverlay, type ContentOverlays } from "./overlay";
import { contentDir, readOverlayFiles } from "./overlay-files.server";
import { overlaySchemas } from "./overlay.schema";
import { priceListDefaults } from "./price-list";
import type { PriceItem } from "./price-list.schema";
import { serviceAreaDefaults } from "./service-area";
import type { ServiceAreaContent } from "./service-area.schema";
import { trust } from "./trust";
import type { Trust } from "./trust.schema";
import { withPricesOverlay } from "./price-overlay";
import { serviceDetailsDefaults } from "./service-details";
import type { ServiceDetails } from "./service-details.schema";
import { withServicesOverlay } from "./service-overlay";
import { typeset } from "./typography";

/** What the owner edits, as the loaders hand it to the pages. */
export interface SiteContent {
  /** The company facts: every page shows them (the root loader). */
  company: Company;
  /** The price list with its minimum charges, as published (prices, service pages, estimates, offers). */
  priceList: readonly PriceItem[];
  /** The service pages' texts, as published (intro, what is included, …). */
  serviceDetails: readonly ServiceDetails[];
  /** The owner's uploaded pictures in the owner's order, then the repository's not hidden, newest first. */
  gallery: readonly GalleryItem[];
  /** By service, the picture the owner chose to lead its page. */
  galleryLead: GalleryLead;
  /** "How we work": the facts, the people and the reviews (home and service pages). */
  trust: Trust;
  /** The towns with their distances and the trip's cost by distance (the estimates, stored enquiries). */
  serviceArea: ServiceAreaContent;
}

/** The content with these edits, typeset as the pages show it. */
export function siteContent(overlays: ContentOverlays): SiteContent {
  return {
    company: typeset(withCompanyOverlay(companyDefaults, overlays.company)),
    priceList: typeset(withPricesOverlay(priceListDefaults, overlays.prices)),
    serviceDetails: typeset(withServicesOverlay(serviceDetailsDefaults, overlays.services)),
    gallery: typeset(withGalleryOverlay<GalleryItem>(galleryDefaults, overlays.gallery)),
    galleryLead: galleryLeadOf(overlays.gallery),
    trust: typeset(withListsOverlay<Trust>(trust, overlays.trust)),
    serviceArea: typeset(withListsOverlay<ServiceAreaContent>(serviceAreaDefaults, overlays.serviceArea)),
  };
}

/** The edits of a content folder, each file checked for its shape; an error names the file and the field. */
export function readOverlays(dir: string): ContentOverlays {
  const files = readOverlayFiles(dir);
  const overlays: Record<string, unknown> = {};
  for (const key of Object.keys(files) as (keyof ContentOverlays)[]) {
    const result = overlaySchemas[key].safeParse(files[key]);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${path.join(dir, overlayFiles[key])}: ${issue.path.map(String).join(".") || "(the file)"} ${issue.message}`);
    }
    overlays[key] = result.data;
  }
  return overlays as ContentOverlays;
}

let cached: { key: string; content: SiteContent } | undefined;

/** The content with the edits in `dir` (by default the environment's content folder), read again when a file changed. */
export function currentContent(dir: string = contentDir()): SiteContent {
  const key = [dir, ...Object.values(overlayFiles).map((name) => modified(path.join(dir, name)))].join("|");
  if (cached?.key !== key) cached = { key, content: siteContent(readOverlays(dir)) };
  return cached.content;
}

function modified(file: string) {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return "-";
  }
}

/**
 * The content a loader renders with: the one its request carries (the Node
 * server gives every request the live version's, and a publish the version it
 * renders), else, while `react-router build` prerenders, the build's content
 * folder's.
 */
export function contentOf(context: AppLoadContext | undefined): SiteContent {
  return context?.content ?? currentContent();
}
