/**
 * How company.hours writes its days: one weekday („Събота“) or a range of
 * them („Понеделник – Петък“), by the names in calendar.ts. Read by the
 * business's structured data and checked, with the rest of the content, when
 * the site is built and when the owner saves the company form.
 */

/** The days a row names, as indexes into `names` (Monday first), or what is wrong with it, in English. */
export function weekdayRange(days: string, names: readonly string[]): { indexes: number[] } | { problem: string } {
  const ends: number[] = [];
  for (const name of days.split(/\s*[–-]\s*/)) {
    const index = names.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
    if (index < 0)
      return {
        problem: `"${name.trim()}" is not a weekday: write the Bulgarian name of a day (${names.join(", ")}), or two joined by "–"`,
      };
    ends.push(index);
  }
  if (ends.length > 2) return { problem: `"${days}" names more than two days: write one day, or the first and the last joined by "–"` };
  const first = ends[0]!;
  const last = ends.at(-1)!;
  if (last < first) return { problem: `"${days}" runs backwards: write the earlier day first` };
  return { indexes: Array.from({ length: last - first + 1 }, (_, offset) => first + offset) };
}
