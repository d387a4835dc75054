import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { companySchema } from "./company.schema";
import { COMPANY_LIMITS } from "./company-limits";
import { galleryEntrySchema } from "./gallery.schema";
import { cleanOverlays, overlaySchemas } from "./overlay.schema";
import { priceListSchema } from "./price-list.schema";
import { serviceDetailsSchema } from "./service-details.schema";
import { cleanContentLine } from "./text";
import { GALLERY_TEXT_LIMITS, PRICE_NOTE_LIMIT, SERVICE_TEXT_LIMITS } from "./text-limits";

/** Every text the owner edits on /admin, by its schema in the content module's own schema, with its limit. */
const company = companySchema.shape;
const priceNote = priceListSchema.shape.priceList.element.shape.note.unwrap();
const fields: [name: string, schema: z.ZodType<string>, max: number][] = [
  ["company street", company.address.shape.street, COMPANY_LIMITS.street],
  ["company town", company.address.shape.town, COMPANY_LIMITS.town],
  ["a town of the service area", company.serviceArea.element, COMPANY_LIMITS.town],
  ["the text after the towns", company.serviceAreaNote, COMPANY_LIMITS.serviceAreaNote],
  ["working days", company.hours.element.shape.days, COMPANY_LIMITS.days],
  ["working hours", company.hours.element.shape.time, COMPANY_LIMITS.time],
  ["a price's note", priceNote, PRICE_NOTE_LIMIT],
  ["a paragraph of what a service is", serviceDetailsSchema.shape.intro.element, SERVICE_TEXT_LIMITS.paragraph],
  ["an item of what a service includes", serviceDetailsSchema.shape.included.element, SERVICE_TEXT_LIMITS.item],
  ["a photo's caption", galleryEntrySchema.shape.caption, GALLERY_TEXT_LIMITS.caption],
  ["a photo's alt text", galleryEntrySchema.shape.alt, GALLERY_TEXT_LIMITS.alt],
  ["the before photo's alt text", galleryEntrySchema.shape.before.unwrap().shape.alt, GALLERY_TEXT_LIMITS.alt],
];

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

/** Characters nobody sees, by class: each is removed wherever it stands. */
const removed: Record<string, string[]> = {
  "C0 controls (NUL, BEL, backspace, ESC, vertical tab, form feed, …)": range(0x00, 0x1f).filter(
    (character) => !"\t\n\r".includes(character),
  ),
  DEL: ["\u007f"],
  "C1 controls (NEL, CSI, …)": range(0x80, 0x9f),
  "bidi embeddings, overrides and isolates": [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)],
  "bidi marks": ["\u200e", "\u200f", "\u061c"],
  "zero-width characters": ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"],
};
/** Controls that break or space a line: one space inside a text, none at its ends. */
const spacing = ["\t", "\n", "\r", "\u2028", "\u2029"];

describe.each(fields)("%s (the schema's clean-up and limit)", (_name, schema, max) => {
  it.each(Object.entries(removed))("removes %s", (_class, characters) => {
    for (const character of characters) {
      const parsed = schema.safeParse(`Нова${character}ска ${character}ограда${character}`);
      expect(parsed.success, hex(character)).toBe(true);
      expect(parsed.data, hex(character)).toBe("Новаска ограда");
    }
  });

  it("makes tabs and line breaks a space, one space of several, and trims the ends", () => {
    for (const character of spacing)
      expect(schema.parse(`${character}Нова${character}ограда${character}`), hex(character)).toBe("Нова ограда");
    expect(schema.parse("  Нова \t \n  ограда  ")).toBe("Нова ограда");
  });

  it("keeps the no-break spaces the typography puts in, and writes letters in NFC", () => {
    expect(schema.parse("от 35\u00a0€, 1\u202f250 м²")).toBe("от 35\u00a0€, 1\u202f250 м²");
    expect(schema.parse("Cafe\u0301")).toBe("Café");
  });

  it(`is at most ${max} characters once cleaned, and says so naming the field`, () => {
    expect(schema.safeParse("я".repeat(max)).success).toBe(true);
    expect(schema.safeParse(`${"я".repeat(max)}\u200b\u202e `).data).toBe("я".repeat(max));
    const tooLong = schema.safeParse("я".repeat(max + 1));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toMatch(new RegExp(`^must be at most ${max} characters \\(.+\\)$`));
  });
});

describe("the owner's texts made of invisible characters only", () => {
  it("are empty: refused where a text is needed, and nothing where it may be left out", () => {
    expect(galleryEntrySchema.shape.caption.safeParse("\u200b\u202e\u0000").error?.issues[0]?.message).toBe(
      "must not be empty (the caption under the photo)",
    );
    expect(company.serviceAreaNote.parse("\u200b \u0007")).toBe("");
  });
});

describe("the owner's edits as the build reads them (cleanOverlays)", () => {
  it("are cleaned by the same schemas, whoever wrote the file", () => {
    const cleaned = cleanOverlays({
      prices: { items: { "gardening-mowing": { note: "\u202eВключва\u0000 извозване\u200b" } } },
      company: { address: { street: "ул. „Лилия“\u001b[31m 5", postalCode: "5350", town: "Трявна\u0007", country: "BG" } },
      services: { items: { gardening: { included: ["Почва\u2066,\u2069 семена", "Поливане", "Торене"] } } },
    });
    expect(cleaned.prices).toEqual({ items: { "gardening-mowing": { note: "Включва извозване" } } });
    expect(cleaned.company).toEqual({ address: { street: "ул. „Лилия“[31m 5", postalCode: "5350", town: "Трявна", country: "BG" } });
    expect(cleaned.services?.items.gardening?.included?.[0]).toBe("Почва, семена");
  });

  it("leave what their schema refuses as it is, for the check to name", () => {
    const refused = { prices: { items: { "gardening-mowing": { note: "я".repeat(PRICE_NOTE_LIMIT + 1) } } } };
    expect(cleanOverlays(refused)).toEqual(refused);
    expect(overlaySchemas.prices.safeParse(refused.prices).success).toBe(false);
  });
});

describe("cleanContentLine", () => {
  it("cleans as the schemas do: a second cleaning changes nothing", () => {
    const typed = " \u202eНова\u0000\tограда \u00a0 35\u00a0€\u200b ";
    expect(cleanContentLine(typed)).toBe("Нова ограда \u00a0 35\u00a0€");
    expect(cleanContentLine(cleanContentLine(typed))).toBe(cleanContentLine(typed));
  });
});
