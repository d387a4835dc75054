import { describe, expect, it } from "vitest";
import { company } from "./company";
import { mainMenu } from "./navigation";
import { priceList, pricesFor } from "./price-list";
import { getService, services } from "./services";
import { serviceSlugs } from "./types";

describe("content", () => {
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

  it("keeps meta descriptions within 160 characters", () => {
    for (const service of services) expect(service.description.length, service.slug).toBeLessThanOrEqual(160);
  });

  it("prices every service, in whole cents, with unique ids", () => {
    for (const slug of serviceSlugs) expect(pricesFor(slug).length, slug).toBeGreaterThan(0);
    for (const item of priceList) expect(Number.isInteger(item.cents) && item.cents > 0, item.id).toBe(true);
    expect(new Set(priceList.map((item) => item.id)).size).toBe(priceList.length);
  });

  it("has the menu of the spec", () => {
    expect(mainMenu.map((item) => [item.title, item.type === "group" ? item.items.map((link) => link.to) : item.to])).toEqual([
      ["Начало", "/"],
      ["Услуги", serviceSlugs.map((slug) => `/services/${slug}`)],
      ["Цени", "/prices"],
      ["Галерия", "/gallery"],
      ["Контакти", "/contact"],
    ]);
  });

  it("has the working hours of the spec", () => {
    expect(company.hours).toEqual([
      { days: "Понеделник – Петък", time: "8:00–18:00" },
      { days: "Събота", time: "9:00–16:00" },
      { days: "Неделя", time: "по договаряне" },
    ]);
  });
});
