/**
 * The owner's pages (/admin): rendered per request by the Node server, never
 * prerendered, never indexed, without the public site's header (decision
 * 0028). This layout knows who is signed in, for the header; each page checks
 * the session itself (app/admin/guard.server.ts).
 */
import { Link, Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { adminHeaders } from "~/admin/guard.server";
import { landingPath } from "~/admin/landing.server";
import { isEnquiryMissing } from "~/admin/not-found";
import { INBOX } from "~/admin/paths";
import { AdminShell } from "~/admin/shell";
import { UnsavedChangesGuard } from "~/admin/unsaved-changes";
import { buttonVariants } from "~/components/ui/button";
import { adminCommon, adminShell } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };

export const meta: Route.MetaFunction = () => [{ title: adminCommon.title }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = await context.admin?.session();
  if (!session) return { user: null, newCount: null, landing: landingPath(context) };
  // The bar's count of new enquiries; without it (the database away) the pages still work.
  const newCount = await context.admin!.inbox({}).then(
    (inbox) => inbox.newCount,
    () => null,
  );
  return { user: session.user, newCount, landing: landingPath(context) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} newCount={loaderData.newCount}>
      <Outlet />
      {loaderData.user ? <UnsavedChangesGuard /> : null}
    </AdminShell>
  );
}

/**
 * 401: not signed in (or the session ended); 403: a form from another site;
 * anything else as it is. An owner who is signed in (this layout's loader
 * answered) keeps the header and is led back to where a sign-in lands
 * („Съдържание“ while demo values are left, else the inbox), not to „Вход“.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const user = layout?.user ?? null;
  // An enquiry that is not there (an old link, a mistyped number): back to the inbox it was looked for in.
  const landing = status === 404 && isEnquiryMissing(error) ? INBOX : (layout?.landing ?? "/admin");
  const signedIn = user !== null && status !== 401;
  const [heading, text] =
    status === 401
      ? [adminCommon.needSignIn, adminCommon.needSignInText]
      : status === 403
        ? [adminCommon.forbidden, adminCommon.forbiddenText]
        : status === 404
          ? isEnquiryMissing(error)
            ? [adminCommon.enquiryNotFound, adminCommon.enquiryNotFoundText]
            : [adminCommon.notFound, adminCommon.notFoundText]
          : status === 503
            ? [adminCommon.unavailable, ""]
            : // The error itself is in the server's log, in English; the owner gets what to do.
              [adminCommon.failed, adminCommon.failedText];
  return (
    <AdminShell user={signedIn ? user : null} newCount={layout?.newCount}>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {text ? <p className="mt-3 text-lg">{text}</p> : null}
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to={signedIn ? landing : "/admin"} reloadDocument className={buttonVariants()}>
          {signedIn ? (landing === INBOX ? adminShell.back.enquiries : adminShell.back.content) : adminCommon.signInLink}
        </Link>
        <a href="/" className={buttonVariants({ variant: "outline" })}>
          {adminCommon.backToSite}
        </a>
      </p>
    </AdminShell>
  );
}
