import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminGallery } from "~/content/admin";
import { NBSP } from "~/content/typography";
import { cleanOverlays } from "~/content/overlay.schema";
import { GALLERY_TEXT_LIMITS } from "~/content/text-limits";
import { entryFrom, galleryErrors, readEntryFields } from "./gallery-form.server";

const id = "upload-0123456789abcdef";
const file = `${id}.jpg`;
const before = `${id}-before.jpg`;
const image = { width: 800, height: 600, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800] };
const uploads = mkdtempSync(path.join(os.tmpdir(), "gallery-form-"));
writeFileSync(path.join(uploads, file), "");
writeFileSync(path.join(uploads, before), "");
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ service: "gardening", date: "2025-06-01", ...fields })) data.set(name, value);
  return data;
};
const judged = (fields: Record<string, string>) => {
  const entry = entryFrom(readEntryFields(form(fields)), id, { file, image }, { file: before, image });
  return { entry, errors: galleryErrors({}, [entry], id, [uploads]) };
};

describe("the owner's gallery form", () => {
  it("saves the caption and the alt texts without control and invisible characters", () => {
    const { entry, errors } = judged({
      caption: "\u202eНова\u0000 морава\u200b",
      alt: "Окосена\u0007 морава\tпред\u001b къща",
      beforeAlt: "\ufeffЗапустял\u2066 двор\u2069",
    });
    expect(errors).toEqual({});
    expect([entry.caption, entry.alt, entry.before?.alt]).toEqual(["Нова морава", "Окосена морава пред къща", "Запустял двор"]);
    expect(cleanOverlays({ gallery: { entries: [entry] } }).gallery?.entries[0]).toEqual(entry);
  });

  it("refuses a caption or an alt text longer than the limit, saying so in Bulgarian", () => {
    const { caption, alt } = GALLERY_TEXT_LIMITS;
    const { errors } = judged({ caption: "я".repeat(caption + 1), alt: "я".repeat(alt + 1), beforeAlt: "я".repeat(alt + 1) });
    expect(errors).toEqual({
      caption: adminGallery.errors.caption,
      alt: adminGallery.errors.alt,
      beforeAlt: adminGallery.errors.beforeAlt,
    });
    expect(errors.caption).toContain(`${caption}${NBSP}знака`);
    expect(errors.alt).toContain(`${alt}${NBSP}знака`);
    expect(judged({ caption: "я".repeat(caption), alt: "я".repeat(alt), beforeAlt: "я".repeat(alt) }).errors).toEqual({});
  });
});
