import { Picture } from "~/components/ui/picture";
import type { ShownEntry } from "~/lib/gallery-images";

/** Display width of a picture in a 1-, 2- or 4-column grid (phones, tablets, desktop). */
export const GRID_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";

interface GalleryImageProps {
  entry: ShownEntry;
  /** Extra classes; they replace the default rounding ("rounded-2xl"), so pass one if wanted. */
  className?: string;
  /** The page's largest picture above the fold: loaded first instead of lazily. */
  priority?: boolean;
  /** How wide the picture is shown (the `sizes` attribute); defaults to a grid cell. */
  sizes?: string;
  /** Shown in a popover (the lightbox): see Picture. */
  inPopover?: boolean;
}

/**
 * A gallery picture at a fixed 4:3 ratio (photos of another shape are cropped
 * to fill it, so a grid stays even and nothing shifts), with its alt text.
 */
export function GalleryImage({ entry, className = "rounded-2xl", priority = false, sizes = GRID_SIZES, inPopover }: GalleryImageProps) {
  return (
    <Picture
      image={entry.image}
      alt={entry.alt}
      sizes={sizes}
      priority={priority}
      inPopover={inPopover}
      aspect="4/3"
      className={className}
    />
  );
}

export function GalleryFigure({ entry, sizes }: { entry: ShownEntry; sizes?: string }) {
  return (
    <figure className="space-y-2">
      <GalleryImage entry={entry} sizes={sizes} />
      <figcaption className="text-sm text-muted-foreground wrap-anywhere">{entry.caption}</figcaption>
    </figure>
  );
}
