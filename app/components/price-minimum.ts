import { estimator } from "~/content/pages/estimate";
import { priceTable } from "~/content/pages/prices";
import type { PriceItem } from "~/content/price-list.schema";
import { minimumCharge } from "~/estimate/rules";
import { formatEuro } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";

/** An item's minimum charge as the price tables show it: „Минимална цена 35 €“, „Минимум 4 часа (168 €)“. */
export function minimumText(item: PriceItem): string | null {
  const charge = minimumCharge(item);
  if (!item.minimum || charge === null) return null;
  const count =
    "quantity" in item.minimum ? estimator.quantity(formatQuantity(item.minimum.quantity * 10), item.unit, item.minimum.quantity) : null;
  return priceTable.minimum(formatEuro(charge), count);
}
