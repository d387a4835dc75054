import { preload } from "react-dom";
import { cn } from "~/lib/cn";
import { candidates, srcSet, type Picture as PictureData } from "~/lib/image-names";

/** The fixed shapes a picture's box can have (Tailwind needs whole class names). */
const ASPECT = { "4/3": "aspect-[4/3]", "16/9": "aspect-video" } as const;

interface PictureBaseProps {
  /**
   * The photo's versions: a repository photo's as the image manifest records
   * them, an uploaded one's as its gallery entry does. A page's loader looks
   * them up (~/lib/gallery-images), so the manifest is not in the pages'
   * JavaScript.
   */
  image: PictureData;
  /**
   * How wide the image is displayed, for the browser to pick a width from the
   * srcset, e.g. "(min-width: 768px) 50vw, 100vw". Required: a wrong or missing
   * value makes phones download pictures several times too large.
   */
  sizes: string;
  /**
   * The box's shape, full width: the photo is cropped to fill it. A lazy
   * picture with a shape is not laid out or painted until it comes within
   * about half a screen of the viewport (`content-visibility: auto`; its box
   * keeps its size meanwhile), so the pictures further down do not start
   * loading before the first screen has painted. Its paint is clipped to the
   * box: a shadow belongs on an element around it, not on the <img>.
   */
  aspect?: keyof typeof ASPECT;
  /** Classes for the <img> (rounding, transitions; size and object-fit without an `aspect`). */
  className?: string;
  /** Classes for the <picture> wrapper (a block box by default). */
  pictureClassName?: string;
  /**
   * The page's largest image above the fold (its Largest Contentful Paint):
   * loaded at once with high priority instead of lazily, and announced at the
   * top of <head> (React's `preload`), so its request is made before those of
   * the scripts: on a slow phone connection it does not wait behind them.
   */
  priority?: boolean;
  /**
   * Inside a popover (the lightbox): never `content-visibility: auto`. A closed
   * popover is not laid out at all, and its lazy image is not fetched; skipping
   * the picture would only make the browser lay it out a frame after the popover
   * opens (once it has found it on screen), and start its request that much later.
   */
  inPopover?: boolean;
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
 * The dominant colour of an uploaded photo as its background, set through the
 * element's style object once the page runs: the Content-Security-Policy
 * allows no style attribute in the HTML, and no stylesheet has a class of it.
 */
const colourBehind = (color: string | undefined) =>
  color
    ? (element: HTMLImageElement | null) => {
        if (element) element.style.backgroundColor = color;
      }
    : undefined;

/**
 * A photo from the image pipeline (or uploaded by the owner and sized the same
 * way): AVIF and WebP sources with a JPEG fallback, each at several widths,
 * with the intrinsic width and height (so the page does not shift while it
 * loads) and the dominant colour as placeholder background.
 */
export function Picture(props: PictureProps) {
  const { image: info, sizes, aspect, className, pictureClassName, priority = false, inPopover = false } = props;
  const alt = props.decorative ? "" : props.alt;
  if (!props.decorative && (typeof alt !== "string" || alt.trim() === "")) {
    throw new Error(`<Picture> of "${info.name}" has no alt text: describe what the picture shows, or mark it decorative`);
  }
  // For browsers without srcset: a mid-sized JPEG.
  const jpeg = candidates(info, "jpeg");
  const fallback = jpeg.filter((c) => c.w <= 1200).at(-1) ?? jpeg[0];
  const avif = candidates(info, "avif");
  if (priority && avif.length > 0) {
    // The AVIF source, as the <picture> picks it in every browser the site supports (`type` lets any other skip it).
    preload(avif.at(-1)!.src, { as: "image", type: "image/avif", imageSrcSet: srcSet(avif), imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    <picture className={cn("block", aspect && [ASPECT[aspect], !priority && !inPopover && "[content-visibility:auto]"], pictureClassName)}>
      <source type="image/avif" sizes={sizes} srcSet={srcSet(avif)} />
      <source type="image/webp" sizes={sizes} srcSet={srcSet(candidates(info, "webp"))} />
      <img
        alt={alt}
        width={info.width}
        height={info.height}
        sizes={sizes}
        srcSet={srcSet(jpeg)}
        src={fallback?.src}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        ref={colourBehind(info.color)}
        className={cn("h-auto max-w-full", aspect && [ASPECT[aspect], "w-full object-cover"], info.placeholder, className)}
      />
    </picture>
  );
}
