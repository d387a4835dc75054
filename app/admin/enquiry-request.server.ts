/**
 * What an enquiry asked for besides its message: the care plan (its id in the
 * `plan` column) and the price estimate (the `estimate` column: JSON of
 * app/estimate/record.ts's EstimateRecord, worked out when it arrived), as
 * the owner's enquiry page shows them. Worked out in the loader, so the
 * estimate's wording and the plans stay out of the page's JavaScript.
 */
import { carePlans } from "~/content/care-plans";
import type { StoredEnquiry } from "~/enquiry/contract";
import { estimateText, type EstimateRecord } from "~/estimate/record";

export interface EnquiryRequest {
  /** The plan's name and its place on the care plans page. */
  plan: { name: string; href: string } | null;
  /** The estimate as the e-mail words it (without its heading), and its address on the site to open it again. */
  estimate: { lines: string[]; href: string } | null;
}

function storedRecord(json: string | null): EstimateRecord | null {
  if (!json) return null;
  try {
    const record = JSON.parse(json) as EstimateRecord;
    return Array.isArray(record.lines) && typeof record.link === "string" ? record : null;
  } catch {
    return null;
  }
}

export function enquiryRequest(enquiry: Pick<StoredEnquiry, "plan" | "estimate">): EnquiryRequest {
  const plan = enquiry.plan ? carePlans.find((candidate) => candidate.id === enquiry.plan) : undefined;
  const record = storedRecord(enquiry.estimate);
  return {
    // A plan the site no longer has is still named by its id.
    plan: enquiry.plan ? { name: plan?.name ?? enquiry.plan, href: `/care-plans#${enquiry.plan}` } : null,
    estimate: record ? { lines: estimateText(record).slice(1), href: record.link } : null,
  };
}
