/**
 * The estimate's catalog as the content has it: the price list, its
 * estimate rules, the towns with their distances and the seasons. Read by
 * loaders (it travels to the browser in the page's data, not in its
 * JavaScript), by the server for a stored enquiry, and at build time for the
 * care plans and their search-engine data.
 */
import { estimateRules, priceList } from "~/content/price-list";
import { seasons } from "~/content/seasons";
import { towns, travelZones } from "~/content/service-area";
import type { ServiceSlug } from "~/content/types";
import type { EstimateCatalog } from "./rules";

export const estimateCatalog: EstimateCatalog = { items: priceList, rules: estimateRules, towns, travelZones, seasons };

/** The catalog of one service page: only that service's items. */
export const serviceCatalog = (slug: ServiceSlug): EstimateCatalog => ({
  ...estimateCatalog,
  items: priceList.filter((item) => item.service === slug),
});
