/** /admin/account: the user's passkeys (add one from this device, remove one), signed-in devices, sign-out everywhere, and the user's own audit log. */
import LogOut from "lucide-react/icons/log-out";
import Trash2 from "lucide-react/icons/trash";
import { Form, useRevalidator } from "react-router";
import type { Route } from "./+types/admin.account";
import { AddPasskey } from "~/admin/add-passkey";
import { auditLines } from "~/admin/audit-log";
import { SERVER_ADDRESS } from "~/admin/context";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { deviceName } from "~/admin/device";
import { Notice } from "~/admin/shell";
import { cardClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminAccount, adminCommon } from "~/content/admin";
import { formatReceived } from "~/enquiry/notification";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminAccount.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin, session } = await requireAdmin(args);
  return { ...(await admin.account(session)), mailConfigured: admin.mailConfigured };
}

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  if (form.get("intent") === "remove-passkey") {
    const removed = await admin.removePasskey(session, String(form.get("id") ?? ""));
    if (!removed) return { lastPasskey: true };
  }
  return { lastPasskey: false };
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, sessions, audit, mailConfigured } = loaderData;
  const revalidator = useRevalidator();
  // The last key is kept (the server refuses it too): without it the owner might not get back in.
  const onlyKey = passkeys.length === 1;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{adminAccount.heading}</h1>

      <section aria-labelledby="passkeys" className={cardClass}>
        <h2 id="passkeys" className="text-xl font-bold">
          {adminAccount.passkeysHeading}
        </h2>
        {passkeys.length === 0 ? <p className="mt-2">{adminAccount.noPasskeys}</p> : null}
        <ul className="mt-3 divide-y divide-border">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 wrap-anywhere">
                <strong>{key.label}</strong>
                <br />
                <span className="text-sm text-muted-foreground">
                  {adminAccount.created(formatReceived(key.created_at))}
                  {key.last_used_at ? ` · ${adminAccount.lastUsed(formatReceived(key.last_used_at))}` : ""}
                </span>
              </span>
              {onlyKey ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={key.id} />
                  <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <Trash2 aria-hidden="true" />
                    {adminAccount.remove}
                    <span className="sr-only"> {key.label}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {onlyKey || actionData?.lastPasskey ? (
          <p className="mt-2 text-sm text-muted-foreground" role={actionData?.lastPasskey ? "status" : undefined}>
            {adminAccount.lastPasskey}
          </p>
        ) : null}
        <AddPasskey onAdded={() => void revalidator.revalidate()} />
      </section>

      <section aria-labelledby="sessions" className={cardClass}>
        <h2 id="sessions" className="text-xl font-bold">
          {adminAccount.sessionsHeading}
        </h2>
        <ul className="mt-3 divide-y divide-border">
          {sessions.map((session) => (
            <li key={session.id} className="py-2">
              <span className="wrap-anywhere">{deviceName(session.user_agent)}</span>
              {session.current ? <strong> ({adminAccount.thisDevice})</strong> : null}
              <br />
              <span className="text-sm text-muted-foreground">{adminAccount.expires(formatReceived(session.expires_at))}</span>
            </li>
          ))}
        </ul>
        {/* Without a key and without mail, a sign-in link can only come from whoever maintains the site: said before the owner signs out. */}
        {passkeys.length === 0 && !mailConfigured ? (
          <div className="mt-3">
            <Notice tone="danger">{adminAccount.lockedOutWarning}</Notice>
          </div>
        ) : null}
        <Form method="post" action="/admin/sign-out" className="mt-3">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            <LogOut aria-hidden="true" />
            {adminCommon.signOutEverywhere}
          </button>
        </Form>
      </section>

      <section aria-labelledby="audit" className={cardClass}>
        <h2 id="audit" className="text-xl font-bold">
          {adminAccount.auditHeading}
        </h2>
        {audit.length === 0 ? <p className="mt-2">{adminAccount.auditEmpty}</p> : null}
        <ul className="mt-3 divide-y divide-border text-sm">
          {auditLines(audit).map((line, index) => (
            <li key={index} className="py-2">
              <strong>{line.action}</strong>
              {line.detail ? ` – ${line.detail}` : ""} · {formatReceived(line.at)} ·{" "}
              {line.ip === SERVER_ADDRESS ? adminAccount.onServer : line.ip}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
