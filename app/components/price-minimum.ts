import { estimator } from "~/content/pages/estimate";
import { priceTable } from "~/content/pages/prices";
import type { PriceItem } from "~/content/price-list.schema";
import { minimumCharge } from "~/estimate/rules";
import { formatEuro } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";

/** A minimum given as a size, with its unit („4 часа“); null for a minimum in euro. */
export const minimumCount = (unit: string, quantity: number | null | undefined) =>
  quantity ? estimator.quantity(formatQuantity(quantity * 10), unit, quantity) : null;

/** An item's minimum charge as the price tables show it: „Минимална цена 35 € на посещение“, „Минимум 4 часа (168 €) на посещение“. */
export function minimumText(item: PriceItem): string | null {
  const charge = minimumCharge(item);
  if (!item.minimum || charge === null) return null;
  return priceTable.minimum(formatEuro(charge), minimumCount(item.unit, "quantity" in item.minimum ? item.minimum.quantity : null));
}

/** The estimate's words for a line that costs the item's minimum: „Минимумът от 4 часа (168 €) на посещение е включен.“ */
export function minimumAppliedText(item: PriceItem): string | null {
  const charge = minimumCharge(item);
  if (!item.minimum || charge === null) return null;
  return estimator.minimumApplied(formatEuro(charge), minimumCount(item.unit, "quantity" in item.minimum ? item.minimum.quantity : null));
}
