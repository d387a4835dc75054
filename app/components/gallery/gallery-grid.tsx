import Expand from "lucide-react/icons/expand";
import SplitSquareHorizontal from "lucide-react/icons/square-split-horizontal";
import { GalleryImage } from "~/components/gallery-image";
import type { ShownEntry } from "~/lib/gallery-images";
import { beforeAfter } from "~/content/pages/before-after";
import { galleryPage } from "~/content/pages/gallery";
import { services } from "~/content/services";
import { Lightbox, lightboxId } from "./lightbox";

const serviceTitle = Object.fromEntries(services.map((service) => [service.slug, service.title]));

/** Three columns from 1024 px, two from 640 px, one on phones (the page is at most 72rem wide). */
const THUMBNAIL_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2rem)";

interface GalleryGridProps {
  /** Every photo, in the gallery's order (CSS hides those outside the filter). */
  entries: readonly ShownEntry[];
  /** The photos of the current filter, once React knows it: the lightbox moves through these. */
  shown: readonly ShownEntry[];
  /** Whether photos are shown too: each illustration then says it is one, beside its service. */
  labelIllustrations?: boolean;
}

/**
 * The photos as buttons named by their captions (and the before-and-after badge they show); each opens its photo large,
 * in a lightbox that is an HTML popover (`popovertarget`), so the first tap
 * works from the first paint. Each lightbox comes just before its button, in
 * the same item: a button the browser has painted always has its popover
 * already, even while the rest of the page is still arriving. An item outside
 * the filter is hidden without `display: none` (app.css), so that its lightbox
 * can still open (an arrow inside a lightbox, before React knows the filter,
 * opens the neighbour in the whole gallery).
 */
export function GalleryGrid({ entries, shown, labelIllustrations = false }: GalleryGridProps) {
  const moving = shown.length > 0 ? shown : entries;
  return (
    <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry, index) => {
        const captionId = `gallery-caption-${entry.id}`;
        return (
          <li key={entry.id} data-service={entry.service} className="gallery-item">
            <Lightbox entry={entry} entries={moving.some((item) => item.id === entry.id) ? moving : entries} />
            <figure>
              <button
                type="button"
                popoverTarget={lightboxId(entry.id)}
                // The caption, and the badge it shows (a name holds what the button shows, WCAG 2.5.3).
                aria-labelledby={entry.before ? `${captionId} ${captionId}-compare` : captionId}
                data-photo={entry.id}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl"
              >
                <GalleryImage
                  entry={entry}
                  priority={index === 0}
                  sizes={THUMBNAIL_SIZES}
                  className="transition-transform duration-300 group-hover:scale-[1.03]"
                />
                {entry.before ? (
                  <span
                    id={`${captionId}-compare`}
                    className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-2.5 py-1 text-sm font-semibold text-white"
                  >
                    <SplitSquareHorizontal aria-hidden="true" className="size-4" />
                    {beforeAfter.badge}
                  </span>
                ) : null}
                <span
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-black/60 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <Expand className="size-4" />
                </span>
              </button>
              <figcaption className="mt-3 space-y-1 wrap-anywhere">
                <span id={captionId} className="block font-semibold">
                  {entry.caption}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {serviceTitle[entry.service]}
                  {labelIllustrations && entry.illustration ? ` · ${galleryPage.illustrationLabel}` : null}
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
