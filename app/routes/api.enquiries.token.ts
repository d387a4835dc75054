/** `GET /api/enquiries/token`: a new signed form token, for a form that has none yet (a prerendered page). */
import { PRIVATE } from "../../server/cache-policy";
import type { TokenResponse } from "~/enquiry/contract";
import type { Route } from "./+types/api.enquiries.token";

export function loader({ context }: Route.LoaderArgs) {
  if (!context.enquiries) return new Response(null, { status: 404 });
  const body: TokenResponse = { token: context.enquiries.issueToken() };
  return Response.json(body, { headers: { "Cache-Control": PRIVATE } });
}
