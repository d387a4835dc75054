/**
 * Text as people type or paste it, made into text the site can show: one
 * clean-up for a visitor's enquiry (app/enquiry/schema.ts) and for what the
 * owner edits on /admin (the content schemas' `textField`,
 * app/content/common.schema.ts, and the owner's forms, which save what the
 * schema would make of their fields). No zod here: the enquiry form runs it in
 * the browser.
 */

/**
 * Characters nobody types on purpose, removed: control codes (line breaks and
 * tabs are white space, handled by each clean-up), bidi controls, zero-width
 * and other characters drawn as nothing (soft hyphen, combining grapheme
 * joiner, word joiner and invisible operators, Mongolian and Khmer invisible
 * marks), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank
 * Braille pattern (U+2800). A text made only of them is empty.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u115f\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0]|\u034f|\u1160|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180f/g;

/**
 * The zero-width joiner (U+200D) makes one emoji of several (👨‍👩‍👧, 🏳️‍🌈,
 * 👩🏽‍💻): kept between two emoji, removed anywhere else.
 */
const JOINER = /(\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})|\u200D/gu;

/** `value` in NFC without the characters drawn as nothing (INVISIBLE, JOINER); white space is left as it is. */
export function withoutInvisible(value: string): string {
  return value
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(JOINER, (_joiner, emoji?: string) => (emoji ? `${emoji}\u200D` : ""));
}

/** One line of a visitor's text: no invisible characters, every run of white space (line breaks too) one space, trimmed. */
export function cleanLine(value: string): string {
  return withoutInvisible(value).replace(/\s+/g, " ").trim();
}

/** A visitor's free text: as `cleanLine`, but line breaks are kept (at most one empty line in a row). */
export function cleanText(value: string): string {
  return withoutInvisible(value.replace(/\r\n?/g, "\n"))
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * One line of the site's content (each text the owner edits is one: a price's
 * note, a street, a caption, a paragraph): as `cleanLine`, but the no-break
 * spaces (U+00A0, U+202F) are kept, since the content's typography puts them
 * where a line must not break (app/content/typography.ts).
 */
export function cleanContentLine(value: string): string {
  return withoutInvisible(value)
    .replace(/[^\S\u00a0\u202f]+/g, " ")
    .trim();
}
