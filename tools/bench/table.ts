/** Small helpers the benchmarks share: medians, plain-text tables and a page's name in a file or path. */

/** A route as one word, for a report's file or a reference page's path: `home`, `services-lighting`. */
export const routeSlug = (route: string) => (route === "/" ? "home" : route.slice(1).replaceAll("/", "-"));

/** The median; NaN for no values. Infinity (no result) sorts last, like a very slow run. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : Number.isNaN(value) ? "–" : "none");
export const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned, a rule under the header. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const [header, ...body] = rows;
  return [line(header ?? []), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}
