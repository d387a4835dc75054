import { priceTable } from "~/content/pages/prices";
import type { PriceItem } from "~/content/price-list.schema";
import { formatEuro } from "~/lib/money";
import { minimumText } from "./price-minimum";

/**
 * One service's prices: what, how much, per which unit („от“ where the price
 * is a floor). Two columns, so it fits a phone without scrolling sideways.
 */
export function PriceTable({ items, serviceTitle }: { items: readonly PriceItem[]; serviceTitle: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{priceTable.caption(serviceTitle)}</caption>
      <thead>
        <tr className="border-b-2 border-border text-sm text-muted-foreground">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {priceTable.serviceColumn}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {priceTable.priceColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-b border-border align-top">
            <th scope="row" className="py-3 pr-4 font-normal">
              <span className="font-medium">{item.name}</span>
              {item.note ? <span className="mt-1 block text-sm text-muted-foreground">{item.note}</span> : null}
              {item.minimum ? <span className="mt-1 block text-sm font-medium text-accent-foreground">{minimumText(item)}</span> : null}
            </th>
            <td className="py-3 text-right whitespace-nowrap">
              {item.from ? <span className="text-muted-foreground">{`${priceTable.from} `}</span> : null}
              <span className="font-semibold">{formatEuro(item.cents)}</span>
              <span className="block text-sm text-muted-foreground">{priceTable.perUnit(item.unit)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
