import { gallery, type GalleryEntry } from "~/content/gallery";
import type { ServiceSlug } from "~/content/types";

// The pictures themselves (sizes, formats, placeholder colours) come from the
// image manifest: see ~/lib/images and ~/components/ui/picture.

export function galleryEntry(id: string): GalleryEntry {
  const entry = gallery.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No photo with id "${id}" in app/content/gallery.ts`);
  return entry;
}

/** Newest first. */
export function latestGallery(count: number): GalleryEntry[] {
  return [...gallery].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

export function galleryFor(service: ServiceSlug): GalleryEntry[] {
  return gallery.filter((entry) => entry.service === service);
}
