import type { GalleryEntry } from "~/content/gallery";
import { cn } from "~/lib/cn";
import { galleryImageUrl } from "~/lib/gallery-images";

interface GalleryImageProps {
  entry: GalleryEntry;
  className?: string;
  /** The page's largest picture above the fold: loaded first instead of lazily. */
  priority?: boolean;
}

/** A gallery picture at a fixed 4:3 ratio (so nothing shifts), with its alt text. */
export function GalleryImage({ entry, className, priority = false }: GalleryImageProps) {
  return (
    <img
      src={galleryImageUrl(entry.file)}
      alt={entry.alt}
      width={1200}
      height={900}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("aspect-[4/3] h-auto w-full rounded-2xl bg-muted object-cover", className)}
    />
  );
}

export function GalleryFigure({ entry }: { entry: GalleryEntry }) {
  return (
    <figure className="space-y-2">
      <GalleryImage entry={entry} />
      <figcaption className="text-sm text-muted-foreground">{entry.caption}</figcaption>
    </figure>
  );
}
