/**
 * What a link to the contact page fills the enquiry form with: the care plan
 * it names (`?plan=lawn-and-hedge`) and the price estimate it carries (the
 * estimate's own query, `?work=…&size=…`, app/estimate/query.ts), worked out
 * on the server: its lines as the message, its town, and the estimate itself
 * in a hidden field, so that the stored enquiry keeps it. Used by the contact
 * page's loader and action only, with the prices they render with: the price
 * list stays out of the page's JavaScript and its data.
 */
import { carePlans } from "~/content/care-plans";
import { enquiryForm } from "~/content/enquiry";
import { estimateCatalog, type EstimateContent } from "~/estimate/catalog";
import { estimateHref, estimateSearch, readEstimate } from "~/estimate/query";
import { estimateText, recordOf } from "~/estimate/record";
import { computeEstimate, knownState } from "~/estimate/rules";
import { enquiryPlans, type EnquiryPlan, type EnquiryService, type EnquiryValues } from "./fields";

/** The estimate as the form shows it above its fields. */
export interface EnquiryEstimate {
  /** Its lines of text, ending with the total. */
  lines: string[];
  /** Its address, to change it. */
  link: string;
}

export interface EnquiryPrefill {
  /** The fields it fills in. */
  values: Partial<EnquiryValues>;
  /** The service the estimate's first work belongs to, if a link did not name one. */
  service: EnquiryService | null;
  estimate: EnquiryEstimate | null;
}

/** The care plans the form offers, by name. */
export const planChoices: readonly { value: EnquiryPlan; label: string }[] = carePlans.map((plan) => ({
  value: plan.id,
  label: plan.name,
}));

/**
 * The estimate an enquiry's `estimate` field holds (its query), at the prices of `priceList` (as published), as the
 * form shows it; null if nothing in it has a price.
 */
export function enquiryEstimate(
  query: string,
  content: EstimateContent,
): { estimate: EnquiryEstimate; query: string; town: string | null; service: EnquiryService } | null {
  const catalog = estimateCatalog(content);
  const state = knownState(readEstimate(new URLSearchParams(query)), catalog);
  const estimate = computeEstimate(state, catalog);
  const record = recordOf(estimate, estimateHref(state));
  if (!record) return null;
  return {
    estimate: { lines: estimateText(record), link: record.link },
    query: estimateSearch(state).toString(),
    town: estimate.town?.name ?? null,
    service: estimate.lines.find((line) => line.figures)!.item.service,
  };
}

/** What the link's query fills in; an estimate is worked out at the prices of `priceList` (as published). */
export function enquiryPrefill(search: URLSearchParams, content: EstimateContent): EnquiryPrefill {
  const plan = enquiryPlans.find((candidate) => candidate === search.get("plan")) ?? null;
  const planName = carePlans.find((candidate) => candidate.id === plan)?.name;
  const fromEstimate = enquiryEstimate(search.toString(), content);
  const values: Partial<EnquiryValues> = {};
  if (plan) values.plan = plan;
  if (fromEstimate) {
    values.estimate = fromEstimate.query;
    values.message = `${fromEstimate.estimate.lines.join("\n")}\n\n`;
    if (fromEstimate.town) values.town = fromEstimate.town;
  } else if (planName) {
    values.message = enquiryForm.planMessage(planName);
  }
  return { values, service: fromEstimate?.service ?? null, estimate: fromEstimate?.estimate ?? null };
}
