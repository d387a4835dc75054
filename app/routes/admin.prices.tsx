/** /admin/prices: the six services, each a link to its prices (/admin/prices/:service) with how many there are and the lowest. */
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { Route } from "./+types/admin.prices";
import { priceSections } from "~/admin/content-forms.server";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { EditingIntro } from "~/admin/publish-result";
import { adminEditing, adminPrices } from "~/content/admin";
import { withPricesOverlay } from "~/content/price-overlay";
import { priceListDefaults } from "~/content/price-list";
import { formatEuro } from "~/lib/money";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminEditing.pricesTitle);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const edits = await admin.contentEdits();
  const items = withPricesOverlay(priceListDefaults, edits?.prices);
  const services = priceSections().map(({ slug, title }) => {
    const own = items.filter((item) => item.service === slug);
    const lowest = own.reduce((low, item) => (item.cents < low.cents ? item : low), own[0]!);
    return { slug, title, count: own.length, lowest: { cents: lowest.cents, unit: lowest.unit } };
  });
  return { services, available: edits !== null };
}

export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <EditingIntro title={adminEditing.pricesTitle} intro={adminEditing.pricesIntro} available={loaderData.available} />
      <ul className="divide-y divide-border overflow-hidden rounded-3xl border border-border bg-surface">
        {loaderData.services.map((service) => (
          <li key={service.slug}>
            <Link
              to={`/admin/prices/${service.slug}`}
              className="flex min-h-16 items-center gap-3 px-5 py-3 hover:bg-muted focus-visible:outline-offset-[-4px]"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{service.title}</span>
                <span className="block text-sm text-muted-foreground">
                  {adminPrices.summary(service.count, adminPrices.perUnit(formatEuro(service.lowest.cents), service.lowest.unit))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
