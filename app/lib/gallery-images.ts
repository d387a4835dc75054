import { gallery, type GalleryEntry } from "~/content/gallery";
import type { ServiceSlug } from "~/content/types";

/** Every picture in app/content/gallery, by file name, as a built asset URL. */
const urls = import.meta.glob<string>("../content/gallery/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

export function galleryImageUrl(file: string): string {
  const url = urls[`../content/gallery/${file}`];
  if (!url) throw new Error(`app/content/gallery.ts names "${file}", which is not in app/content/gallery/`);
  return url;
}

/** Newest first. */
export function latestGallery(count: number): GalleryEntry[] {
  return [...gallery].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

export function galleryFor(service: ServiceSlug): GalleryEntry[] {
  return gallery.filter((entry) => entry.service === service);
}
