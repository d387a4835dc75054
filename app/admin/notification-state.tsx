/**
 * Where an enquiry's notification e-mail to the company stands, once the
 * server has mail settings: without them no e-mail is tried, and the inbox
 * says so once at its top rather than on each enquiry.
 */
import type { InboxRow } from "./context";
import { adminInbox } from "~/content/admin";
import { formatReceived } from "~/enquiry/notification";

export function notificationText(row: Pick<InboxRow, "sent_at" | "attempts" | "last_error">) {
  if (row.sent_at) return adminInbox.sentAt(formatReceived(row.sent_at));
  if (row.last_error) return adminInbox.failed(row.attempts ?? 0, row.last_error);
  return adminInbox.waiting;
}
