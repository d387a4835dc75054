/**
 * Statistics for comparing two sets of response times (`npm run bench:sign-in`):
 * percentiles, the median absolute deviation, and a bootstrap interval for the
 * difference of the two medians. Pure: the random source is passed in.
 */

/** The `p`-quantile (0–1) of values sorted ascending, interpolated between the two nearest (R's type 7); NaN for none. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * Math.min(Math.max(p, 0), 1);
  const below = Math.floor(position);
  const lower = sorted[below] ?? NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? NaN;
  return lower + (upper - lower) * (position - below);
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The median absolute deviation from the median: a spread that a few outliers do not move. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const middle = quantile(ascending(values), 0.5);
  return quantile(ascending(values.map((value) => Math.abs(value - middle))), 0.5);
}

export interface TimingSummary {
  count: number;
  median: number;
  p90: number;
  p99: number;
  mad: number;
}

export function summarize(values: readonly number[]): TimingSummary {
  const sorted = ascending(values);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    mad: medianAbsoluteDeviation(sorted),
  };
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same interval for the same samples. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface MedianDifference {
  /** median(a) − median(b). */
  difference: number;
  /** The central `confidence` share of the bootstrapped differences. */
  low: number;
  high: number;
}

/**
 * median(a) − median(b), and how far it moves when both samples are drawn
 * again from themselves (a percentile bootstrap): an interval that holds 0
 * means the two are the same within this run's noise.
 */
export function medianDifference(
  a: readonly number[],
  b: readonly number[],
  {
    resamples = 2000,
    confidence = 0.95,
    random = seededRandom(1),
  }: { resamples?: number; confidence?: number; random?: () => number } = {},
): MedianDifference {
  const median = (values: readonly number[]) => quantile(ascending(values), 0.5);
  const difference = median(a) - median(b);
  if (a.length === 0 || b.length === 0) return { difference, low: NaN, high: NaN };
  const redraw = (values: readonly number[]) => values.map(() => values[Math.floor(random() * values.length)] ?? NaN);
  const differences = ascending(Array.from({ length: resamples }, () => median(redraw(a)) - median(redraw(b))));
  const tail = (1 - confidence) / 2;
  return { difference, low: quantile(differences, tail), high: quantile(differences, 1 - tail) };
}
