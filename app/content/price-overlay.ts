/**
 * The owner's edits of the prices merged over the repository's price list
 * (decision 0029; overlay.ts has the rest). A module of its own so that it
 * stays out of the layout's JavaScript, which has the company facts' part.
 */
import type { PricesOverlay } from "./overlay";
import type { PriceItem } from "./price-list.schema";

/**
 * The price list with the owner's edits, item by item. An edit of an item the
 * repository no longer has is left out (a code deploy removed it); a `note`
 * of null removes the item's note.
 */
export function withPricesOverlay(items: readonly PriceItem[], overlay: PricesOverlay | undefined): PriceItem[] {
  if (!overlay) return [...items];
  return items.map((item) => {
    const edit = overlay.items[item.id];
    if (!edit) return item;
    const { note, minimum, ...rest } = edit;
    const merged: PriceItem = { ...item, ...rest };
    if (note === null) delete merged.note;
    else if (note !== undefined) merged.note = note;
    if (minimum === null) delete merged.minimum;
    else if (minimum !== undefined) merged.minimum = minimum;
    return merged;
  });
}
