/**
 * The gate of every /admin loader and action (decision 0028): without the
 * Node server 503; a POST from another origin (or without an Origin) 403,
 * before anything else is looked at; without a current session 401. A route
 * that forgets it is caught by tests/server/admin-access.test.ts, which tries
 * every page and action.
 */
import { data } from "react-router";
import { PRIVATE } from "../../server/cache-policy";
import type { AdminApi, AdminSession } from "./context";

export type AdminRefusal = "unavailable" | "forbidden" | "unauthorized";

export function adminApi(context: { admin?: AdminApi }): AdminApi {
  if (!context.admin) throw data({ refusal: "unavailable" satisfies AdminRefusal }, { status: 503 });
  return context.admin;
}

/** A POST that may change something: only from the site's own pages. */
export function requireSameOrigin(admin: AdminApi, request: Request) {
  if (request.method !== "GET" && request.method !== "HEAD" && !admin.sameOrigin) {
    throw data({ refusal: "forbidden" satisfies AdminRefusal }, { status: 403 });
  }
}

export async function requireAdmin({ context, request }: { context: { admin?: AdminApi }; request: Request }) {
  const admin = adminApi(context);
  requireSameOrigin(admin, request);
  const session: AdminSession | null = await admin.session();
  if (!session) throw data({ refusal: "unauthorized" satisfies AdminRefusal }, { status: 401 });
  return { admin, session };
}

/** Never cached, never indexed. */
export const adminHeaders = { "Cache-Control": PRIVATE, "X-Robots-Tag": "noindex, nofollow" } as const;
