/**
 * The browser's side of `POST /api/enquiries` and `GET /api/enquiries/token`
 * (server/enquiries/routes.mjs). Never throws: every answer, and the lack of
 * one, becomes an outcome the form can show.
 */
import type { EnquiryValues, FieldErrors } from "./schema";

export const ENQUIRY_API = "/api/enquiries";

export type SendOutcome =
  | { kind: "sent"; id: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "too_fast"; waitMs: number }
  | { kind: "expired" }
  | { kind: "refused" }
  | { kind: "rate_limited" }
  | { kind: "server" }
  | { kind: "network" }
  | { kind: "unavailable" };

/** A form token, or why there is none. */
export type TokenResult = { token: string } | { error: "network" | "unavailable" | "rate_limited" | "server" };

/** The JSON the server answers with (see server/enquiries/routes.mjs). */
export type EnquiryResponse =
  | { ok: true; id: string; duplicate: boolean }
  | { ok: false; code: "invalid"; errors: FieldErrors }
  | { ok: false; code: "too_fast"; waitMs: number }
  | { ok: false; code: "expired" | "refused" | "rate_limited" | "server" };

const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" };

/**
 * A new signed form token. "unavailable" means there is no enquiry API at all
 * (the site served as plain files): sending cannot work, whatever the visitor does.
 */
export async function fetchToken(): Promise<TokenResult> {
  let response: Response;
  try {
    response = await fetch(`${ENQUIRY_API}/token`, { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch {
    return { error: "network" };
  }
  if ([404, 405, 501].includes(response.status)) return { error: "unavailable" };
  if (response.status === 429) return { error: "rate_limited" };
  try {
    const body = (await response.json()) as { token?: unknown };
    if (response.ok && typeof body.token === "string") return { token: body.token };
  } catch {
    // not JSON: a proxy's error page
  }
  return { error: "server" };
}

export async function postEnquiry(values: EnquiryValues & { token: string; website: string }): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_API, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(values) });
  } catch {
    return { kind: "network" };
  }
  let body: EnquiryResponse | undefined;
  try {
    body = (await response.json()) as EnquiryResponse;
  } catch {
    body = undefined;
  }
  if (response.status === 429) return { kind: "rate_limited" };
  if (!body) return { kind: response.status >= 500 ? "server" : "refused" };
  if (body.ok) return { kind: "sent", id: body.id };
  switch (body.code) {
    case "invalid":
      return { kind: "invalid", errors: body.errors };
    case "too_fast":
      return { kind: "too_fast", waitMs: body.waitMs };
    case "expired":
    case "rate_limited":
    case "server":
      return { kind: body.code };
    default:
      return { kind: "refused" };
  }
}
