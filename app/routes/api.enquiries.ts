/**
 * `POST /api/enquiries`: the hydrated enquiry form sends here, as JSON, through
 * the data client (app/components/enquiry/enquiry-form.tsx), and gets the
 * result as JSON. A visitor without JavaScript posts the same form to the
 * contact page's action instead. Both go to the server's one enquiry desk.
 */
import { PRIVATE } from "../../server/cache-policy";
import { failureStatus, resultHeaders, resultStatus, type EnquiryResult } from "~/enquiry/contract";
import type { Route } from "./+types/api.enquiries";

const json = (body: EnquiryResult, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": PRIVATE, ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (!context.enquiries) return json({ ok: false, code: "server" }, failureStatus.server);
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    const unsupported: EnquiryResult = { ok: false, code: "unsupported" };
    return json(unsupported, resultStatus(unsupported));
  }
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    input = null;
  }
  const result = await context.enquiries.accept(input);
  return json(result, resultStatus(result), resultHeaders(result));
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
