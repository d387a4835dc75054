/**
 * /admin/link/<token>: the one-time link from the sign-in e-mail (or the
 * setup link `npm run admin` prints). Opening it changes nothing, so that a
 * mail scanner following links cannot use it up; the press on „Влез“ posts
 * it, and only then is it used and a session made; then a passkey is asked
 * for while the account has none (/admin/passkey-prompt).
 */
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/admin.link";
import { adminApi, adminHeaders, requireSameOrigin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { PASSKEY_PROMPT } from "~/admin/paths";
import { Notice } from "~/admin/shell";
import { buttonVariants } from "~/components/ui/button";
import { adminSignIn } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminSignIn.linkHeading);
/**
 * The link's token never goes to another site in a Referer; the press on „Влезте“, a form posted by
 * the browser itself before the page hydrates or without JavaScript, still carries the site's own
 * Origin (with `no-referrer` it would be "null", and the post refused).
 */
export const headers: Route.HeadersFunction = () => ({ ...adminHeaders, "Referrer-Policy": "same-origin" });

export function loader({ context }: Route.LoaderArgs) {
  adminApi(context);
  return null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = adminApi(context);
  requireSameOrigin(admin, request);
  const result = await admin.useLink(params.token);
  if (!result.ok) return data({ reason: result.reason }, { status: result.reason === "limited" ? 429 : 401, headers: adminHeaders });
  // On to the question about a passkey, which goes on to the landing page at once when the account has one.
  throw redirect(PASSKEY_PROMPT, { headers: { ...adminHeaders, "Set-Cookie": result.cookie } });
}

export default function AdminLink({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-3xl font-bold">{adminSignIn.linkHeading}</h1>
      {actionData ? (
        <>
          <Notice tone="danger">{actionData.reason === "limited" ? adminSignIn.limited : adminSignIn.linkInvalid}</Notice>
          <a href="/admin" className={buttonVariants({ variant: "outline" })}>
            {adminSignIn.emailButton}
          </a>
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-lg">{adminSignIn.linkText}</p>
          <button type="submit" className={buttonVariants({ size: "lg" })}>
            {adminSignIn.linkButton}
          </button>
        </Form>
      )}
    </div>
  );
}
