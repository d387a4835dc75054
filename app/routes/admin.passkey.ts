/**
 * Passkey exchanges as JSON (app/admin/passkey-api.ts): options and answers
 * for signing in (anyone, from the site's own pages, rate-limited) and for
 * adding a passkey (the signed-in user only).
 */
import { data } from "react-router";
import type { Route } from "./+types/admin.passkey";
import { adminApi, adminHeaders, requireAdmin, requireSameOrigin } from "~/admin/guard.server";
import type { PasskeyAnswer, PasskeyRequest } from "~/admin/passkey-api";

const answer = (body: PasskeyAnswer, init: { status?: number; cookie?: string } = {}) =>
  data(body, {
    status: init.status ?? 200,
    headers: { ...adminHeaders, ...(init.cookie ? { "Set-Cookie": init.cookie } : {}) },
  });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminApi(context);
  requireSameOrigin(admin, request);
  const body = (await request.json().catch(() => null)) as PasskeyRequest | null;
  switch (body?.intent) {
    case "sign-in-options": {
      const { options, cookie } = await admin.passkeySignInOptions();
      return answer({ ok: true, options }, { cookie });
    }
    case "sign-in": {
      const result = await admin.passkeySignIn(body.response);
      if (!result.ok) return answer(result, { status: result.reason === "limited" ? 429 : 400 });
      return answer({ ok: true }, { cookie: result.cookie });
    }
    case "register-options": {
      const { session } = await requireAdmin({ context, request });
      const { options, cookie } = await admin.passkeyRegistrationOptions(session);
      return answer({ ok: true, options }, { cookie });
    }
    case "register": {
      const { session } = await requireAdmin({ context, request });
      const ok = await admin.passkeyRegister(session, body.response, String(body.label ?? ""));
      return answer(ok ? { ok: true } : { ok: false, reason: "invalid" }, { status: ok ? 200 : 400 });
    }
    default:
      return answer({ ok: false, reason: "invalid" }, { status: 400 });
  }
}
