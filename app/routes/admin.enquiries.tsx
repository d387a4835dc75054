/**
 * /admin/enquiries: the inbox. New enquiries first with their count, search
 * and a status filter (a plain GET form), notifications unsent for a day at
 * the top (or, without mail settings, that no e-mail comes, said once), each
 * card with its estimate's total and one press to answer the way the customer
 * chose, the CSV export, and how long enquiries are kept.
 */
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.enquiries";
import { ContactActions } from "~/admin/contact-actions";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import { notificationText } from "~/admin/notification-state";
import { Notice } from "~/admin/shell";
import { isEnquiryStatus } from "~/admin/statuses";
import { StatusSelect } from "~/admin/status-select";
import { enquiryRequest } from "~/admin/enquiry-request.server";
import { cardClass, inputClass, labelClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminEnquiries, adminInbox } from "~/content/admin";
import { formatReceived, serviceLabel } from "~/enquiry/notification";
import { cn } from "~/lib/cn";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = () => adminMeta(adminInbox.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const search = (params.get("q") ?? "").slice(0, 100);
  const status = params.get("status");
  const inbox = await admin.inbox({ search, status: isEnquiryStatus(status) ? status : undefined });
  // Each card: the estimate's total, then the customer's own words (without the estimate's lines the form put in the message).
  const rows = inbox.rows.map(({ estimate, message, ...row }) => {
    const request = enquiryRequest({ plan: row.plan, estimate, message });
    return { ...row, message: request.message, total: request.estimate?.total ?? null };
  });
  return {
    ...inbox,
    rows,
    mailConfigured: admin.mailConfigured,
    search,
    status: isEnquiryStatus(status) ? status : ("" as const),
  };
}

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { rows, newCount, stuck, retentionMonths, mailConfigured, search, status } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-3xl font-bold">{adminInbox.heading}</h1>
        {/* Filled while there is something new to answer; a plain outline when there is none. */}
        <span
          className={cn(
            "rounded-full px-3 py-1 font-semibold",
            newCount > 0 ? "bg-primary text-primary-foreground" : "border border-border text-muted-foreground",
          )}
        >
          {adminInbox.newCount(newCount)}
        </span>
      </div>

      {mailConfigured ? null : (
        <Notice>
          <h2 className="text-lg font-bold">{adminEnquiries.noMailHeading}</h2>
          <p className="mt-1">{adminEnquiries.noMailText}</p>
          {/* Words for whoever runs the server, folded: the enquiries come first on the owner's screen. */}
          <details className="mt-1">
            <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-primary underline underline-offset-4">
              {adminEnquiries.noMailHow}
            </summary>
            <p>{adminEnquiries.noMailAsk}</p>
          </details>
        </Notice>
      )}

      {stuck.length > 0 ? (
        <Notice tone="danger">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <AlertTriangle aria-hidden="true" className="size-5 text-danger" />
            {adminInbox.stuckHeading}
          </h2>
          <p className="mt-1">{adminInbox.stuckText}</p>
          <ul className="mt-2 list-disc pl-5">
            {stuck.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/enquiries/${row.id}`} className="font-semibold text-primary underline underline-offset-4">
                  {row.name}
                </Link>{" "}
                · {formatReceived(row.created_at)} · {notificationText(row)}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}

      <Form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div>
          <label htmlFor="q" className={labelClass}>
            {adminInbox.searchLabel}
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={inputClass} />
        </div>
        <StatusSelect label={adminInbox.statusFilter} value={status} withAll />
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          <Search aria-hidden="true" />
          {adminInbox.searchButton}
        </button>
      </Form>

      {rows.length === 0 ? <p>{adminInbox.empty}</p> : null}
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.id} className={cn(cardClass, row.status === "new" && "border-primary")}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-bold">
                {/* A thumb's target (44 px), as the card's „Отворете“. */}
                <Link to={`/admin/enquiries/${row.id}`} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                  {row.name}
                </Link>
              </h2>
              <span className="rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold">
                {adminInbox.statuses[row.status]}
              </span>
            </div>
            <p className="mt-1 text-muted-foreground">
              {serviceLabel(row.service)} · {row.town} · {adminInbox.received(formatReceived(row.created_at))}
            </p>
            {row.total ? <p className="mt-2 font-semibold">{adminEnquiries.estimateTotal(row.total)}</p> : null}
            {row.message ? <p className="mt-2 line-clamp-2 break-words">{row.message}</p> : null}
            {mailConfigured ? (
              <p className={cn("mt-2 text-sm", row.stuck ? "font-semibold text-danger" : "text-muted-foreground")}>
                {notificationText(row)}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ContactActions name={row.name} phone={row.phone} email={row.email} reply={row.reply} />
              <Link to={`/admin/enquiries/${row.id}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                {adminInbox.open}
                <span className="sr-only"> {row.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>

      <p>
        <a href="/admin/enquiries/export" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {adminInbox.exportCsv}
        </a>
      </p>
      <p className="text-sm text-muted-foreground">{adminInbox.retention(retentionMonths)}</p>
    </div>
  );
}
