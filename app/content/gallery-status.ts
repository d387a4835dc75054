/**
 * True while the repository's gallery pictures (gallery.ts) are the demo
 * illustrations: the gallery page, the home page and the service pages then
 * call them illustrations of the kinds of work the company does, never photos
 * of its jobs. The owner's uploaded photos are photos whatever this says, and
 * each page's words follow what it shows: photos, illustrations or both
 * (decision 0051). Set it to false when the owner's own photos have replaced
 * them in gallery.ts (the build checks that no entry still describes an
 * illustration). Apart from gallery.ts so that the pages which only need to
 * know this do not load the whole gallery.
 */
export const picturesAreIllustrations: boolean = true;

/** Whether a gallery entry is a demo illustration: one of the repository's (an uploaded one carries its own sizes, `image`). */
export const isDemoIllustration = (entry: object) => picturesAreIllustrations && !("image" in entry);

/** How many photos and illustrations a page, or a part of it, shows. */
export interface ShownCounts {
  photos: number;
  illustrations: number;
}

/** What a page shows: only photos, only illustrations, both, or nothing. */
export type GalleryKind = "photos" | "illustrations" | "both" | "none";

export function galleryKind({ photos, illustrations }: ShownCounts): GalleryKind {
  if (photos > 0) return illustrations > 0 ? "both" : "photos";
  return illustrations > 0 ? "illustrations" : "none";
}

/** The counts of a list of entries marked as illustrations or not. */
export function shownCounts(entries: readonly { illustration: boolean }[]): ShownCounts {
  const illustrations = entries.filter((entry) => entry.illustration).length;
  return { photos: entries.length - illustrations, illustrations };
}
