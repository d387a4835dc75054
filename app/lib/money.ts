const euro = (fractionDigits: number) =>
  new Intl.NumberFormat("bg-BG", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeEuros = euro(0);
const eurosAndCents = euro(2);

/**
 * Formats integer euro cents the Bulgarian way: `1234,50 €` with a decimal
 * comma, whole euros without „,00“ (`35 €`), and a non-breaking space before
 * the sign (and between thousands), so the sign never wraps onto its own line.
 */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) {
    throw new Error(`formatEuro expects integer cents, got ${cents}`);
  }
  return (cents % 100 === 0 ? wholeEuros : eurosAndCents).format(cents / 100);
}
