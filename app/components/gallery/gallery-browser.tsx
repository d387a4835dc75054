import { galleryKind, shownCounts, type ShownCounts } from "~/content/gallery-status";
import { galleryPage, shownPhotos } from "~/content/pages/gallery";
import { services } from "~/content/services";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import type { ShownEntry } from "~/lib/gallery-images";
import { BeforeAfterScript } from "./before-after";
import { filterGallery, filterTargetId } from "./gallery-filter";
import { GalleryGrid } from "./gallery-grid";
import { ServiceFilter } from "./service-filter";
import { useGalleryFilter } from "./use-gallery-filter";

const titleOf = (slug: string | null) => services.find((service) => service.slug === slug)?.title ?? null;

/**
 * The whole gallery: the service filter, the count, the photos and their
 * lightboxes. Everything works from the first paint: a filter is a link to a
 * fragment (#irrigation) that CSS applies (app.css, `.gallery`), and each
 * photo opens as an HTML popover (docs/decisions/0012). Once React runs it
 * adds what CSS cannot: the spoken count and the lightbox's neighbours within
 * the filter.
 */
export function GalleryBrowser({ entries: all }: { entries: readonly ShownEntry[] }) {
  const active = useGalleryFilter();
  const total = shownCounts(all);
  const counts = Object.fromEntries(serviceSlugs.map((slug) => [slug, shownCounts(filterGallery(all, slug))])) as Record<
    ServiceSlug,
    ShownCounts
  >;
  const entries = filterGallery(all, active);
  const kind = galleryKind(total);
  // Nothing to show (the owner hid every illustration before uploading a photo): the page's intro says so.
  if (kind === "none") return null;
  return (
    <div className="gallery mx-auto max-w-6xl px-4 pt-6 pb-8 md:py-12">
      {/* What each filter's fragment targets: just above the filter, so it stays in view when chosen. */}
      {[null, ...serviceSlugs].map((slug) => (
        <span key={slug ?? "all"} id={filterTargetId(slug)} className="filter-target block" />
      ))}
      <ServiceFilter active={active} counts={counts} total={total} label={galleryPage.shown[kind].filterLabel} />
      <p className="mt-3 mb-4 text-muted-foreground md:mt-4 md:mb-6" aria-hidden="true">
        {[null, ...serviceSlugs].map((slug) => (
          <span key={slug ?? "all"} data-filter={filterTargetId(slug)} className="gallery-count">
            {shownPhotos(slug ? counts[slug] : total, titleOf(slug))}
          </span>
        ))}
      </p>
      {/* What screen readers hear when the filter changes (filled once React runs). */}
      <p role="status" className="sr-only">
        {active ? shownPhotos(shownCounts(entries), titleOf(active)) : ""}
      </p>
      <GalleryGrid entries={all} shown={entries} labelIllustrations={kind === "both"} />
      <BeforeAfterScript />
    </div>
  );
}
