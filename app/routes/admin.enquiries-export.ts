/** GET /admin/enquiries/export: every enquiry as CSV, as `npm run enquiries` writes it (server/enquiries/csv.ts). */
import type { Route } from "./+types/admin.enquiries-export";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await admin.exportCsv(), {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${date}.csv"`,
    },
  });
}
