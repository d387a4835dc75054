/**
 * How the image step (tools/build/images.ts) names the photos' encoded
 * versions, and the record it keeps of each: written once, for the step that
 * writes the files and the pages that point at them (app/lib/images.ts).
 */

/** Where the image step writes the encoded photos (hashed names: cached for a year). */
export const IMAGE_URL = "/assets/img";

export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** One photo, as the manifest records it. */
export interface ImageInfo {
  /** Intrinsic size of the photo (EXIF orientation applied). */
  width: number;
  height: number;
  /** Class from app/generated/placeholders.css that sets the photo's dominant colour as background. */
  placeholder: string;
  /** The photo's file name as a URL-safe stem, e.g. "irrigation-2". */
  name: string;
  /** Hash of the source photo and the encoder settings. */
  hash: string;
  /** The widths encoded, narrowest first. */
  widths: number[];
}

export type ImageManifest = Record<string, ImageInfo>;

/** One encoded width of a photo. */
export interface ImageCandidate {
  /** Width in pixels. */
  w: number;
  /** URL under /assets/img/, content-hashed. */
  src: string;
}

/** The address of one encoded version: /assets/img/<name>-<width>.<hash>.<avif|webp|jpg>. */
export function imageUrl({ name, hash }: Pick<ImageInfo, "name" | "hash">, width: number, format: ImageFormat): string {
  return `${IMAGE_URL}/${name}-${width}.${hash}.${format === "jpeg" ? "jpg" : format}`;
}

/** Every encoded width of a photo in one format, narrowest first. */
export function candidates(info: ImageInfo, format: ImageFormat): ImageCandidate[] {
  return info.widths.map((w) => ({ w, src: imageUrl(info, w, format) }));
}

/** A `srcset` value: "url 400w, url 800w, …". */
export function srcSet(list: readonly ImageCandidate[]): string {
  return list.map(({ w, src }) => `${src} ${w}w`).join(", ");
}
