/**
 * /admin/passkey-prompt: where a sign-in by link leads while the account has
 * no passkey: the button that adds one on this device, or „По-късно“, which
 * goes on to the landing page. Asked after every sign-in by link until there
 * is one; with one, it goes on at once. Decision 0052.
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import { useState } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/admin.passkey-prompt";
import { SESSION_DAYS } from "../../server/admin/auth";
import { AddPasskey } from "~/admin/add-passkey";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { landingPath } from "~/admin/landing.server";
import { adminMeta } from "~/admin/meta";
import { cardClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminShell } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminShell.passkeyPrompt.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin, session } = await requireAdmin(args);
  const next = landingPath(args.context);
  const { passkeys } = await admin.account(session);
  if (passkeys.length > 0) throw redirect(next, { headers: adminHeaders });
  return { next, sessionDays: SESSION_DAYS };
}

export default function AdminPasskeyPrompt({ loaderData }: Route.ComponentProps) {
  const copy = adminShell.passkeyPrompt;
  const [added, setAdded] = useState(false);
  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{copy.heading}</h1>
        <p className="mt-2 text-lg">{copy.intro}</p>
        <p className="mt-2 text-muted-foreground">{copy.why(loaderData.sessionDays)}</p>
      </div>
      <div className={cardClass}>
        <p className="no-js:block hidden">{copy.noScript}</p>
        <AddPasskey onAdded={() => setAdded(true)} />
      </div>
      <Link to={loaderData.next} className={buttonVariants({ variant: added ? "primary" : "outline", size: "lg" })}>
        {added ? copy.next : copy.later}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
