import { NBSP } from "~/content/typography";
import { describe, expect, it } from "vitest";
import { adminServices } from "~/content/admin";
import { cleanOverlays } from "~/content/overlay.schema";
import { withServicesOverlay } from "~/content/service-overlay";
import { serviceDetailsDefaults } from "~/content/service-details";
import { SERVICE_TEXT_LIMITS } from "~/content/text-limits";
import { readServiceForm, serviceErrors, serviceTextSections } from "./service-form.server";

const gardening = serviceDetailsDefaults.find((details) => details.slug === "gardening")!;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const shown = () => serviceTextSections({}).find((section) => section.slug === "gardening")!.values;

describe("the owner's form for a service page's texts (decision 0031)", () => {
  it("shows the repository's texts, and keeps no edit when they are sent back unchanged", () => {
    expect(shown().intro).toBe(gardening.intro.join("\n\n"));
    expect(shown().included!.split("\n")).toEqual(gardening.included);
    expect(readServiceForm(form(shown()), "gardening", {}).change).toEqual({ services: undefined });
  });

  it("keeps only the lists that changed, as paragraphs and lines, and they reach the page's texts", () => {
    const intro = "Първи абзац.\r\n\r\nВтори абзац,\nна два реда.";
    const { change } = readServiceForm(form({ ...shown(), intro }), "gardening", {});
    expect(change.services).toEqual({ items: { gardening: { intro: ["Първи абзац.", "Втори абзац, на два реда."] } } });
    expect(serviceErrors({}, change, "gardening", [])).toEqual({});
    const merged = withServicesOverlay(serviceDetailsDefaults, change.services).find((details) => details.slug === "gardening")!;
    expect(merged.intro).toEqual(["Първи абзац.", "Втори абзац, на два реда."]);
    expect(merged.included).toEqual(gardening.included);
  });

  it("reads the list an item per field, in order, without the empty fields; an item's own line breaks split it", () => {
    const data = new FormData();
    data.set("intro", shown().intro!);
    for (const item of ["Оглед", "", "Фрезоване", "  ", "Сеитба\nПоливане", ""]) data.append("included", item);
    const { values, change } = readServiceForm(data, "gardening", {});
    expect(change.services).toEqual({ items: { gardening: { included: ["Оглед", "Фрезоване", "Сеитба", "Поливане"] } } });
    expect(serviceErrors({}, change, "gardening", [])).toEqual({});
    expect(values.included).toBe("Оглед\n\nФрезоване\n  \nСеитба\nПоливане\n");
  });

  it("refuses what the build's schema refuses, with the Bulgarian message on the field and what was typed kept", () => {
    const { values, change } = readServiceForm(form({ intro: "  ", included: "Едно\nДве" }), "gardening", {});
    expect(serviceErrors({}, change, "gardening", [])).toEqual({
      intro: adminServices.errors.intro,
      included: adminServices.errors.included,
    });
    expect(values).toEqual({ intro: "  ", included: "Едно\nДве" });
  });

  it("saves the texts without control and invisible characters; a line of them only is an empty one", () => {
    const intro = "\u202eПърви\u0000 абзац.\n\u200b\nВтори\u0007 абзац.";
    const included = "Почва\u2066 и\u2069 семена\n\ufeff\nПоливане\u001b\nТорене";
    const { change } = readServiceForm(form({ intro, included }), "gardening", {});
    expect(change.services).toEqual({
      items: { gardening: { intro: ["Първи абзац.", "Втори абзац."], included: ["Почва и семена", "Поливане", "Торене"] } },
    });
    expect(serviceErrors({}, change, "gardening", [])).toEqual({});
    expect(cleanOverlays(change)).toEqual(change);
  });

  it("refuses a paragraph or an item longer than the limit, and too many of them, saying so in Bulgarian", () => {
    const { paragraph, paragraphs, item, items } = SERVICE_TEXT_LIMITS;
    const long = readServiceForm(
      form({ intro: "я".repeat(paragraph + 1), included: `${"я".repeat(item + 1)}\nДве\nТри` }),
      "gardening",
      {},
    );
    expect(serviceErrors({}, long.change, "gardening", [])).toEqual({
      intro: adminServices.errors.intro,
      included: adminServices.errors.included,
    });
    expect(adminServices.errors.intro).toContain(`${paragraph}${NBSP}знака`);
    expect(adminServices.errors.included).toContain(`${item}${NBSP}знака`);
    const many = readServiceForm(
      form({
        intro: Array.from({ length: paragraphs + 1 }, (_, index) => `Абзац ${index + 1}.`).join("\n\n"),
        included: Array.from({ length: items + 1 }, (_, index) => `Нещо ${index + 1}`).join("\n"),
      }),
      "gardening",
      {},
    );
    expect(serviceErrors({}, many.change, "gardening", [])).toEqual({
      intro: adminServices.errors.intro,
      included: adminServices.errors.included,
    });
    const fits = readServiceForm(
      form({
        intro: Array.from({ length: paragraphs }, () => "я".repeat(paragraph)).join("\n\n"),
        included: Array.from({ length: items }, () => "я".repeat(item)).join("\n"),
      }),
      "gardening",
      {},
    );
    expect(serviceErrors({}, fits.change, "gardening", [])).toEqual({});
  });
});
