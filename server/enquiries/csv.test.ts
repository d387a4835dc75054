import { describe, expect, it } from "vitest";
import { formatReceived, replyLabel, serviceLabel } from "../../app/enquiry/notification";
import { csvCell, toCsv } from "./csv.mjs";

describe("csvCell", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("Трявна", ";")).toBe("Трявна");
    expect(csvCell("морава; лехи", ";")).toBe('"морава; лехи"');
    expect(csvCell('къща "при моста"', ";")).toBe('"къща ""при моста"""');
    expect(csvCell("ред 1\nред 2", ",")).toBe('"ред 1\nред 2"');
    expect(csvCell(null, ";")).toBe("");
  });

  it("keeps what a visitor typed from running as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("http://x")', ";")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1+1", ";")).toBe("'+1+1");
    expect(csvCell("@SUM(A1)", ";")).toBe("'@SUM(A1)");
    expect(csvCell("+359888123456", ";", true)).toBe("+359888123456");
  });
});

describe("toCsv", () => {
  it("writes a header and one line per enquiry, in Bulgarian", () => {
    const csv = toCsv(
      [
        {
          id: "e1",
          created_at: "2026-11-22T12:05:00.000Z",
          name: "Мария Петрова",
          phone: "+359888123456",
          email: null,
          service: "irrigation",
          town: "Трявна",
          message: "Капково; за две лехи",
          reply: "viber",
          sent_at: null,
          attempts: 2,
        },
      ],
      { labels: { formatReceived, replyLabel, serviceLabel } },
    );
    expect(csv.startsWith("\ufeffПолучено;Име;Телефон;")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      '22.11.2026 14:05;Мария Петрова;+359888123456;;Поливни системи;Трявна;"Капково; за две лехи";Съобщение във Viber;чака (опити: 2);e1',
    );
  });
});
