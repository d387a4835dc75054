/**
 * The owner's gallery entries merged with the repository's (decision 0030;
 * overlay.ts has the rest). A module of its own so that it stays out of the
 * layout's JavaScript, which has the company facts' part.
 */
import type { GalleryOverlay } from "./overlay";

/** The folder, inside the content folder, of the owner's uploaded photos. */
export const UPLOADS_FOLDER = "gallery";

/** The photo files an overlay's gallery entries name (in the content folder's gallery/). */
export function galleryFiles(overlay: GalleryOverlay | undefined): string[] {
  return (overlay?.entries ?? []).flatMap((entry) => (entry.before ? [entry.file, entry.before.file] : [entry.file]));
}

/** The gallery with the owner's entries: theirs and the repository's together, newest first (a stable sort). */
export function withGalleryOverlay<T extends { date: string }>(
  defaults: readonly T[],
  overlay: { entries: readonly T[] } | undefined,
): T[] {
  if (!overlay || overlay.entries.length === 0) return [...defaults];
  return [...overlay.entries, ...defaults].sort((a, b) => b.date.localeCompare(a.date));
}
