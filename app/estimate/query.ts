/**
 * The price estimate as a link: what the visitor chose, in the URL's query
 * string, readable and made by a plain HTML form that GETs, one row after
 * another:
 *
 *   /prices?work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&town=gabrovo&season=spring#estimate
 *
 * The browser (the estimator as the visitor types, the enquiry form's
 * schema) and the server (the prices page's loader, the contact page's
 * loader, the stored enquiry) read it with this one module. It knows the
 * shape of the query, not the prices: which items and towns exist is the
 * rule module's business (./rules.ts).
 */
import { seasonIds, type SeasonId } from "~/content/types";

/** The query's parameter names: one `work` and one `size` per row, in the form's order. */
export const estimateParams = { work: "work", size: "size", town: "town", season: "season", remove: "remove" } as const;

/** Where the estimate lives: the prices page's section of that id, which renders it per request. */
export const ESTIMATE_PATH = "/prices";
export const ESTIMATE_ANCHOR = "estimate";

/** At most this many rows; more are dropped (an estimate is not a bill of quantities). */
export const MAX_LINES = 12;
/** A size is at most this many characters as typed ("12 500,5"). */
export const MAX_SIZE_LENGTH = 12;

export interface EstimateRow {
  /** A price list item's id. */
  item: string;
  /** The size as typed, in the item's unit ("300", "12,5"); "" until it is typed. */
  size: string;
}

export interface EstimateState {
  lines: EstimateRow[];
  /** A town's id (app/content/service-area.ts), or "" for none chosen. */
  town: string;
  season: SeasonId | "";
}

export const emptyEstimate: EstimateState = { lines: [], town: "", season: "" };

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = (value: string | null | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= 64 && ID.test(trimmed) ? trimmed : "";
};
const size = (value: string | undefined) =>
  (value ?? "")
    // eslint-disable-next-line no-control-regex -- control characters nobody types on purpose
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_SIZE_LENGTH);

/**
 * The estimate a query string holds. Forgiving: rows without a work are
 * dropped (the form's empty row, a removed one), and so is the row a
 * `remove=<n>` button named (the form's „Премахнете“ without JavaScript);
 * anything malformed is left out rather than refused.
 */
export function readEstimate(search: URLSearchParams): EstimateState {
  const works = search.getAll(estimateParams.work);
  const sizes = search.getAll(estimateParams.size);
  const removed = Number(search.get(estimateParams.remove) ?? NaN);
  const lines = works
    .map((work, index) => ({ item: id(work), size: size(sizes[index]), index }))
    .filter((row) => row.item !== "" && row.index !== removed)
    .slice(0, MAX_LINES)
    .map(({ item, size }) => ({ item, size }));
  const season = search.get(estimateParams.season) ?? "";
  return {
    lines,
    town: id(search.get(estimateParams.town)),
    season: seasonIds.find((candidate) => candidate === season) ?? "",
  };
}

/** The estimate's own query, canonical: the rows in order, then the town and season if chosen. */
export function estimateSearch(state: EstimateState): URLSearchParams {
  const search = new URLSearchParams();
  for (const line of state.lines) {
    search.append(estimateParams.work, line.item);
    search.append(estimateParams.size, line.size);
  }
  if (state.town) search.set(estimateParams.town, state.town);
  if (state.season) search.set(estimateParams.season, state.season);
  return search;
}

/** `?work=…` (or "" for an empty estimate), with other parameters of the page (`service`) kept in front. */
export function estimateQuery(state: EstimateState, keep?: URLSearchParams): string {
  const search = new URLSearchParams(keep);
  for (const name of Object.values(estimateParams)) search.delete(name);
  for (const [name, value] of estimateSearch(state)) search.append(name, value);
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The estimate's address, to share or to come back to. */
export const estimateHref = (state: EstimateState) => `${ESTIMATE_PATH}${estimateQuery(state)}#${ESTIMATE_ANCHOR}`;

export const hasLines = (state: EstimateState) => state.lines.length > 0;

/**
 * The estimate an enquiry carries (the form's hidden `estimate` field), as
 * its canonical query without the "?"; "" when it holds no rows.
 */
export function canonicalEstimateField(value: string): string {
  const state = readEstimate(new URLSearchParams(value.slice(0, 2000)));
  return hasLines(state) ? estimateSearch(state).toString() : "";
}
