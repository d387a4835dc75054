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
import type { ServiceAreaContent } from "~/content/service-area.schema";
import type { ServiceSlug } from "~/content/types";
import type { EstimateCatalog } from "./rules";

/** What an estimate is worked out with: the price list and the service area, as published (`contentOf(context)` has both). */
export interface EstimateContent {
  priceList: readonly PriceItem[];
  serviceArea: ServiceAreaContent;
}

/** The catalog of the content's prices (the whole list) and service area (its towns and trip costs). */
export const estimateCatalog = ({ priceList, serviceArea }: EstimateContent): EstimateCatalog => ({
  items: priceList,
  rules: estimateRules,
  towns: serviceArea.towns,
  travelZones: serviceArea.travelZones,
  seasons,
});

/** The catalog of one service page: only that service's items. */
export const serviceCatalog = (content: EstimateContent, slug: ServiceSlug): EstimateCatalog =>
  estimateCatalog({ ...content, priceList: pricesFor(content.priceList, slug) });
