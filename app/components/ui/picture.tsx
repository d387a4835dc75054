import { cn } from "~/lib/cn";
import { imageInfo, srcSet } from "~/lib/images";

interface PictureBaseProps {
  /** A file name inside app/content/gallery/, e.g. "irrigation-2.jpg". */
  file: string;
  /**
   * How wide the image is displayed, for the browser to pick a width from the
   * srcset, e.g. "(min-width: 768px) 50vw, 100vw". Required: a wrong or missing
   * value makes phones download pictures several times too large.
   */
  sizes: string;
  /** Classes for the <img> (size, rounding, object-fit). */
  className?: string;
  /** Classes for the <picture> wrapper (a block box by default). */
  pictureClassName?: string;
  /**
   * The page's largest image above the fold (its Largest Contentful Paint):
   * loaded at once with high priority instead of lazily.
   */
  priority?: boolean;
}

interface DescribedPicture extends PictureBaseProps {
  /** What the picture shows, for screen readers and when it cannot load. */
  alt: string;
  decorative?: false;
}

interface DecorativePicture extends PictureBaseProps {
  /** Purely decorative: rendered with alt="" so screen readers skip it. */
  decorative: true;
  alt?: never;
}

export type PictureProps = DescribedPicture | DecorativePicture;

/**
 * A photo from the image pipeline: AVIF and WebP sources with a JPEG fallback,
 * each at several widths, with the intrinsic width and height (so the page does
 * not shift while it loads) and the dominant colour as placeholder background.
 */
export function Picture(props: PictureProps) {
  const { file, sizes, className, pictureClassName, priority = false } = props;
  const alt = props.decorative ? "" : props.alt;
  if (!props.decorative && (typeof alt !== "string" || alt.trim() === "")) {
    throw new Error(
      `<Picture file="${file}"> has no alt text: describe what the picture shows, or mark it decorative`,
    );
  }
  const info = imageInfo(file);
  // For browsers without srcset: a mid-sized JPEG.
  const fallback = info.jpeg.filter((c) => c.w <= 1200).at(-1) ?? info.jpeg[0];
  return (
    <picture className={cn("block", pictureClassName)}>
      <source type="image/avif" sizes={sizes} srcSet={srcSet(info.avif)} />
      <source type="image/webp" sizes={sizes} srcSet={srcSet(info.webp)} />
      <img
        alt={alt}
        width={info.width}
        height={info.height}
        sizes={sizes}
        srcSet={srcSet(info.jpeg)}
        src={fallback?.src}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("h-auto max-w-full", info.placeholder, className)}
      />
    </picture>
  );
}
