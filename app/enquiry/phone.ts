/**
 * Bulgarian phone numbers as people write them: "0888 123 456", "088/812-34-56",
 * "+359 88 812 3456", "00359888123456", "+359 (0) 32 123 456", "02 987 6543".
 * Stored in one form: +359 and the 8 or 9 digits of the national number.
 */

/** Mobile networks' prefixes: their numbers always have 9 digits after the 0. */
const MOBILE_PREFIX = /^(87|88|89|98|99)/;

/**
 * The number in international form (`+359888123456`), or `null` when it is not
 * a Bulgarian number.
 */
export function normalizeBulgarianPhone(input: string): string | null {
  const compact = input.replace(/[\s\u00a0().\-/]/g, "");
  let national: string;
  if (/^\+359\d+$/.test(compact)) national = compact.slice(4);
  else if (/^00359\d+$/.test(compact)) national = compact.slice(5);
  else if (/^359\d{8,9}$/.test(compact)) national = compact.slice(3);
  else if (/^0\d+$/.test(compact)) national = compact.slice(1);
  else return null;
  // "+359 (0) 88…": the trunk zero written after the country code.
  if (national.startsWith("0")) national = national.slice(1);
  if (!/^[2-9]\d{7,8}$/.test(national)) return null;
  if (MOBILE_PREFIX.test(national) && national.length !== 9) return null;
  return `+359${national}`;
}

/**
 * As the number is written in Bulgaria: mobiles in groups of four, three and
 * three (`+359888123456` → `0888 123 456`), Sofia `02 987 6543`, other towns
 * `032 123 456`.
 */
export function formatBulgarianPhone(e164: string): string {
  const national = `0${e164.replace(/^\+359/, "")}`;
  if (national.length === 10) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  if (national.startsWith("02")) return `02 ${national.slice(2, 5)} ${national.slice(5)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
