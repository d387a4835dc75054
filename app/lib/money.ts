const euro = new Intl.NumberFormat("bg-BG", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats integer euro cents the Bulgarian way: `1234,50 €`, with a decimal
 * comma and a non-breaking space before the sign, so the sign never wraps
 * onto its own line.
 */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) {
    throw new Error(`formatEuro expects integer cents, got ${cents}`);
  }
  return euro.format(cents / 100);
}
