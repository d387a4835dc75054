/**
 * /admin: signing in. A passkey (once the page's script runs, where the
 * browser has them), or a one-time link by e-mail, which works without
 * JavaScript. Decision 0028. Once signed in, „Съдържание“: what is still a
 * demo value and the pages of content (decision 0052).
 */
import KeyRound from "lucide-react/icons/key-round";
import Mail from "lucide-react/icons/mail";
import { useEffect, useState } from "react";
import { Form, data, useNavigate } from "react-router";
import type { Route } from "./+types/admin.sign-in";
import { adminApi, adminHeaders, requireSameOrigin } from "~/admin/guard.server";
import { ContentHome, demoItems } from "~/admin/content-home";
import { landingPath, liveDemoValues } from "~/admin/landing.server";
import { adminMeta } from "~/admin/meta";
import { Notice } from "~/admin/shell";
import { cardClass, inputClass, labelClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminShell, adminSignIn } from "~/content/admin";
import type { RouteHandle } from "~/lib/route-handle";
import { useHydrated } from "~/lib/use-hydrated";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.signedIn ? adminShell.content.title : adminSignIn.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  if (await adminApi(context).session())
    return { signedIn: true as const, demo: demoItems(liveDemoValues(context)), landing: landingPath(context) };
  // Where a passkey sign-in goes (a link's goes by the server's redirect): the same for anyone, the content being public.
  return { signedIn: false as const, demo: [], landing: landingPath(context) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminApi(context);
  requireSameOrigin(admin, request);
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 200);
  if (!EMAIL.test(email)) return data({ result: "invalid" as const, email }, { status: 400, headers: adminHeaders });
  const result = await admin.requestLink(email);
  return data({ result, email }, { status: result === "limited" ? 429 : result === "unavailable" ? 503 : 200, headers: adminHeaders });
}

const messages = {
  sent: adminSignIn.linkSent,
  limited: adminSignIn.limited,
  unavailable: adminSignIn.mailUnavailable,
  invalid: adminSignIn.invalidEmail,
} as const;

function PasskeySignIn({ landing }: { landing: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [state, setState] = useState<"idle" | "working" | "failed" | "limited">("idle");

  useEffect(() => {
    if (!hydrated) return;
    void import("~/admin/passkey").then(({ passkeysSupported }) => passkeysSupported().then(setSupported));
  }, [hydrated]);

  // No button until it can work: a passkey needs the page's script (decision 0012: no dead controls).
  if (!hydrated || supported === null) return null;
  if (!supported) return <p className="text-muted-foreground">{adminSignIn.passkeyUnsupported}</p>;

  async function signIn() {
    setState("working");
    const { signInWithPasskey } = await import("~/admin/passkey");
    const result = await signInWithPasskey();
    if (result === "ok") return navigate(landing);
    setState(result);
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={signIn} disabled={state === "working"} className={buttonVariants({ size: "lg" })}>
        <KeyRound aria-hidden="true" />
        {adminSignIn.passkeyButton}
      </button>
      <div aria-live="polite">
        {state === "working" ? <p>{adminSignIn.passkeyWorking}</p> : null}
        {state === "failed" ? <Notice tone="danger">{adminSignIn.passkeyFailed}</Notice> : null}
        {state === "limited" ? <Notice tone="danger">{adminSignIn.limited}</Notice> : null}
      </div>
      <p className="pt-3 text-muted-foreground" aria-hidden="true">
        — {adminSignIn.or} —
      </p>
    </div>
  );
}

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedIn) return <ContentHome demo={loaderData.demo} />;
  const invalid = actionData?.result === "invalid";
  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{adminSignIn.heading}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{adminSignIn.intro}</p>
      </div>
      {/* Where scripts run, the passkey button's room is kept from the first paint: the e-mail form
          does not move down under the owner's finger when the button appears. Without them, no room
          and no „или“. */}
      <div className="js:min-h-[6.75rem]">
        <PasskeySignIn landing={loaderData.landing} />
      </div>
      <Form method="post" className={`${cardClass} space-y-4`} noValidate>
        <div>
          <label htmlFor="email" className={labelClass}>
            {adminSignIn.emailLabel}
          </label>
          <p id="email-hint" className="text-sm text-muted-foreground">
            {adminSignIn.emailHint}
          </p>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "email-hint email-error" : "email-hint"}
            className={inputClass}
          />
          {invalid ? (
            <p id="email-error" className="mt-1 font-semibold text-danger">
              {adminSignIn.invalidEmail}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Mail aria-hidden="true" />
          {adminSignIn.emailButton}
        </button>
        {actionData && !invalid ? (
          <Notice tone={actionData.result === "sent" ? "success" : "danger"}>{messages[actionData.result]}</Notice>
        ) : null}
      </Form>
    </div>
  );
}
