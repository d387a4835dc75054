import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import type { EnquiryListRow } from "~/enquiry/contract";
import { estimateRecord } from "~/estimate/record";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { storedEnquiry } from "../../tests/fixtures/enquiry";
import { csvCell, toCsv } from "./csv";

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
    expect(csvCell("-2+3", ";")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)", ";")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1", ";")).toBe("'\t=1");
    expect(csvCell("+359888123456", ";", true)).toBe("+359888123456");
  });
});

describe("toCsv", () => {
  const row: EnquiryListRow = {
    ...storedEnquiry,
    email: null,
    message: "Капково; за две лехи",
    reply: "viber",
    sent_at: null,
    attempts: 2,
    last_error: "421 try later",
  };

  it("writes a header and one line per enquiry, in Bulgarian", () => {
    const csv = toCsv([row]);
    expect(csv.startsWith("\ufeffПолучено;Име;Телефон;")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      '22.11.2026 14:05;Мария Петрова;0888 123 456;;Поливни системи;;Трявна;"Капково; за две лехи";;Съобщение във Viber;чака (опити: 2);e1',
    );
  });

  it("writes the phone as it is dialled, so that a spreadsheet keeps it as text", () => {
    expect(toCsv([row]).split("\r\n")[1]).toContain(";0888 123 456;");
    expect(toCsv([{ ...row, phone: "+442079460958" }]).split("\r\n")[1]).toContain(";+442079460958;");
  });

  it("escapes a formula typed into any field, but not the phone the site normalised", () => {
    const line = toCsv([{ ...row, name: "=1+1", town: "@x", message: "-5" }]).split("\r\n")[1];
    expect(line).toContain(";'=1+1;0888 123 456;");
    expect(line).toContain(";'@x;'-5;;");
  });

  it("shows the care plan by its name and the estimate as its lines", () => {
    const estimate = estimateRecord(
      "work=gardening-mowing&size=300&town=gabrovo",
      estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }),
    );
    const line = toCsv([{ ...row, plan: "lawn-and-hedge", estimate: JSON.stringify(estimate) }])
      .split("\r\n")
      .slice(1)
      .join("\r\n");
    expect(line).toContain(";Поливни системи;Морава и\u00a0жив плет;Трявна;");
    expect(line).toContain(
      ';"Ориентировъчна оценка от сайта:\n– Косене на трева, 300\u00a0м²: от\u00a042\u00a0€ до\u00a057\u00a0€\nПът до Габрово, веднъж за обекта: без доплащане\nОбщо: от\u00a042\u00a0€ до\u00a057\u00a0€";Съобщение във Viber;',
    );
  });

  it("takes columns of the caller's before the number: the owner's status and notes", () => {
    const csv = toCsv([{ ...row, notes: "=HYPERLINK(1)" }], {
      extra: [
        { heading: "Състояние", value: () => "ново" },
        { heading: "Бележки", value: (owned) => owned.notes },
      ],
    }).split("\r\n");
    expect(csv[0]).toMatch(/;Известие до фирмата;Състояние;Бележки;Номер$/);
    expect(csv[1]).toMatch(/;чака \(опити: 2\);ново;'=HYPERLINK\(1\);e1$/);
  });

  it("takes another separator", () => {
    expect(toCsv([row], { separator: "," }).split("\r\n")[1]).toContain(",Капково; за две лехи,");
  });
});
