import { describe, expect, it } from "vitest";
import { demoItems } from "./content-home";
import { sectionOf } from "./shell";

describe("the owner's checklist of demo values", () => {
  it("shows one line per kind, its values together, in the list's order", () => {
    const items = demoItems([
      { group: "phone", label: "Телефон", value: "0888 123 456", to: "/admin/company#field-phone" },
      { group: "reviews", label: "Отзиви", value: "Мария Д.", to: "/admin/reviews" },
      { group: "reviews", label: "Отзиви", value: "Иван С.", to: "/admin/reviews" },
    ]);
    expect(items).toEqual([
      { group: "phone", label: "Телефон", values: ["0888 123 456"], to: "/admin/company#field-phone" },
      { group: "reviews", label: "Отзиви", values: ["Мария Д.", "Иван С."], to: "/admin/reviews" },
    ]);
  });
});

describe("the bar's section of a page", () => {
  it("puts each page under Запитвания, Съдържание or Още", () => {
    expect(sectionOf("/admin/enquiries")).toBe("enquiries");
    expect(sectionOf("/admin/enquiries/42")).toBe("enquiries");
    expect(sectionOf("/admin")).toBe("content");
    expect(sectionOf("/admin/prices/gardening")).toBe("content");
    expect(sectionOf("/admin/people")).toBe("content");
    expect(sectionOf("/admin/versions")).toBe("more");
    expect(sectionOf("/admin/account")).toBe("more");
    expect(sectionOf("/admin/passkey-prompt")).toBeNull();
  });
});
