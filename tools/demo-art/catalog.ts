import type { GalleryEntry } from "../../app/content/gallery";
export const catalog: readonly GalleryEntry[] = [];
