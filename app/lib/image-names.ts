/**
 * How a photo's encoded versions are named, and the record kept of each:
 * written once, for what writes the files (the build's image step,
 * tools/build/images.ts, for the repository's photos; the server, for the
 * owner's uploads: app/lib/image-sizes.server.ts) and the pages that point at
 * them (`Picture`, whichever of the two it is).
 */

/** Where the image step writes the encoded photos (hashed names: cached for a year). */
export const IMAGE_URL = "/assets/img";
/** Where the server serves the sizes of the owner's uploaded photos, from DATA_DIR/photos/ (hashed names: cached for a year). */
export const PHOTO_URL = "/photos";

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

/**
 * An uploaded photo, as its gallery entry records it (decision 0042): its
 * sizes are in DATA_DIR/photos/, named by `hash` alone; no stylesheet has a
 * class of its colour.
 */
export interface UploadedImage {
  /** Intrinsic size of the photo, upright. */
  width: number;
  height: number;
  /** Its dominant colour, "#rrggbb": the placeholder shown while it loads. */
  color: string;
  /** Hash of the photo's bytes and the encoder settings. */
  hash: string;
  /** The widths encoded, narrowest first. */
  widths: number[];
}

/**
 * What a component needs to show a photo, whichever it is: a repository
 * photo's record (`ImageInfo`, from images.json) or an uploaded photo's
 * (`uploadedPicture`). Its versions are at `${base}/${name}-${width}.${hash}.${ext}`.
 */
export interface Picture {
  width: number;
  height: number;
  /** Where its versions are: IMAGE_URL (the default) or PHOTO_URL. */
  base?: string;
  name: string;
  hash: string;
  widths: number[];
  /** The class of placeholders.css with its dominant colour (a repository photo). */
  placeholder?: string;
  /** Its dominant colour, "#rrggbb", when no class has it (an uploaded photo). */
  color?: string;
}

/** The stem of an uploaded photo's files: they differ by their hash alone. */
export const UPLOADED_NAME = "photo";

/** An uploaded photo's record as a `Picture`. */
export function uploadedPicture({ width, height, color, hash, widths }: UploadedImage): Picture {
  return { width, height, color, hash, widths, name: UPLOADED_NAME, base: PHOTO_URL };
}

/** One encoded width of a photo. */
export interface ImageCandidate {
  /** Width in pixels. */
  w: number;
  /** URL under /assets/img/ (or /photos/), content-hashed. */
  src: string;
}

/** The address of one encoded version: /assets/img/<name>-<width>.<hash>.<avif|webp|jpg> (or /photos/…). */
export function imageUrl(
  { name, hash, base = IMAGE_URL }: Pick<Picture, "name" | "hash" | "base">,
  width: number,
  format: ImageFormat,
): string {
  return `${base}/${name}-${width}.${hash}.${format === "jpeg" ? "jpg" : format}`;
}

/** Every encoded width of a photo in one format, narrowest first. */
export function candidates(info: Picture, format: ImageFormat): ImageCandidate[] {
  return info.widths.map((w) => ({ w, src: imageUrl(info, w, format) }));
}

/** A `srcset` value: "url 400w, url 800w, …". */
export function srcSet(list: readonly ImageCandidate[]): string {
  return list.map(({ w, src }) => `${src} ${w}w`).join(", ");
}
