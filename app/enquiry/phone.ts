/**
 * Phone numbers as people write them. Bulgarian ones in any of the usual ways:
 * "0888 123 456", "088/812-34-56", "+359 88 812 3456", "00359888123456",
 * "+359 (0) 32 123 456", "02 987 6543". A number abroad (an owner who lives in
 * another country) with its country code: "+44 20 7946 0958", "0049 30 1234567".
 * Stored in one form, the international one (E.164): `+359888123456`, `+442079460958`.
 */

/** Mobile networks' prefixes: their numbers always have 9 digits after the 0. */
const MOBILE_PREFIX = /^(87|88|89|98|99)/;

/** E.164: a country code that does not start with 0, at most 15 digits in all (8 at least, as no real number is shorter). */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/**
 * The number in international form (`+359888123456`), or `null` when it is
 * neither a Bulgarian number nor one written with its country code (`+…` or `00…`).
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\u00a0().\-/]/g, "");
  let national: string;
  if (/^\+359\d+$/.test(compact)) national = compact.slice(4);
  else if (/^00359\d+$/.test(compact)) national = compact.slice(5);
  else if (/^359\d{8,9}$/.test(compact)) national = compact.slice(3);
  else if (/^0[1-9]\d*$/.test(compact)) national = compact.slice(1);
  else {
    const abroad = /^(?:\+|00)(\d+)$/.exec(compact)?.[1];
    return abroad && INTERNATIONAL.test(abroad) ? `+${abroad}` : null;
  }
  // "+359 (0) 88…": the trunk zero written after the country code.
  if (national.startsWith("0")) national = national.slice(1);
  if (!/^[2-9]\d{7,8}$/.test(national)) return null;
  if (MOBILE_PREFIX.test(national) && national.length !== 9) return null;
  return `+359${national}`;
}

/** A stored number (see `normalizePhone`). */
export const STORED_PHONE = /^\+[1-9]\d{7,14}$/;

/**
 * As the number is written where it is dialled: Bulgarian ones as in Bulgaria,
 * mobiles in groups of four, three and three (`+359888123456` → `0888 123 456`),
 * Sofia `02 987 6543`, other towns `032 123 456`; a number abroad as stored
 * (`+442079460958`), which a phone dials as it is.
 */
export function formatPhone(e164: string): string {
  if (!e164.startsWith("+359")) return e164;
  const national = `0${e164.slice(4)}`;
  if (national.length === 10) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  if (national.startsWith("02")) return `02 ${national.slice(2, 5)} ${national.slice(5)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * The number as the visitor will recognise it: a Bulgarian one as `formatPhone`
 * writes it, one abroad in the groups they wrote it in, with „+“ for „00“
 * ("0049 30 1234567" → "+49 30 1234567"),
 * since its groups differ from country to country. As stored when what was
 * written is not that number.
 */
export function phoneAsWritten(e164: string, written: string): string {
  if (e164.startsWith("+359")) return formatPhone(e164);
  // „00“ is how some dial out of their country; „+“ is how a number abroad is read anywhere.
  const tidy = written.trim().replace(/\s+/g, " ").replace(/^00/, "+");
  return normalizePhone(tidy) === e164 ? tidy : e164;
}
