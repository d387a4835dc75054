/**
 * The browser's side of the enquiry API (app/routes/api.enquiries*.ts): a
 * form token, and one send. Every way a send can fail becomes a `SendError`
 * that says whether sending again can help; the form's mutation retries
 * those with the data client's backoff (app/lib/query-client.ts). Sending
 * again is safe: the server stores a form's enquiry once, however often its
 * token comes back.
 */
import { ENQUIRY_API, TOKEN_API, type EnquiryResult, type Failure, type FieldErrors, type TokenResponse } from "./contract";
import type { EnquiryValues } from "./fields";
import { queryConfig, retryDelay } from "~/lib/query-client";

export class SendError extends Error {
  constructor(
    readonly failure: Failure,
    /** True when the same send may succeed a moment later (the connection, the server, a token to renew). */
    readonly retryable: boolean,
    readonly details: { errors?: FieldErrors; waitMs?: number } = {},
  ) {
    super(`enquiry not sent: ${failure}`);
    this.name = "SendError";
  }
}

/**
 * Whether the data client sends again after a failure: only what may succeed a moment later, and
 * at most `queryConfig.retry` times. `failureCount` is the data client's: 0 after the first failure.
 */
export const retrySend = (failureCount: number, error: Error) =>
  error instanceof SendError && error.retryable && failureCount < queryConfig.retry;

/** How long to wait before sending again: the server's own wait when it asks for one, otherwise the backoff (1 s, 2 s, 4 s). */
export const retrySendDelay = (failureCount: number, error: Error) =>
  error instanceof SendError && error.details.waitMs !== undefined ? error.details.waitMs + 250 : retryDelay(failureCount);

/** A new signed form token. No token API at all (a static host) means sending cannot work here. */
export async function fetchToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(TOKEN_API, { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch {
    throw new SendError("network", true);
  }
  if ([404, 405, 501].includes(response.status)) throw new SendError("unavailable", false);
  if (response.status === 429) throw new SendError("rate_limited", false);
  try {
    const body = (await response.json()) as Partial<TokenResponse>;
    if (response.ok && typeof body.token === "string") return body.token;
  } catch {
    // not JSON: a proxy's error page
  }
  throw new SendError("server", true);
}

/** Sends one enquiry; resolves with the stored enquiry's id, or throws a SendError. */
export async function postEnquiry(values: EnquiryValues & { token: string; website: string }): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_API, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    throw new SendError("network", true);
  }
  let result: EnquiryResult | undefined;
  try {
    result = (await response.json()) as EnquiryResult;
  } catch {
    result = undefined;
  }
  if (response.status === 429) throw new SendError("rate_limited", false);
  if ([404, 405, 501].includes(response.status)) throw new SendError("unavailable", false);
  if (!result || typeof result !== "object") throw new SendError(response.status >= 500 ? "server" : "refused", response.status >= 500);
  if (result.ok) return { id: result.id };
  switch (result.code) {
    case "invalid":
      throw new SendError("invalid", false, { errors: result.errors });
    case "too_fast":
      throw new SendError("too_fast", true, { waitMs: result.waitMs });
    case "expired":
    case "server":
      throw new SendError(result.code, true);
    case "rate_limited":
      throw new SendError("rate_limited", false);
    default:
      throw new SendError("refused", false);
  }
}
