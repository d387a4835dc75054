import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { estimateRecord } from "~/estimate/record";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { storedEnquiry } from "../../tests/fixtures/enquiry";
import { composeNotification, formatReceived } from "./notification";

describe("the company's e-mail about an enquiry", () => {
  it("has everything needed to call back, in Bulgarian", () => {
    const mail = composeNotification({
      ...storedEnquiry,
      id: "3f6c2a",
      email: null,
      message: "Капково напояване за две лехи.",
      reply: "viber",
    });
    // Plain text, as a mail client lays it out: no non-breaking spaces from the site's typesetting.
    expect(mail.subject).toBe("Запитване: Поливни системи – Мария Петрова, Трявна");
    expect(mail.text.split("\n")).toEqual([
      "Ново запитване от сайта – 22.11.2026 14:05",
      "",
      "Име: Мария Петрова",
      "Телефон: 0888 123 456 (+359888123456)",
      "Имейл: —",
      "Услуга: Поливни системи",
      "Населено място: Трявна",
      "Предпочита отговор: Съобщение във Viber",
      "",
      "Съобщение:",
      "Капково напояване за две лехи.",
      "",
      "—",
      "Номер на запитването: 3f6c2a",
      "Сайтът пази запитването 12 месеца, след което го изтрива.",
      "„Вечнозелено“ ЕООД",
    ]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.messageId).toBe("<enquiry-3f6c2a@www.vechnozeleno.example>");
  });

  it("names the care plan and writes out the estimate the enquiry came from", () => {
    const mail = composeNotification({
      ...storedEnquiry,
      id: "3f6c2b",
      email: null,
      service: "gardening",
      message: "Искаме поддръжка.",
      reply: "phone",
      plan: "lawn-and-hedge",
      estimate: JSON.stringify(
        estimateRecord(
          "work=gardening-mowing&size=300",
          estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }),
        ),
      ),
    });
    const lines = mail.text.split("\n");
    expect(lines).toContain("План за поддръжка: Морава и\u00a0жив плет");
    expect(lines.slice(lines.indexOf("Искаме поддръжка.") + 2, lines.indexOf("Искаме поддръжка.") + 5)).toEqual([
      "Ориентировъчна оценка от сайта:",
      "– Косене на трева, 300\u00a0м²: от\u00a042\u00a0€ до\u00a057\u00a0€",
      "Общо: от\u00a042\u00a0€ до\u00a057\u00a0€",
    ]);
  });

  it("writes when it arrived in Bulgarian time, without „г.“", () => {
    expect(formatReceived("2026-07-01T22:30:00Z")).toBe("02.07.2026 01:30");
    expect(formatReceived("2026-01-03T00:00:00Z")).toBe("03.01.2026 02:00");
  });
});
