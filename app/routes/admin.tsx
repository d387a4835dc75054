/**
 * The owner's pages (/admin): rendered per request by the Node server, never
 * prerendered, never indexed, without the public site's header (decision
 * 0028). This layout knows who is signed in, for the header; each page checks
 * the session itself (app/admin/guard.server.ts).
 */
import { Link, Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { adminHeaders } from "~/admin/guard.server";
import { AdminShell } from "~/admin/shell";
import { UnsavedChangesGuard } from "~/admin/unsaved-changes";
import { buttonVariants } from "~/components/ui/button";
import { adminCommon } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };

export const meta: Route.MetaFunction = () => [{ title: adminCommon.title }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = await context.admin?.session();
  return { user: session?.user ?? null };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
      {loaderData.user ? <UnsavedChangesGuard /> : null}
    </AdminShell>
  );
}

/**
 * 401: not signed in (or the session ended); 403: a form from another site;
 * anything else as it is. An owner who is signed in (this layout's loader
 * answered) keeps the header and is led back to the inbox, not to „Вход“.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const user = useRouteLoaderData<typeof loader>("routes/admin")?.user ?? null;
  const signedIn = user !== null && status !== 401;
  const [heading, text] =
    status === 401
      ? [adminCommon.needSignIn, adminCommon.needSignInText]
      : status === 403
        ? [adminCommon.forbidden, adminCommon.forbiddenText]
        : status === 404
          ? [adminCommon.notFound, ""]
          : status === 503
            ? [adminCommon.unavailable, ""]
            : [String(status), error instanceof Error ? error.message : ""];
  return (
    <AdminShell user={signedIn ? user : null}>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {text ? <p className="mt-3 text-lg">{text}</p> : null}
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/admin" reloadDocument className={buttonVariants()}>
          {signedIn ? adminCommon.toInbox : adminCommon.signInLink}
        </Link>
        <a href="/" className={buttonVariants({ variant: "outline" })}>
          {adminCommon.backToSite}
        </a>
      </p>
    </AdminShell>
  );
}
