/**
 * Numbers written the Bulgarian way, exactly as `Intl.NumberFormat("bg-BG")`
 * writes them (the tests compare the two over random values), but without it.
 * Creating the first bg-BG formatter loads the locale's data: about 25 ms on a
 * fast machine and 100 ms with the CPU slowed 4×, in the one task in which a
 * page's modules start, before anything on the page can answer a press. It
 * also keeps the server's and the browser's text the same whatever ICU
 * version each has.
 */

import { NBSP } from "~/content/typography";

/**
 * `units` hundredths (or tenths: `1 / scale`) as digits with a decimal comma:
 * the whole part grouped by three with non-breaking spaces from five digits
 * up (`1234`, `12 345`), and the fraction written with two (or one) digits,
 * or left out when it is zero (`35`, not `35,00`).
 */
export function bgDecimal(units: number, scale: 10 | 100): string {
  if (!Number.isSafeInteger(units)) throw new Error(`bgDecimal expects a safe integer, got ${units}`);
  const sign = units < 0 ? "-" : "";
  const size = Math.abs(units);
  const whole = String(Math.floor(size / scale));
  const fraction = size % scale;
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
  const places = scale === 100 ? 2 : 1;
  const tail = fraction === 0 ? "" : `,${String(fraction).padStart(places, "0")}`;
  return `${sign}${grouped}${tail}`;
}

/** The whole part and the fraction's digits of a number as typed, both as digits. */
export interface TypedNumber {
  whole: string;
  fraction: string;
}

/** Thousands grouped with points, as many write them („1.000“, „12.500“, „1.250,50“): the points are not a decimal mark. */
const GROUPED_WITH_POINTS = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
/**
 * Thousands grouped with a space, as Bulgarian writes them („1 250“, „12 500,50“): one space of any
 * width (a no-break or a thin one too) between groups of three digits, none elsewhere.
 */
const GROUPED_WITH_SPACES = /^(\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+)(?:[.,](\d+))?$/;
const PLAIN = /^(\d+)(?:[.,](\d+))?$/;

/**
 * A number as people in Bulgaria type it: thousands grouped by a space
 * („1 250“) or by points („1.250“), a decimal comma or point („12,5“,
 * „12.5“), spaces around it. Null when it is not such a number: a sign,
 * letters, two decimal marks, spaces that do not group thousands („1 2 3“).
 * What a number may be (how many places, how large, a unit after it) is the
 * caller's to say: the owner's prices (parseEuro), the estimate's sizes
 * (readSize).
 */
export function readTypedNumber(typed: string): TypedNumber | null {
  const text = typed.trim();
  const match = GROUPED_WITH_POINTS.exec(text) ?? GROUPED_WITH_SPACES.exec(text) ?? PLAIN.exec(text);
  return match ? { whole: match[1]!.replace(/\D/g, ""), fraction: match[2] ?? "" } : null;
}
