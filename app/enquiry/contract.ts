/**
 * What the browser and the server both know about enquiries, written once:
 * the API's paths, the ways a send can fail, the JSON answers, and the shape
 * of a stored enquiry. The form (app/components/enquiry), the API's resource
 * routes (app/routes/api.*), the contact page's action and the server's store
 * and outbox (server/enquiries) all import it.
 */
import type { Enquiry } from "./schema";

/** `POST` a JSON enquiry here (the hydrated form does). */
export const ENQUIRY_API = "/api/enquiries";
/** `GET` a new signed form token here. */
export const TOKEN_API = "/api/enquiries/token";

/** The form fields that are not the visitor's answers. */
export const TOKEN_FIELD = "token";
/** The spam trap: people never see it, simple bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** Why the server did not take an enquiry. */
/** `unsupported`: the API was sent something other than JSON, which the form never does. */
export const serverFailures = ["invalid", "too_fast", "expired", "refused", "unsupported", "rate_limited", "server"] as const;
export type ServerFailure = (typeof serverFailures)[number];

/** …and why the browser could not send it at all. */
export const browserFailures = ["network", "unavailable"] as const;
export type Failure = ServerFailure | (typeof browserFailures)[number];

/** The HTTP status each outcome is answered with. */
export const failureStatus = {
  invalid: 400,
  too_fast: 400,
  expired: 400,
  refused: 403,
  unsupported: 415,
  rate_limited: 429,
  server: 503,
} as const satisfies Record<ServerFailure, number>;

/** One message per invalid field. */
export type { FieldErrors } from "./fields";
import type { FieldErrors } from "./fields";

/** What the server answers to a send (as JSON to the API, as action data to the contact page). */
export type EnquiryResult =
  | { ok: true; id: string; duplicate: boolean }
  | { ok: false; code: "invalid"; errors: FieldErrors }
  | { ok: false; code: "too_fast"; waitMs: number }
  | { ok: false; code: "rate_limited"; retryAfterMs: number }
  | { ok: false; code: Exclude<ServerFailure, "invalid" | "too_fast" | "rate_limited"> };

/** The HTTP status of a result: 201 for a new enquiry, 200 for one sent again. */
export function resultStatus(result: EnquiryResult): number {
  return result.ok ? (result.duplicate ? 200 : 201) : failureStatus[result.code];
}

/** The headers that go with a result: when a visitor over the rate limit may send again (Retry-After, in seconds). */
export function resultHeaders(result: EnquiryResult): Record<string, string> {
  return !result.ok && result.code === "rate_limited" ? { "Retry-After": String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) } : {};
}

/** The answer to `GET /api/enquiries/token`. */
export interface TokenResponse {
  token: string;
}

/** An enquiry as it is stored, with its id and when it arrived (ISO 8601, UTC). */
export interface StoredEnquiry extends Omit<Enquiry, "service" | "reply" | "plan" | "estimate"> {
  id: string;
  created_at: string;
  service: string;
  reply: string;
  /** The care plan asked for (its id), if any. */
  plan: string | null;
  /** The price estimate the enquiry came from, worked out when it arrived: JSON of app/estimate/record.ts's EstimateRecord. */
  estimate: string | null;
}

/** A stored enquiry with the state of its notification e-mail, as the owner's export lists it. */
export interface EnquiryListRow extends StoredEnquiry {
  sent_at: string | null;
  attempts: number | null;
  last_error: string | null;
}

/** The `?service=` a link to the contact page may carry, if it names one of the form's choices. */
export function requestedService<T extends string>(search: URLSearchParams, choices: readonly T[]): T | null {
  const value = search.get("service");
  return choices.find((choice) => choice === value) ?? null;
}
