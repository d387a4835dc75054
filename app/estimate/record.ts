/**
 * A price estimate as an enquiry keeps it: worked out again on the server
 * from the estimate's query (never from figures a browser sent), at the
 * prices of the day it arrived, as plain JSON data for the `estimate` column
 * (server/enquiries/store.ts); and written out as text for the enquiry's
 * message, the company's e-mail and the owner's export.
 */
import { estimator } from "~/content/pages/estimate";
import { formatEuro } from "~/lib/money";
import { formatQuantity } from "~/lib/quantity";
import { estimateHref, readEstimate } from "./query";
import { computeEstimate, knownState, type Estimate, type EstimateCatalog } from "./rules";

export interface EstimateRecordLine {
  /** The price list item's id and name. */
  item: string;
  name: string;
  /** The size, in the item's unit. */
  quantity: number;
  unit: string;
  lowCents: number;
  highCents: number;
  /** True when the line is the item's minimum charge. */
  minimumApplied: boolean;
  /** That minimum, in cents, and its size when it is given as one („4 часа“); absent in records stored before they were kept. */
  minimumCents?: number;
  minimumQuantity?: number;
}

export interface EstimateRecord {
  /** The estimate's address on the site, to open it again. */
  link: string;
  season: string | null;
  town: { name: string; km: number } | null;
  lines: EstimateRecordLine[];
  /** The trip, once, in cents; null without a town. */
  travelCents: number | null;
  lowCents: number;
  highCents: number;
  /** The names of the works chosen without a size that could be priced (absent in records stored before it was kept). */
  unpriced?: string[];
}

/** The priced lines of an estimate as data; null when no line has a price. */
export function recordOf(estimate: Estimate, link: string): EstimateRecord | null {
  if (estimate.priced === 0) return null;
  return {
    link,
    season: estimate.season?.name ?? null,
    town: estimate.town ? { name: estimate.town.name, km: estimate.town.km } : null,
    lines: estimate.lines.flatMap(({ item, reading, figures }) =>
      reading.ok && figures
        ? [
            {
              ...(figures.minimumApplied && figures.minimum !== null ? { minimumCents: figures.minimum } : {}),
              ...(figures.minimumApplied && item.minimum && "quantity" in item.minimum ? { minimumQuantity: item.minimum.quantity } : {}),
              item: item.id,
              name: item.name,
              quantity: reading.tenths / 10,
              unit: item.unit,
              lowCents: figures.low,
              highCents: figures.high,
              minimumApplied: figures.minimumApplied,
            },
          ]
        : [],
    ),
    travelCents: estimate.travel,
    lowCents: estimate.low,
    highCents: estimate.high,
    unpriced: estimate.unpriced,
  };
}

/** The estimate of an enquiry's `estimate` field (its query), worked out with today's prices (`catalog`); null if nothing in it has a price. */
export function estimateRecord(query: string, catalog: EstimateCatalog): EstimateRecord | null {
  const state = knownState(readEstimate(new URLSearchParams(query)), catalog);
  return recordOf(computeEstimate(state, catalog), estimateHref(state));
}

const range = (low: number, high: number) => estimator.range(formatEuro(low), formatEuro(high));

/** The estimate as lines of text, e.g. „– Косене на трева, 300 м²: от 42 € до 57 €“, ending with the total. */
export function estimateText(record: EstimateRecord): string[] {
  const { summary } = estimator;
  return [
    summary.heading,
    ...record.lines.map((line) => {
      const quantity = estimator.quantity(formatQuantity(Math.round(line.quantity * 10)), line.unit, line.quantity);
      const text = summary.line(line.name, quantity, range(line.lowCents, line.highCents));
      if (!line.minimumApplied) return text;
      const count = line.minimumQuantity
        ? estimator.quantity(formatQuantity(line.minimumQuantity * 10), line.unit, line.minimumQuantity)
        : null;
      return `${text} ${summary.minimum(formatEuro(line.minimumCents ?? line.lowCents), count)}`;
    }),
    ...(record.season ? [summary.season(record.season)] : []),
    ...(record.town && record.travelCents !== null
      ? [summary.travel(record.town.name, record.travelCents === 0 ? estimator.travelFree : formatEuro(record.travelCents))]
      : []),
    summary.total(range(record.lowCents, record.highCents)),
    ...(record.unpriced?.length ? [summary.unpriced(record.unpriced.join(", "))] : []),
  ];
}

/** A stored `estimate` column (JSON) as text, for the e-mail and the export; "" for none or a value that is not an estimate. */
export function storedEstimateText(json: string | null): string {
  if (!json) return "";
  try {
    const record = JSON.parse(json) as EstimateRecord;
    return Array.isArray(record.lines) ? estimateText(record).join("\n") : "";
  } catch {
    return "";
  }
}
