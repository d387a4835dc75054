import { priceTable } from "~/content/pages/prices";
import type { PriceItem } from "~/content/price-list.schema";
import { formatEuro } from "~/lib/money";
import { minimumText } from "./price-minimum";

/**
 * One service's prices: what, how much, per which unit („от“ where the price
 * is a floor), and what the price includes and its minimum charge.
 *
 * Each row is laid out in few lines on a phone: the work's name with its
 * price beside it (or under it, where the name would be squeezed), the price and its
 * unit on one line that never breaks, then the note and the minimum together
 * under both, the whole width. From 640 px the price stands in its own column
 * with its unit under it, and the note and the minimum under the name.
 * The table's roles are given outright: a table whose parts are not laid out
 * as a table keeps them so in every browser.
 */
export function PriceTable({ items, serviceTitle }: { items: readonly PriceItem[]; serviceTitle: string }) {
  // On a phone a row wraps: the price beside the name while the name keeps 12rem, under it otherwise.
  const row = "flex flex-wrap gap-x-3 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4";
  return (
    <table role="table" className="block w-full text-left">
      <caption className="sr-only">{priceTable.caption(serviceTitle)}</caption>
      {/* The columns' names are for screen readers on a phone, where each row says what it holds. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept by a thead laid out as a block */}
      <thead role="rowgroup" className="block max-sm:sr-only">
        <tr role="row" className={`${row} border-b-2 border-border text-sm text-muted-foreground`}>
          <th role="columnheader" scope="col" className="py-2 font-semibold">
            {priceTable.serviceColumn}
          </th>
          <th role="columnheader" scope="col" className="py-2 text-right font-semibold">
            {priceTable.priceColumn}
          </th>
          <th role="columnheader" scope="col" className="sr-only">
            {priceTable.noteColumn}
          </th>
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept by a tbody laid out as a block */}
      <tbody role="rowgroup" className="block">
        {items.map((item) => {
          const minimum = item.minimum ? minimumText(item) : null;
          return (
            <tr key={item.id} role="row" className={`${row} border-b border-border py-2 sm:py-3`}>
              <th role="rowheader" scope="row" className="grow basis-48 self-start font-normal sm:basis-auto">
                <span className="font-medium">{item.name}</span>
              </th>
              {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell, in a row laid out as a grid */}
              <td role="cell" className="ml-auto self-start text-right whitespace-nowrap sm:row-span-2">
                {item.from ? <span className="text-muted-foreground">{`${priceTable.from} `}</span> : null}
                <span className="font-semibold">{formatEuro(item.cents)}</span>
                <span className="ml-1 text-sm text-muted-foreground sm:ml-0 sm:block">{priceTable.perUnit(item.unit)}</span>
              </td>
              {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell, in a row laid out as a grid */}
              <td role="cell" className="basis-full text-sm empty:hidden">
                {/* On a phone the note and the minimum are one paragraph, from 640 px a line each. */}
                {item.note || minimum ? (
                  <p className="mt-0.5 sm:mt-1">
                    {item.note ? <span className="text-muted-foreground sm:block">{item.note}</span> : null}
                    {/* Two sentences: a dot between them could end a line. */}
                    {item.note && minimum ? <span className="text-muted-foreground sm:hidden">{". "}</span> : null}
                    {minimum ? <span className="font-medium text-accent-foreground sm:mt-1 sm:block">{minimum}</span> : null}
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
