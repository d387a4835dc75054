/**
 * The e-mail the company receives for each enquiry: plain text, in Bulgarian,
 * with everything needed to call back without opening anything else.
 */
import { carePlans } from "~/content/care-plans";
import { companyDefaults } from "~/content/company";
import type { Company } from "~/content/company.schema";
import { enquiryForm, enquiryNotification, serviceChoices } from "~/content/enquiry";
import { storedEstimateText } from "~/estimate/record";
import type { StoredEnquiry } from "./contract";
import { formatPhone } from "./phone";
import type { ReplyChannel } from "./schema";

export function serviceLabel(service: string) {
  return serviceChoices.find((choice) => choice.value === service)?.label ?? service;
}

/** A care plan's name by its id ("" for none). */
export function planLabel(plan: string | null) {
  if (!plan) return "";
  return carePlans.find((candidate) => candidate.id === plan)?.name ?? plan;
}

export function replyLabel(reply: string) {
  return enquiryForm.replyLabels[reply as ReplyChannel] ?? reply;
}

/** Made when first used: a formatter with a time zone loads the zone's data, which no visitor's page needs. */
let receivedFormat: Intl.DateTimeFormat | undefined;

/** „22.11.2026 14:05“ in Bulgarian time (without the „г.“ the Bulgarian format puts after the year). */
export function formatReceived(iso: string) {
  receivedFormat ??= new Intl.DateTimeFormat("bg-BG", {
    timeZone: "Europe/Sofia",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(receivedFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/**
 * The notification's Message-ID, the same for every send of one enquiry: the
 * outbox sends at least once, and a second send (after a crash between the
 * mail server taking the message and the outbox recording it) is then the
 * same message to mail clients, which show it once. Decision 0016.
 */
export function notificationMessageId(enquiryId: string, { siteUrl }: Pick<Company, "siteUrl"> = companyDefaults) {
  return `<enquiry-${enquiryId}@${new URL(siteUrl).hostname}>`;
}

/** The e-mail about `enquiry`, signed with the company's name as it is published (the server passes it). */
export function composeNotification(enquiry: StoredEnquiry, company: Pick<Company, "legalName" | "siteUrl"> = companyDefaults) {
  const phone = formatPhone(enquiry.phone);
  const { labels } = enquiryForm;
  const words = enquiryNotification;
  const lines = [
    words.heading(formatReceived(enquiry.created_at)),
    "",
    `${labels.name}: ${enquiry.name}`,
    `${labels.phone}: ${phone} (${enquiry.phone})`,
    `${labels.email}: ${enquiry.email ?? "—"}`,
    `${labels.service}: ${serviceLabel(enquiry.service)}`,
    ...(enquiry.plan ? [`${labels.plan}: ${planLabel(enquiry.plan)}`] : []),
    `${labels.town}: ${enquiry.town}`,
    `${words.reply}: ${replyLabel(enquiry.reply)}`,
    "",
    `${words.message}:`,
    enquiry.message,
    "",
    ...(enquiry.estimate ? [storedEstimateText(enquiry.estimate), ""] : []),
    "—",
    `${words.id}: ${enquiry.id}`,
    words.retention,
    company.legalName,
  ];
  return {
    subject: words.subject(serviceLabel(enquiry.service), enquiry.name, enquiry.town),
    text: lines.join("\n"),
    replyTo: enquiry.email ?? undefined,
    messageId: notificationMessageId(enquiry.id, company),
  };
}
