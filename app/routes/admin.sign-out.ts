/** POST /admin/sign-out: ends this session, or (`everywhere`) every session of the user. */
import { redirect } from "react-router";
import type { Route } from "./+types/admin.sign-out";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, session } = await requireAdmin({ context, request });
  const form = await request.formData().catch(() => new FormData());
  const { cookie } = await admin.signOut(session, form.get("everywhere") === "1");
  throw redirect("/admin", { headers: { ...adminHeaders, "Set-Cookie": cookie } });
}
