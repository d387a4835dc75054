/**
 * The longest each text the owner edits on /admin may be (characters), beside
 * the company facts' (company-limits.ts): room for any real one, well above
 * the repository's longest, and short enough for the page it is shown on. The
 * content schemas refuse longer ones, whether typed in a form or written into a
 * file; the owner's forms say so beside the field and keep what was typed whole
 * (no `maxlength`, which would cut a pasted text short without a word).
 */

/** A price's note, under the item in the price table and in the estimate. */
export const PRICE_NOTE_LIMIT = 300;

/** A service page's texts: its paragraphs of what the service is, and the items of what it includes. */
export const SERVICE_TEXT_LIMITS = { paragraph: 600, paragraphs: 6, item: 150, items: 15 } as const;

/** A gallery photo's caption, and what it (or the photo before the work) shows, for people who cannot see it. */
export const GALLERY_TEXT_LIMITS = { caption: 200, alt: 400 } as const;

/**
 * The most the service form's introduction holds: every paragraph at its
 * longest, with an empty line between paragraphs. (Its list has a field per
 * item, each holding one item at its longest.)
 */
export const SERVICE_TEXT_AREA_LIMITS = {
  intro: SERVICE_TEXT_LIMITS.paragraphs * SERVICE_TEXT_LIMITS.paragraph + (SERVICE_TEXT_LIMITS.paragraphs - 1) * 2,
} as const;
