/**
 * Form tokens: the time a form was handed out, signed by the server, so that
 * a form sent faster than a person can fill it in is refused, and a token
 * cannot be made up or reused with another time. The nonce also makes each
 * form's enquiry idempotent (see store.ts).
 *
 * Format: `<issued-at ms>.<nonce>.<HMAC-SHA256 of both, base64url>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type TokenCheck =
  { ok: true; nonce: string } | { ok: false; reason: "invalid" | "expired" } | { ok: false; reason: "too_fast"; waitMs: number };

/** A token's format: the issue time, the nonce (12 bytes) and the signature (32 bytes), the last two in base64url. */
export const TOKEN_FORMAT = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function issueToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyToken(
  secret: string,
  token: unknown,
  { now = Date.now(), minFillMs, maxAgeMs }: { now?: number; minFillMs: number; maxAgeMs: number },
): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "invalid" };
  const match = TOKEN_FORMAT.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, issued = "", nonce = "", signature = ""] = match;
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: "invalid" };
  const age = now - Number(issued);
  if (age < -60_000) return { ok: false, reason: "invalid" };
  if (age > maxAgeMs) return { ok: false, reason: "expired" };
  if (age < minFillMs) return { ok: false, reason: "too_fast", waitMs: minFillMs - age };
  return { ok: true, nonce };
}
