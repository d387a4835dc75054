/**
 * An address under /admin that is none of the owner's pages (a typo, an old bookmark): 404 with the
 * owner's „Няма такава страница“ and their header (the layout's error page, app/routes/admin.tsx),
 * not the public site's not-found page. Like every owner's page, it asks for a sign-in first (401):
 * nothing is said to anyone else about which addresses exist.
 */
import { data } from "react-router";
import type { Route } from "./+types/admin.not-found";
import { requireAdmin } from "~/admin/guard.server";

export async function loader(args: Route.LoaderArgs): Promise<never> {
  await requireAdmin(args);
  throw data(null, { status: 404 });
}

/** Never rendered: the loader always refuses, and the layout's error page says why. A page, not a resource route, so that it does. */
export default function AdminNotFound() {
  return null;
}
