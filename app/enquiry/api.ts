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
  | { kind: "network" };

/** The JSON the server answers with (see server/enquiries/routes.mjs). */
export type EnquiryResponse =
  | { ok: true; id: string; duplicate: boolean }
  | { ok: false; code: "invalid"; errors: FieldErrors }
  | { ok: false; code: "too_fast"; waitMs: number }
  | { ok: false; code: "expired" | "refused" | "rate_limited" | "server" };

const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" };

/** A new signed form token, or null when the server cannot be reached. */
export async function fetchToken(): Promise<string | null> {
  try {
    const response = await fetch(`${ENQUIRY_API}/token`, { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === "string" ? body.token : null;
  } catch {
    return null;
  }
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
