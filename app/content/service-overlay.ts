/**
 * The owner's edits of the service pages' texts merged over the repository's
 * (decision 0031; overlay.ts has the rest). A module of its own so that it
 * stays out of the layout's JavaScript, which has the company facts' part.
 */
import type { ServiceSlug } from "./types";
import type { ServiceTextEdit, ServicesOverlay } from "./overlay";

/** The service pages' texts with the owner's edits: each edited list replaces the default's. */
export function withServicesOverlay<T extends { slug: ServiceSlug } & ServiceTextEdit>(
  defaults: readonly T[],
  overlay: ServicesOverlay | undefined,
): T[] {
  if (!overlay) return [...defaults];
  return defaults.map((entry) => {
    const edit = overlay.items[entry.slug];
    if (!edit) return entry;
    const merged: T = { ...entry };
    if (edit.intro !== undefined) merged.intro = edit.intro;
    if (edit.included !== undefined) merged.included = edit.included;
    return merged;
  });
}
