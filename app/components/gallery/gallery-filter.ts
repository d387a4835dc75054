import type { GalleryEntry } from "~/content/gallery";
import { serviceSlugs, type ServiceSlug } from "~/content/types";

/*
 * The gallery's filter is the URL's fragment: /gallery#irrigation shows the
 * irrigation photos. The browser applies it by itself (CSS `:target`, see
 * app.css), so the filter works from the first paint and without JavaScript,
 * every filter has its own address, and the back button returns to the
 * previous one.
 */

/** The service a fragment names ("#irrigation"), or null for „all“ (also for an unknown value). */
export function parseServiceFilter(fragment: string | null | undefined): ServiceSlug | null {
  const value = fragment?.replace(/^#/, "") ?? "";
  return serviceSlugs.find((slug) => slug === value) ?? null;
}

/** The fragment of the „all photos“ filter. */
export const ALL_PHOTOS = "all";

/** The id of the element that a filter's fragment targets. */
export const filterTargetId = (service: ServiceSlug | null) => service ?? ALL_PHOTOS;

/** The address of one filter, relative to the gallery page. */
export const galleryHref = (service: ServiceSlug | null) => `#${filterTargetId(service)}`;

export function filterGallery<Entry extends Pick<GalleryEntry, "service">>(
  entries: readonly Entry[],
  service: ServiceSlug | null,
): readonly Entry[] {
  return service ? entries.filter((entry) => entry.service === service) : entries;
}
