import { describe, expect, it } from "vitest";
import { companyDefaults as company } from "./company";
import { enquiryForm, fieldMessages } from "./enquiry";
import { mainMenu } from "./navigation";
import { getService, services } from "./services";
import { serviceSlugs } from "./types";

describe("content", () => {
  it("gives the enquiry form an example phone that is not the company's own", () => {
    const digits = (text: string) => text.replace(/\D/g, "");
    const companyNumber = digits(company.phone.display);
    for (const text of [enquiryForm.hints.phone, fieldMessages.phone.invalid]) {
      expect(digits(text)).toMatch(/\d{10}/);
      expect(digits(text)).not.toContain(companyNumber);
    }
  });

  it("has the six services with the titles of the menu, in order", () => {
    expect(services.map((service) => [service.slug, service.title])).toEqual([
      ["gardening", "Озеленяване"],
      ["irrigation", "Поливни системи"],
      ["cleaning", "Почистване"],
      ["constructions", "Градински конструкции"],
      ["excavation", "Изкопни работи"],
      ["lighting", "Градинско осветление"],
    ]);
    expect(() => getService("unknown" as never)).toThrow(/unknown/);
  });

  it("has the menu of the spec", () => {
    expect(mainMenu.map((item) => [item.title, item.type === "group" ? item.items.map((link) => link.to) : item.to])).toEqual([
      ["Начало", "/"],
      ["Услуги", serviceSlugs.map((slug) => `/services/${slug}`)],
      ["Цени", "/prices"],
      ["Планове за поддръжка", "/care-plans"],
      ["Галерия", "/gallery"],
      ["Контакти", "/contact"],
    ]);
  });

  it("has the working hours of the spec", () => {
    expect(company.hours).toEqual([
      // Typeset: a non-breaking space keeps the dash on the first day's line.
      { days: "Понеделник\u00a0– Петък", time: "8:00–18:00" },
      { days: "Събота", time: "9:00–16:00" },
      { days: "Неделя", time: "по договаряне" },
    ]);
  });
});
