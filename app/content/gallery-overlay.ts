/**
 * The owner's gallery merged with the repository's (decisions 0030, 0051;
 * overlay.ts has the rest). A module of its own so that it stays out of the
 * layout's JavaScript, which has the company facts' part.
 */
import type { GalleryOverlay } from "./overlay";
import type { ServiceSlug } from "./types";

/** The folder, inside the content folder, of the owner's uploaded photos. */
export const UPLOADS_FOLDER = "gallery";

/** The photo files an overlay's gallery entries name (in the content folder's gallery/). */
export function galleryFiles(overlay: GalleryOverlay | undefined): string[] {
  return (overlay?.entries ?? []).flatMap((entry) => (entry.before ? [entry.file, entry.before.file] : [entry.file]));
}

/**
 * The gallery as the pages show it: the owner's entries first, in the owner's
 * order, then the repository's pictures the owner has not hidden, in theirs
 * (newest first).
 */
export function withGalleryOverlay<T extends { id: string }>(
  defaults: readonly T[],
  overlay: { entries: readonly T[]; hidden?: readonly string[] } | undefined,
): T[] {
  if (!overlay) return [...defaults];
  const hidden = new Set(overlay.hidden ?? []);
  return [...overlay.entries, ...defaults.filter((entry) => !hidden.has(entry.id))];
}

/** By service, the id of the picture that leads its page, as the owner chose it (none: the service's first picture). */
export type GalleryLead = Partial<Record<ServiceSlug, string>>;

/** The owner's choice of each service's leading picture. */
export const galleryLeadOf = (overlay: GalleryOverlay | undefined): GalleryLead => ({ ...overlay?.lead });
