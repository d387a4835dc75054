import type { GalleryItem } from "~/content/gallery";
import type { GalleryLead } from "~/content/gallery-overlay";
import { isDemoIllustration } from "~/content/gallery-status";
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
  /** A demo illustration, not a photo of a job (the pages' words follow it, decision 0051). */
  illustration: boolean;
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
    illustration: isDemoIllustration(entry),
    image: pictureOf(entry),
    ...(before && { before: { file: before.file, alt: before.alt, image: pictureOf(before) } }),
  };
}

export function galleryEntry(gallery: readonly GalleryItem[], id: string): ShownEntry {
  const entry = gallery.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No photo with id "${id}" in the gallery`);
  return shownEntry(entry);
}

/** The picture `id`, or, when the owner hid it, the gallery's first; none when the gallery shows nothing. */
export function pictureOrFirst(gallery: readonly GalleryItem[], id: string): ShownEntry | undefined {
  const entry = gallery.find((candidate) => candidate.id === id) ?? gallery[0];
  return entry ? shownEntry(entry) : undefined;
}

/** The first `count` pictures, in the gallery's order (the owner's photos first). */
export function firstGallery(gallery: readonly GalleryItem[], count: number): ShownEntry[] {
  return gallery.slice(0, count).map(shownEntry);
}

/** A service's pictures in the gallery's order, the one the owner chose to lead its page (`lead`) first. */
export function galleryFor(gallery: readonly GalleryItem[], service: ServiceSlug, lead: GalleryLead = {}): ShownEntry[] {
  const own = gallery.filter((entry) => entry.service === service);
  const first = own.find((entry) => entry.id === lead[service]);
  return (first ? [first, ...own.filter((entry) => entry !== first)] : own).map(shownEntry);
}

/** Every photo, in the gallery's order. */
export function wholeGallery(gallery: readonly GalleryItem[]): ShownEntry[] {
  return gallery.map(shownEntry);
}
