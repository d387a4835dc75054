/**
 * The responsive versions of the photos in app/content/gallery/, as listed in
 * app/generated/images.json by scripts/build-images.mjs (`npm run images`,
 * run before every build and dev server).
 */

/** One encoded width of a photo. */
export interface ImageCandidate {
  /** Width in pixels. */
  w: number;
  /** URL under /assets/img/, content-hashed. */
  src: string;
}

export interface ImageInfo {
  /** Intrinsic size of the photo (EXIF orientation applied). */
  width: number;
  height: number;
  /** Dominant colour, shown while the photo loads. */
  color: string;
  /** Class from app/generated/placeholders.css that sets that colour as background. */
  placeholder: string;
  /** Narrowest first. */
  avif: ImageCandidate[];
  webp: ImageCandidate[];
  jpeg: ImageCandidate[];
}

export type ImageManifest = Record<string, ImageInfo>;

// A glob, not an import: typecheck and lint work before the manifest exists.
const found = import.meta.glob<ImageManifest>("../generated/images.json", { eager: true, import: "default" });
const manifest: ImageManifest = found["../generated/images.json"] ?? {};

/** The responsive versions of `file` (a name inside app/content/gallery/). */
export function imageInfo(file: string): ImageInfo {
  const info = manifest[file];
  if (!info) {
    throw new Error(`Image "${file}" is not in app/generated/images.json: run npm run images`);
  }
  return info;
}

/** A `srcset` value: "url 400w, url 800w, …". */
export function srcSet(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ w, src }) => `${src} ${w}w`).join(", ");
}
