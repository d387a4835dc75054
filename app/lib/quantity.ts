import { bgDecimal } from "./bg-number";

/**
 * A size in tenths of its unit, written the Bulgarian way: `12,5`, `300`,
 * `12 000` (a non-breaking space between thousands). Money has its own
 * formatter (./money.ts); both write what `Intl.NumberFormat("bg-BG")` would
 * (./bg-number.ts).
 */
export function formatQuantity(tenths: number): string {
  if (!Number.isInteger(tenths)) throw new Error(`formatQuantity expects integer tenths, got ${tenths}`);
  return bgDecimal(tenths, 10);
}
