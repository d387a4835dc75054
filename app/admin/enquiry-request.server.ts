/**
 * What an enquiry asked for besides its message: the care plan (its id in the
 * `plan` column) and the price estimate (the `estimate` column: JSON of
 * app/estimate/record.ts's EstimateRecord, worked out when it arrived), as
 * the owner's pages show them; and the message in the customer's own words.
 * Worked out in the loaders, so the estimate's wording and the plans stay out
 * of the pages' JavaScript.
 */
import { carePlans } from "~/content/care-plans";
import { estimator } from "~/content/pages/estimate";
import type { StoredEnquiry } from "~/enquiry/contract";
import { estimateText, type EstimateRecord } from "~/estimate/record";
import { formatEuro } from "~/lib/money";

export interface EnquiryRequest {
  /** The plan's name and its place on the care plans page. */
  plan: { name: string; href: string } | null;
  /**
   * The estimate as the e-mail words it (without its heading), its total (a
   * sum or „от … до …“), and its address on the site to open it again.
   */
  estimate: { lines: string[]; total: string; href: string } | null;
  /** The message without the estimate's lines the form wrote into it (the page shows the estimate once, in its own place). */
  message: string;
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

/** A line as compared: the form's text is cleaned (no-break spaces become spaces), the estimate's is typeset. */
const comparable = (line: string) => line.replace(/\s+/g, " ").trim();

/**
 * The message without the lines copied from the estimate: a form opened from
 * an estimate starts its message with the estimate's text, and the customer
 * writes after it (app/enquiry/prefill.ts). Only lines that are still exactly
 * the estimate's go; anything the customer changed stays.
 */
export function ownWords(message: string, estimateLines: readonly string[]): string {
  const copied = new Set(estimateLines.map(comparable));
  return message
    .split("\n")
    .filter((line) => !copied.has(comparable(line)) || comparable(line) === "")
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function enquiryRequest(enquiry: Pick<StoredEnquiry, "plan" | "estimate" | "message">): EnquiryRequest {
  const plan = enquiry.plan ? carePlans.find((candidate) => candidate.id === enquiry.plan) : undefined;
  const record = storedRecord(enquiry.estimate);
  const text = record ? estimateText(record) : [];
  return {
    // A plan the site no longer has is still named by its id.
    plan: enquiry.plan ? { name: plan?.name ?? enquiry.plan, href: `/care-plans#${enquiry.plan}` } : null,
    estimate: record
      ? {
          lines: text.slice(1),
          total: estimator.range(formatEuro(record.lowCents), formatEuro(record.highCents)),
          href: record.link,
        }
      : null,
    message: ownWords(enquiry.message, text),
  };
}
