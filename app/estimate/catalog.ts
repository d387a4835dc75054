/**
 * The estimate's catalog: the price list as published (the loaders' content,
 * app/content/current.server.ts), its estimate rules, the towns with their
 * distances and the seasons. Made by loaders (it travels to the browser in
 * the page's data, not in its JavaScript) and by the server for a stored
 * enquiry, each with the prices it renders with.
 */
import { estimateRules, pricesFor } from "~/content/price-list";
import type { PriceItem } from "~/content/price-list.schema";
import { seasons } from "~/content/seasons";
import { towns, travelZones } from "~/content/service-area";
import type { ServiceSlug } from "~/content/types";
import type { EstimateCatalog } from "./rules";

/** The catalog of these prices (the whole list as published). */
export const estimateCatalog = (items: readonly PriceItem[]): EstimateCatalog => ({
  items,
  rules: estimateRules,
  towns,
  travelZones,
  seasons,
});

/** The catalog of one service page: only that service's items. */
export const serviceCatalog = (items: readonly PriceItem[], slug: ServiceSlug): EstimateCatalog => estimateCatalog(pricesFor(items, slug));
