/**
 * The admin's cookies: HttpOnly, SameSite=Strict, Path=/, and over HTTPS
 * Secure with the `__Host-` prefix (which the browser only accepts from a
 * secure origin, for the whole host, never a parent domain). Decision 0028.
 */

export type CookieKind = "session" | "challenge";

const BASE: Record<CookieKind, string> = { session: "admin", challenge: "admin-challenge" };

export const cookieName = (kind: CookieKind, secure: boolean) => (secure ? `__Host-${BASE[kind]}` : BASE[kind]);

/** A Set-Cookie value; `maxAgeSeconds` 0 deletes the cookie. */
export function serializeCookie(kind: CookieKind, value: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }) {
  return [
    `${cookieName(kind, secure)}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, kind: CookieKind, secure: boolean): string | null {
  const name = cookieName(kind, secure);
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[\w-]{1,100}$/.test(value) ? value : null;
    }
  }
  return null;
}
