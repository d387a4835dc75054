/** The shape of app/content/gallery.ts: one entry per picture of a finished job. */
import { z } from "zod";
import { kebabCase, serviceSlug, text } from "./common.schema";

const imageFile = z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, "must be an image file name in app/content/gallery/");

export const galleryEntrySchema = z.object({
  /** Stable id, unique in the list. */
  id: kebabCase("irrigation-2"),
  /** File name inside app/content/gallery, e.g. "irrigation-2.jpg". */
  file: imageFile,
  service: serviceSlug,
  /** Short caption shown under the picture. */
  caption: text("the caption under the photo"),
  /** What the picture shows, for screen readers. */
  alt: text("what the photo shows, for people who cannot see it"),
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
      alt: text("what the picture before the work shows, for people who cannot see it"),
    })
    .optional(),
});

export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
