/**
 * The owner's gallery form (decision 0030): what a posted form means as an
 * entry of the gallery, and the build's verdict on the gallery with it
 * (app/content/overlays.server.ts: the gallery schema, then the whole
 * content's checks, e.g. a date in the future or a photo that is not there),
 * as a Bulgarian message on each refused field. What was typed is sent back
 * as it would be saved (cleaned, app/content/text.ts).
 */
import { adminEditing, adminGallery } from "~/content/admin";
import type { ContentOverlays, GalleryOverlay, UploadedEntry } from "~/content/overlay";
import { editIssues } from "~/content/overlays.server";
import { services } from "~/content/services";
import { cleanContentLine } from "~/content/text";
import { serviceSlugs, type ServiceSlug } from "~/content/types";
import { candidates, uploadedPicture, type UploadedImage } from "~/lib/image-names";
import { builtPhotos, imageInfo } from "~/lib/images";
import { galleryDefaults } from "~/content/gallery";
import type { PhotoProblem, UploadFailure } from "./context";
import type { FormErrors, FormValues } from "./form-values";

const { errors } = adminGallery;

/** The text fields of an entry's form. */
export const ENTRY_FIELDS = ["service", "caption", "alt", "date", "beforeAlt"] as const;

export const photoMessage: Record<Exclude<PhotoProblem, "unavailable" | "not-stored">, string> = {
  "too-large": errors.tooLarge,
  "not-image": errors.notImage,
  heic: errors.heic,
  "too-many-pixels": errors.tooManyPixels,
  "too-small": errors.tooSmall,
};

/** A form not received whole: what the owner is told, and the answer's status. */
export const uploadFailure: Record<UploadFailure, { message: string; status: number }> = {
  stalled: { message: errors.interrupted, status: 408 },
  "cut-off": { message: errors.interrupted, status: 400 },
  unreadable: { message: errors.interrupted, status: 400 },
  "too-slow": { message: errors.tooSlow, status: 408 },
  unavailable: { message: errors.notStored, status: 503 },
};

/** A photo judged usable that could not be stored, or its sizes not made (a full disk): the owner is told, nothing is kept. */
export const notStored = { message: errors.notStored, status: 503 };

/** The services for the form's choice, in the site's order. */
export const serviceOptions = () =>
  serviceSlugs.map((slug) => ({ slug, title: services.find((service) => service.slug === slug)?.title ?? slug }));

/** The owner's entries as the page lists them: the form's values and a small picture, from the entry's own sizes. */
export function uploadedEntries(gallery: GalleryOverlay | undefined) {
  return (gallery?.entries ?? []).map((entry) => {
    const thumbnail = candidates(uploadedPicture(entry.image), "jpeg")[0]?.src ?? null;
    return {
      id: entry.id,
      caption: entry.caption,
      alt: entry.alt,
      hasBefore: Boolean(entry.before),
      thumbnail,
      values: entryValues(entry),
    };
  });
}

export function entryValues(entry: UploadedEntry): FormValues {
  return {
    service: entry.service,
    caption: entry.caption,
    alt: entry.alt,
    date: entry.date,
    beforeAlt: entry.before?.alt ?? "",
  };
}

/** The text fields as typed, cleaned as the schema's `textField` cleans them. */
export function readEntryFields(form: FormData): FormValues {
  return Object.fromEntries(ENTRY_FIELDS.map((name) => [name, cleanContentLine(String(form.get(name) ?? ""))]));
}

/** An uploaded photo: its file's name and its sizes. */
export interface KeptPhoto {
  file: string;
  image: UploadedImage;
}

/** An entry from the form's fields and its photos. */
export function entryFrom(values: FormValues, id: string, photo: KeptPhoto, before: KeptPhoto | null): UploadedEntry {
  return {
    id,
    file: photo.file,
    image: photo.image,
    service: values.service as ServiceSlug,
    caption: values.caption ?? "",
    alt: values.alt ?? "",
    date: values.date ?? "",
    ...(before ? { before: { file: before.file, alt: values.beforeAlt ?? "", image: before.image } } : {}),
  };
}

