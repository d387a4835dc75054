const number = new Intl.NumberFormat("bg-BG", { maximumFractionDigits: 1 });

/**
 * A size in tenths of its unit, written the Bulgarian way: `12,5`, `300`,
 * `12 000` (a non-breaking space between thousands). Money has its own
 * formatter (./money.ts).
 */
export function formatQuantity(tenths: number): string {
  if (!Number.isInteger(tenths)) throw new Error(`formatQuantity expects integer tenths, got ${tenths}`);
  return number.format(tenths / 10);
}
