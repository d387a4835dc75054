import { gallery, type GalleryEntry } from "~/content/gallery";
import type { ServiceSlug } from "~/content/types";
import { imageInfo, type ImageInfo } from "~/lib/images";

/*
 * The gallery's photos as the pages' loaders hand them to the components: each
 * entry with the responsive versions of its picture (and of its "before"
 * picture), from the image manifest (~/lib/images). Loaders run when a page is
 * prerendered or served, so the manifest stays out of the pages' JavaScript:
 * a page carries the records of the photos it shows, not of every photo the
 * owner has uploaded.
 */

/** A gallery entry with its pictures' versions: what <GalleryImage> and <BeforeAfter> show. */
export type ShownEntry = Omit<GalleryEntry, "before"> & {
  image: ImageInfo;
  before?: NonNullable<GalleryEntry["before"]> & { image: ImageInfo };
};

/** `entry` with the versions of its pictures. */
export function shownEntry(entry: GalleryEntry): ShownEntry {
  const { before, ...rest } = entry;
  return {
    ...rest,
    image: imageInfo(entry.file),
    ...(before && { before: { ...before, image: imageInfo(before.file) } }),
  };
}

export function galleryEntry(id: string): ShownEntry {
  const entry = gallery.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No photo with id "${id}" in app/content/gallery.ts`);
  return shownEntry(entry);
}

/** Newest first. */
export function latestGallery(count: number): ShownEntry[] {
  return [...gallery]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count)
    .map(shownEntry);
}

export function galleryFor(service: ServiceSlug): ShownEntry[] {
  return gallery.filter((entry) => entry.service === service).map(shownEntry);
}

/** Every photo, in the gallery's order. */
export function wholeGallery(): ShownEntry[] {
  return gallery.map(shownEntry);
}
