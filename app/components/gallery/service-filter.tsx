import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import { galleryPage, photoCount } from "~/content/pages";
import { services } from "~/content/services";
import type { ServiceSlug } from "~/content/types";
import { cn } from "~/lib/cn";
import { galleryHref } from "./gallery-filter";

interface ServiceFilterProps {
  /** The service shown, or null for all photos. */
  active: ServiceSlug | null;
  counts: Record<ServiceSlug, number>;
  total: number;
}

/**
 * „Всички“ and one link per service that has photos. Each filter is a URL
 * (/gallery?service=irrigation), so it can be shared and the back button works.
 */
export function ServiceFilter({ active, counts, total }: ServiceFilterProps) {
  const items = [
    { slug: null, title: galleryPage.filter.all, count: total },
    ...services.filter((service) => counts[service.slug] > 0).map(({ slug, title }) => ({ slug, title, count: counts[slug] })),
  ];
  return (
    <nav aria-label={galleryPage.filter.label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.slug === active;
          return (
            <li key={item.slug ?? "all"}>
              <Link
                to={galleryHref(item.slug)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border py-1.5 pr-2 pl-4 text-sm font-semibold transition-colors",
                  current
                    ? "border-primary bg-primary text-primary-foreground hover:bg-primary-hover"
                    : "border-border bg-surface text-foreground hover:bg-muted",
                )}
              >
                {item.slug ? <ServiceIcon slug={item.slug} className="-ml-1 size-4 shrink-0" /> : null}
                {item.title}
                <span
                  aria-hidden="true"
                  className={cn(
                    "min-w-7 rounded-full px-2 py-0.5 text-center text-xs tabular-nums",
                    current ? "bg-primary-foreground text-primary" : "bg-muted text-muted-foreground",
                  )}
                >
                  {item.count}
                </span>
                <span className="sr-only"> ({photoCount(item.count)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
