import type { GalleryItem } from "~/content/gallery";
import type { ServiceSlug } from "~/content/types";
import { uploadedPicture, type Picture, type UploadedImage } from "~/lib/image-names";
import { imageInfo } from "~/lib/images";

/*
 * The gallery's photos as the pages' loaders hand them to the components: each
 * entry of the gallery their content has (`contentOf(context).gallery`) with
 * the versions of its picture (and of its "before" picture): a repository
 * photo's from the image manifest (~/lib/images, built with the code), an
 * uploaded one's from its own entry (decision 0042). Loaders run when a page is
 * prerendered or served, so the manifest stays out of the pages' JavaScript:
 * a page carries the records of the photos it shows, not of every photo.
 */

/** A gallery entry with its pictures' versions: what <GalleryImage> and <BeforeAfter> show. */
export type ShownEntry = Omit<GalleryItem, "before" | "image"> & {
  image: Picture;
  before?: { file: string; alt: string; image: Picture };
};

/** A picture's versions: an uploaded one's own record, else the manifest's. */
function pictureOf(picture: { file: string; image?: UploadedImage }): Picture {
  return picture.image ? uploadedPicture(picture.image) : imageInfo(picture.file);
}

/** `entry` with the versions of its pictures. */
export function shownEntry(entry: GalleryItem): ShownEntry {
  const { before, ...rest } = entry;
  // An uploaded entry's own record of its sizes is not shown as it is: `image` below is its `Picture`.
  delete (rest as { image?: UploadedImage }).image;
  return {
    ...rest,
    image: pictureOf(entry),
    ...(before && { before: { file: before.file, alt: before.alt, image: pictureOf(before) } }),
  };
}

export function galleryEntry(gallery: readonly GalleryItem[], id: string): ShownEntry {
  const entry = gallery.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No photo with id "${id}" in the gallery`);
  return shownEntry(entry);
}

/** Newest first. */
export function latestGallery(gallery: readonly GalleryItem[], count: number): ShownEntry[] {
  return [...gallery]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count)
    .map(shownEntry);
}

export function galleryFor(gallery: readonly GalleryItem[], service: ServiceSlug): ShownEntry[] {
  return gallery.filter((entry) => entry.service === service).map(shownEntry);
}

/** Every photo, in the gallery's order. */
export function wholeGallery(gallery: readonly GalleryItem[]): ShownEntry[] {
  return gallery.map(shownEntry);
}
