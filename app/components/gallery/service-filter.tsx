import { ServiceIcon } from "~/components/service-icon";
import type { ShownCounts } from "~/content/gallery-status";
import { galleryPage, photoCount } from "~/content/pages/gallery";
import { services } from "~/content/services";
import type { ServiceSlug } from "~/content/types";
import { filterTargetId, galleryHref } from "./gallery-filter";

interface ServiceFilterProps {
  /** The service shown, once React knows it; null for all photos. */
  active: ServiceSlug | null;
  /** The photos and illustrations of each service, and of all. */
  counts: Record<ServiceSlug, ShownCounts>;
  total: ShownCounts;
  /** The filter's name, by what the gallery shows. */
  label: string;
}

/**
 * „Всички“ and one link per service that has photos, in one row that scrolls
 * sideways on a phone. Each is a link to the gallery's fragment for it
 * (#irrigation): the browser filters (CSS `:target`), the address can be
 * shared and the back button works. CSS marks the chosen one from the first
 * paint; React adds `aria-current`.
 */
export function ServiceFilter({ active, counts, total, label }: ServiceFilterProps) {
  const sum = (counts: ShownCounts) => counts.photos + counts.illustrations;
  const items = [
    { slug: null, title: galleryPage.filter.all, count: total },
    ...services.filter((service) => sum(counts[service.slug]) > 0).map(({ slug, title }) => ({ slug, title, count: counts[slug] })),
  ];
  return (
    // `relative`: the screen-reader-only counts inside are clipped by the row's scrolling, not laid out past the page's edge.
    <nav aria-label={label} className="chip-row relative -mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {items.map((item) => (
          <li key={item.slug ?? "all"}>
            <a
              href={galleryHref(item.slug)}
              data-filter={filterTargetId(item.slug)}
              aria-current={item.slug === active ? "page" : undefined}
              className="filter-chip inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface py-1.5 pr-2 pl-4 text-sm font-semibold whitespace-nowrap text-foreground transition-colors hover:bg-muted"
            >
              {item.slug ? <ServiceIcon slug={item.slug} className="-ml-1 size-4 shrink-0" /> : null}
              {item.title}
              <span
                aria-hidden="true"
                className="filter-count min-w-7 rounded-full bg-muted px-2 py-0.5 text-center text-xs text-muted-foreground tabular-nums"
              >
                {sum(item.count)}
              </span>
              <span className="sr-only"> ({photoCount(item.count)})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
