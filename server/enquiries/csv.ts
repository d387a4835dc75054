/**
 * Enquiries as CSV for the owner's spreadsheet: a UTF-8 byte order mark (so
 * Excel reads Cyrillic), Bulgarian column names, dates in Bulgarian time, and
 * semicolons between fields by default, which is what Excel and LibreOffice
 * expect with Bulgarian regional settings.
 */
import { enquiryExport } from "~/content/enquiry";
import type { EnquiryListRow } from "~/enquiry/contract";
import { formatReceived, planLabel, replyLabel, serviceLabel } from "~/enquiry/notification";
import { formatPhone } from "~/enquiry/phone";
import { storedEstimateText } from "~/estimate/record";

/** Cells that a spreadsheet would run as a formula start with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/** One cell; `trusted` marks a value the site made itself (the phone it normalised), never a formula. */
export function csvCell(value: unknown, separator: string, trusted = false): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (!trusted && FORMULA.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A column a caller adds before the last one (the enquiry's number): the owner's status and notes in the admin export. */
export interface ExtraColumn<Row> {
  heading: string;
  value: (row: Row) => string;
}

export function toCsv<Row extends EnquiryListRow>(
  rows: readonly Row[],
  { separator = ";", extra = [] }: { separator?: string; extra?: readonly ExtraColumn<Row>[] } = {},
): string {
  const columns = [...enquiryExport.columns.slice(0, -1), ...extra.map((column) => column.heading), ...enquiryExport.columns.slice(-1)];
  const lines = [columns.map((cell) => csvCell(cell, separator)).join(separator)];
  for (const row of rows) {
    const notice = row.sent_at ? enquiryExport.notified(formatReceived(row.sent_at)) : enquiryExport.waiting(row.attempts ?? 0);
    lines.push(
      [
        csvCell(formatReceived(row.created_at), separator, true),
        csvCell(row.name, separator),
        // As the owner dials it („0888 123 456“): a spreadsheet keeps it as text, where a bare +359888123456 becomes 3,59888E+11.
        csvCell(formatPhone(row.phone), separator, true),
        csvCell(row.email, separator),
        csvCell(serviceLabel(row.service), separator),
        csvCell(planLabel(row.plan), separator),
        csvCell(row.town, separator),
        csvCell(row.message, separator),
        csvCell(storedEstimateText(row.estimate), separator),
        csvCell(replyLabel(row.reply), separator),
        csvCell(notice, separator),
        ...extra.map((column) => csvCell(column.value(row), separator)),
        csvCell(row.id, separator, true),
      ].join(separator),
    );
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