/** The form's field of a schema path inside an entry ("alt", "before.alt", …). */
function fieldOf(path: string): string {
  if (path === "before.alt") return "beforeAlt";
  if (path === "before.file" || path === "before") return "before";
  if (path === "file") return "photo";
  return (ENTRY_FIELDS as readonly string[]).includes(path) ? path : "";
}

const messageOf = (field: string) =>
  ({
    service: errors.service,
    caption: errors.caption,
    alt: errors.alt,
    date: errors.date,
    beforeAlt: errors.beforeAlt,
    before: errors.beforePhoto,
    photo: errors.photo,
  })[field];

/**
 * The build's verdict on the gallery with `entries` (over the other current
 * edits), for the entry `id`: a message per refused field; "" for anything
 * else that is wrong.
 */
export function galleryErrors(edits: ContentOverlays, entries: UploadedEntry[], id: string, photoFolders: readonly string[]): FormErrors {
  const index = entries.findIndex((entry) => entry.id === id);
  const issues = editIssues(edits, { gallery: nextGallery(edits.gallery, { entries }) ?? { entries } }, photoFolders, builtPhotos());
  const result: FormErrors = {};
  for (const issue of issues) {
    // Shape: "entries.<n>.<field>"; the content's checks: the entry's id and its field.
    const shape = /^entries\.(\d+)\.(.+)$/.exec(issue.field);
    const own = shape ? Number(shape[1]) === index : issue.entry === id;
    const field = own ? fieldOf(shape ? shape[2]! : issue.field) : "";
    result[field] = messageOf(field) ?? adminEditing.invalid;
  }
  return result;
}

/** The repository's pictures as the owner's page lists them (decision 0051): a small picture, and whether the owner hides it. */
export function demoPictures(gallery: GalleryOverlay | undefined) {
  const hidden = new Set(gallery?.hidden ?? []);
  return galleryDefaults.map((entry) => ({
    id: entry.id,
    caption: entry.caption,
    alt: entry.alt,
    thumbnail: candidates(imageInfo(entry.file), "jpeg")[0]?.src ?? null,
    hidden: hidden.has(entry.id),
  }));
}

/** Ids of the repository's pictures, for the forms that hide or show one. */
export const isDemoPicture = (id: string) => galleryDefaults.some((entry) => entry.id === id);

/**
 * The gallery overlay with a change, as it is saved: a lead photo that is no
 * longer among the owner's entries of its service is dropped (the service's
 * first photo leads again), and nothing is saved that says nothing.
 */
export function nextGallery(current: GalleryOverlay | undefined, change: Partial<GalleryOverlay>): GalleryOverlay | undefined {
  const entries = change.entries ?? current?.entries ?? [];
  const hidden = change.hidden ?? current?.hidden ?? [];
  const chosen = change.lead ?? current?.lead ?? {};
  const lead = Object.fromEntries(
    Object.entries(chosen).filter(([service, id]) => entries.some((entry) => entry.id === id && entry.service === service)),
  );
  if (entries.length === 0 && hidden.length === 0) return undefined;
  return {
    entries,
    ...(hidden.length > 0 ? { hidden } : {}),
    ...(Object.keys(lead).length > 0 ? { lead } : {}),
  };
}

/** The entries with `id` moved one place up or down (kept as they are at either end). */
export function moved(entries: readonly UploadedEntry[], id: string, direction: "up" | "down"): UploadedEntry[] {
  const list = [...entries];
  const from = list.findIndex((entry) => entry.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}

/** The photo that leads each service's page: the owner's choice, else the service's first in the gallery's order. */
export function leadingPhotos(gallery: GalleryOverlay | undefined): Set<string> {
  const entries = gallery?.entries ?? [];
  const leads = new Set<string>();
  for (const slug of serviceSlugs) {
    const chosen = gallery?.lead?.[slug];
    const lead = entries.find((entry) => entry.id === chosen && entry.service === slug) ?? entries.find((entry) => entry.service === slug);
    if (lead) leads.add(lead.id);
  }
  return leads;
}
