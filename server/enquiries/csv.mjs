// @ts-check
/**
 * Enquiries as CSV for the owner's spreadsheet: a UTF-8 byte order mark (so
 * Excel reads Cyrillic), Bulgarian column names, dates in Bulgarian time, and
 * semicolons between fields by default, which is what Excel and LibreOffice
 * expect with Bulgarian regional settings.
 */

/** Cells that a spreadsheet would run as a formula start with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * @param {unknown} value
 * @param {string} separator
 * @param {boolean} [trusted] a value the site made itself (the +359… phone), never a formula
 */
export function csvCell(value, separator, trusted = false) {
  let text = value === null || value === undefined ? "" : String(value);
  if (!trusted && FORMULA.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * @typedef {{
 *   id: string, created_at: string, name: string, phone: string, email: string | null, service: string,
 *   town: string, message: string, reply: string, sent_at: string | null, attempts: number | null,
 * }} Row
 * @typedef {{ serviceLabel(service: string): string, replyLabel(reply: string): string, formatReceived(iso: string): string }} Labels
 */

/** @param {Row[]} rows @param {{ labels: Labels, separator?: string }} options */
export function toCsv(rows, { labels, separator = ";" }) {
  const header = ["Получено", "Име", "Телефон", "Имейл", "Услуга", "Населено място", "Съобщение", "Отговор", "Известие до фирмата", "Номер"];
  const lines = [header.map((cell) => csvCell(cell, separator)).join(separator)];
  for (const row of rows) {
    const notice = row.sent_at ? `изпратено ${labels.formatReceived(row.sent_at)}` : `чака (опити: ${row.attempts ?? 0})`;
    lines.push(
      [
        csvCell(labels.formatReceived(row.created_at), separator, true),
        csvCell(row.name, separator),
        csvCell(row.phone, separator, true),
        csvCell(row.email, separator),
        csvCell(labels.serviceLabel(row.service), separator),
        csvCell(row.town, separator),
        csvCell(row.message, separator),
        csvCell(labels.replyLabel(row.reply), separator),
        csvCell(notice, separator),
        csvCell(row.id, separator, true),
      ].join(separator),
    );
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
