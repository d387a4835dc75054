import { serviceSlugs, type ServiceSlug } from "~/content/types";
import type { GalleryEntry } from "~/content/gallery";

/** The query parameter that holds the service filter: /gallery?service=irrigation. */
export const SERVICE_PARAM = "service";

/** The service named in the URL, or null for „all“ (also for an unknown value). */
export function parseServiceFilter(value: string | null): ServiceSlug | null {
  return serviceSlugs.find((slug) => slug === value) ?? null;
}

/** The shareable URL of one filter. */
export function galleryHref(service: ServiceSlug | null): string {
  return service ? `/gallery?${SERVICE_PARAM}=${service}` : "/gallery";
}

export function filterGallery(entries: readonly GalleryEntry[], service: ServiceSlug | null): readonly GalleryEntry[] {
  return service ? entries.filter((entry) => entry.service === service) : entries;
}

export function countByService(entries: readonly GalleryEntry[]): Record<ServiceSlug, number> {
  const counts = Object.fromEntries(serviceSlugs.map((slug) => [slug, 0])) as Record<ServiceSlug, number>;
  for (const entry of entries) counts[entry.service] += 1;
  return counts;
}
