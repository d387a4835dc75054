/**
 * /admin/enquiries/<id>: one enquiry: the way the customer chose to be answered
 * and the buttons to answer (that way first), what they asked for (the
 * estimate once, in its own place), its status and notes, and, with mail
 * settings, its notification with „send again“.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import RotateCw from "lucide-react/icons/rotate-cw";
import Save from "lucide-react/icons/save";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/admin.enquiry";
import { ContactActions } from "~/admin/contact-actions";
import { enquiryRequest } from "~/admin/enquiry-request.server";
import { adminHeaders, requireAdmin } from "~/admin/guard.server";
import { adminMeta } from "~/admin/meta";
import type { AdminNotFound } from "~/admin/not-found";
import { notificationText } from "~/admin/notification-state";
import { Notice } from "~/admin/shell";
import { isEnquiryStatus } from "~/admin/statuses";
import { StatusSelect } from "~/admin/status-select";
import { cardClass, labelClass, textareaClass } from "~/admin/ui";
import { buttonVariants } from "~/components/ui/button";
import { adminCommon, adminEditing, adminEnquiries, adminInbox } from "~/content/admin";
import { enquiryForm } from "~/content/enquiry";
import { formatReceived, serviceLabel } from "~/enquiry/notification";
import type { ReplyChannel } from "~/enquiry/schema";
import type { RouteHandle } from "~/lib/route-handle";
import { SubmitButton } from "~/admin/submit-button";

const linkClass = "mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4";

export const handle: RouteHandle = { bare: true };
export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.enquiry.name ?? adminInbox.title);
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { admin } = await requireAdmin(args);
  const enquiry = await admin.enquiry(args.params.id);
  // The layout's error screen says that the enquiry is missing, not just the page.
  if (!enquiry) throw data({ missing: "enquiry" } satisfies AdminNotFound, { status: 404, headers: adminHeaders });
  return { enquiry, request: enquiryRequest(enquiry), mailConfigured: admin.mailConfigured };
}

export async function action(args: Route.ActionArgs) {
  const { admin, session } = await requireAdmin(args);
  const form = await args.request.formData().catch(() => new FormData());
  const { id } = args.params;
  if (form.get("intent") === "resend") {
    const ok = await admin.resendNotification(session, id);
    return data({ done: ok ? ("resent" as const) : null }, { status: ok ? 200 : 404, headers: adminHeaders });
  }
  const status = form.get("status");
  if (!isEnquiryStatus(status)) return data({ done: null }, { status: 400, headers: adminHeaders });
  const ok = await admin.updateEnquiry(session, id, { status, notes: String(form.get("notes") ?? "") });
  return data({ done: ok ? ("saved" as const) : null }, { status: ok ? 200 : 404, headers: adminHeaders });
}

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, request, mailConfigured } = loaderData;
  const channel = adminEnquiries.channels[enquiry.reply as ReplyChannel] as string | undefined;
  const { labels } = enquiryForm;
  return (
    <div className="space-y-5">
      <Link
        to="/admin/enquiries"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {adminInbox.back}
      </Link>
      <div>
        <h1 className="text-3xl font-bold break-words">{enquiry.name}</h1>
        <p className="mt-1 text-muted-foreground">{adminInbox.received(formatReceived(enquiry.created_at))}</p>
      </div>
      <div className="space-y-2">
        {channel ? <p className="font-semibold">{adminEnquiries.prefers(channel)}</p> : null}
        <ContactActions name={enquiry.name} phone={enquiry.phone} email={enquiry.email} reply={enquiry.reply} large />
      </div>

      <dl className={`${cardClass} grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]`}>
        <dt className="font-semibold">{labels.service}</dt>
        <dd>{serviceLabel(enquiry.service)}</dd>
        <dt className="font-semibold">{labels.town}</dt>
        <dd>{enquiry.town}</dd>
        {/* The address as text, to read or copy into a mail the owner writes elsewhere (a phone may have no mail app). */}
        {enquiry.email ? (
          <>
            <dt className="font-semibold">{labels.email}</dt>
            <dd className="wrap-anywhere select-all">{enquiry.email}</dd>
          </>
        ) : null}
        {request.message ? (
          <>
            <dt className="font-semibold">{adminInbox.message}</dt>
            <dd className="whitespace-pre-line break-words">{request.message}</dd>
          </>
        ) : null}
      </dl>

      {request.plan ? (
        <section aria-labelledby="plan" className={cardClass}>
          <h2 id="plan" className="text-xl font-bold">
            {adminInbox.planHeading}
          </h2>
          <p className="mt-2">{request.plan.name}</p>
          <a href={request.plan.href} className={linkClass}>
            {adminInbox.openPlan}
          </a>
        </section>
      ) : null}
      {request.estimate ? (
        <section aria-labelledby="estimate" className={cardClass}>
          <h2 id="estimate" className="text-xl font-bold">
            {adminInbox.estimateHeading}
          </h2>
          <ul className="mt-2 space-y-1">
            {request.estimate.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <a href={request.estimate.href} className={linkClass}>
            {adminInbox.openEstimate}
          </a>
        </section>
      ) : null}

      <Form method="post" className={`${cardClass} space-y-4`}>
        <StatusSelect label={adminInbox.statusLabel} value={enquiry.status} />
        <div>
          <label htmlFor="notes" className={labelClass}>
            {adminInbox.notesLabel}
          </label>
          <textarea id="notes" name="notes" rows={4} maxLength={5000} defaultValue={enquiry.notes} className={textareaClass} />
        </div>
        <SubmitButton name="intent" value="save" className={buttonVariants()} pending={adminEditing.saving}>
          <Save aria-hidden="true" />
          {adminInbox.save}
        </SubmitButton>
        {actionData?.done === "saved" ? <Notice tone="success">{adminCommon.saved}</Notice> : null}
      </Form>

      {mailConfigured ? (
        <section aria-labelledby="notification" className={cardClass}>
          <h2 id="notification" className="text-xl font-bold">
            {adminInbox.notificationHeading}
          </h2>
          <p className={enquiry.stuck ? "mt-2 font-semibold text-danger" : "mt-2"}>{notificationText(enquiry)}</p>
          {enquiry.sent_at ? null : (
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="resend" className={buttonVariants({ variant: "outline" })}>
                <RotateCw aria-hidden="true" />
                {adminInbox.resend}
              </button>
            </Form>
          )}
          {actionData?.done === "resent" ? (
            <div className="mt-3">
              <Notice tone="success">{adminInbox.resent}</Notice>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
