/**
 * The e-mail the company receives for each enquiry: plain text, in Bulgarian,
 * with everything needed to call back without opening anything else.
 */
import { company } from "~/content/company";
import { ENQUIRY_RETENTION_MONTHS, enquiryForm, serviceChoices } from "~/content/enquiry";
import type { StoredEnquiry } from "./contract";
import { formatBulgarianPhone } from "./phone";
import type { ReplyChannel } from "./schema";

export function serviceLabel(service: string) {
  return serviceChoices.find((choice) => choice.value === service)?.label ?? service;
}

export function replyLabel(reply: string) {
  return enquiryForm.replyLabels[reply as ReplyChannel] ?? reply;
}

/** „22.11.2026 14:05“ in Bulgarian time. */
export function formatReceived(iso: string) {
  return new Intl.DateTimeFormat("bg-BG", {
    timeZone: "Europe/Sofia",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(iso))
    .replace(" г.", "")
    .replace(",", "");
}

export function composeNotification(enquiry: StoredEnquiry) {
  const phone = formatBulgarianPhone(enquiry.phone);
  const lines = [
    `Ново запитване от сайта – ${formatReceived(enquiry.created_at)}`,
    "",
    `Име: ${enquiry.name}`,
    `Телефон: ${phone} (${enquiry.phone})`,
    `Имейл: ${enquiry.email ?? "—"}`,
    `Услуга: ${serviceLabel(enquiry.service)}`,
    `Населено място: ${enquiry.town}`,
    `Предпочита отговор: ${replyLabel(enquiry.reply)}`,
    "",
    "Съобщение:",
    enquiry.message,
    "",
    "—",
    `Номер на запитването: ${enquiry.id}`,
    `Сайтът пази запитването ${ENQUIRY_RETENTION_MONTHS} месеца, след което го изтрива.`,
    company.legalName,
  ];
  return {
    subject: `Запитване: ${serviceLabel(enquiry.service)} – ${enquiry.name}, ${enquiry.town}`,
    text: lines.join("\n"),
    replyTo: enquiry.email ?? undefined,
  };
}
