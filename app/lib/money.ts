import { NBSP } from "~/content/typography";
import { bgDecimal } from "./bg-number";

/**
 * Formats integer euro cents the Bulgarian way: `1234,50 €` with a decimal
 * comma, whole euros without „,00“ (`35 €`), and a non-breaking space before
 * the sign (and between thousands), so the sign never wraps onto its own line.
 * The same text as `Intl.NumberFormat("bg-BG", { style: "currency", currency:
 * "EUR" })`, written without it (./bg-number.ts).
 */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) {
    throw new Error(`formatEuro expects integer cents, got ${cents}`);
  }
  return `${bgDecimal(cents, 100)}${NBSP}€`;
}
