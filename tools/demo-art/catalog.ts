/**
 * The catalogue of the demo illustrations: the gallery's entries
 * (app/content/gallery.ts, the one place their captions, alt texts, dates and
 * "before" pictures are written) whose pictures are illustrations drawn here.
 * Their captions describe the kind of job each shows, never a real job, and
 * each alt text starts with „Илюстрация:“. When the owner's photos replace
 * them, their entries leave this catalogue by themselves.
 */
import { galleryDefaults as gallery, type GalleryEntry } from "../../app/content/gallery";

export const ILLUSTRATION = "Илюстрация:";

export const catalog: readonly GalleryEntry[] = gallery.filter((entry) => entry.alt.startsWith(ILLUSTRATION));
