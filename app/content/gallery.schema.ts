/** The shape of app/content/gallery.ts: one entry per picture of a finished job. */
import { z } from "zod";
import { kebabCase, serviceSlug, textField } from "./common.schema";
import { GALLERY_TEXT_LIMITS as LIMITS } from "./text-limits";

const imageFile = z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, "must be an image file name in app/content/gallery/");

export const galleryEntrySchema = z.object({
  /** Stable id, unique in the list. */
  id: kebabCase("irrigation-2"),
  /** File name inside app/content/gallery, e.g. "irrigation-2.jpg". */
  file: imageFile,
  service: serviceSlug,
  /** Short caption shown under the picture. */
  caption: textField("the caption under the photo", LIMITS.caption),
  /** What the picture shows, for screen readers. */
  alt: textField("what the photo shows, for people who cannot see it", LIMITS.alt),
  /** When the job was done, ISO yyyy-mm-dd. */
  date: z.iso.date({ error: "must be a date written as yyyy-mm-dd" }),
  /**
   * The same place before the job, taken from the same viewpoint and framing
   * (so the two can be compared side by side or with a slider): its file name
   * inside app/content/gallery and what it shows, for screen readers.
   */
  before: z
    .object({
      file: imageFile,
      alt: textField("what the picture before the work shows, for people who cannot see it", LIMITS.alt),
    })
    .optional(),
});

export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
