/**
 * Bulgarian typography for the text a visitor reads: a dash never starts a
 * line, and a price's euro sign never ends up alone on the next one. Each
 * content module passes what it exports through `typeset`, so the owner types
 * ordinary spaces and the site puts non-breaking ones where they belong.
 */

/** The no-break space, the one definition for the content and the number formatters (app/lib/bg-number.ts). */
export const NBSP = "\u00a0";

/**
 * „Понеделник – Петък“ with a non-breaking space before the dash; „35 €“,
 * „30 %“, „12 V“, „2,5 м“, „2012 г.“ and „6 зони“ likewise (a number stays with the word it counts);
 * a one-letter word (в, с, и, а, о, у, к) kept with the word after it, so it never hangs at the end
 * of a line, and „©“ too. A hyphenated word („по-добре“) may break after its hyphen, as Bulgarian
 * is set, and keeps the hyphen that find-in-page and a copied text expect.
 */
export function typesetText(text: string): string {
  return text
    .replace(/ +([–—-])(?= |$)/gm, `${NBSP}$1`)
    .replace(/(\d) +([€%])/g, `$1${NBSP}$2`)
    .replace(/(\d) +(V|W|kWh|м²|м³|мм|см|км|м|кг|г\.)(?=[\s.,;:)]|$)/gu, `$1${NBSP}$2`)
    .replace(/(\d) +(?=\p{L})/gu, `$1${NBSP}`)
    .replace(/(?<=^|[\s(„])([всикауо©]) +(?=\S)/giu, `$1${NBSP}`);
}

/**
 * A phone number written into a sentence, kept on one line: „телефон 0888
 * 123 456“ must not break between its groups. Not part of `typesetText`: the
 * number itself stays as the owner typed it (forms, links, the admin pages).
 */
export function unbreakable(text: string): string {
  return text.replaceAll(" ", NBSP);
}

/**
 * The same value with every string in it typeset: objects and lists are
 * copied, and a function (a sentence built from values) returns typeset text.
 */
export function typeset<T>(value: T): T {
  if (typeof value === "string") return typesetText(value) as T;
  if (typeof value === "function") {
    const phrase = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => typeset(phrase(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)])) as T;
  }
  return value;
}
