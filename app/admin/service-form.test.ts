import { describe, expect, it } from "vitest";
import { adminServices } from "~/content/admin";
import { withServicesOverlay } from "~/content/service-overlay";
import { serviceDetailsDefaults } from "~/content/service-details";
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

  it("refuses what the build's schema refuses, with the Bulgarian message on the field and what was typed kept", () => {
    const { values, change } = readServiceForm(form({ intro: "  ", included: "Едно\nДве" }), "gardening", {});
    expect(serviceErrors({}, change, "gardening", [])).toEqual({
      intro: adminServices.errors.intro,
      included: adminServices.errors.included,
    });
    expect(values).toEqual({ intro: "  ", included: "Едно\nДве" });
  });
});
