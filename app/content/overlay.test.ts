import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { companyDefaults } from "./company";
import { galleryDefaults } from "./gallery";
import { withGalleryOverlay } from "./gallery-overlay";
import { withCompanyOverlay } from "./overlay";
import { withPricesOverlay } from "./price-overlay";
import { siteContent } from "./current.server";
import { overlaySchemas, uploadedImageSchema } from "./overlay.schema";
import { overlayIssues } from "./overlays.server";
import { priceListDefaults } from "./price-list";

const mowing = priceListDefaults.find((item) => item.id === "gardening-mowing")!;

describe("the owner's edits over the repository's content", () => {
  it("leave the content as the repository writes it when there are none", () => {
    expect(withCompanyOverlay(companyDefaults, undefined)).toBe(companyDefaults);
    expect(withPricesOverlay(priceListDefaults, undefined)).toEqual(priceListDefaults);
    expect(overlayIssues({})).toEqual([]);
  });

  it("replace only the facts and the price fields edited", () => {
    const phone = { e164: "+359877111222", display: "0877 111 222" };
    const merged = withCompanyOverlay(companyDefaults, { phone });
    expect(merged.phone).toEqual(phone);
    expect(merged.email).toBe(companyDefaults.email);
    expect(merged.address).toEqual(companyDefaults.address);

    const prices = withPricesOverlay(priceListDefaults, { items: { "gardening-mowing": { cents: 16, note: null }, gone: { cents: 1 } } });
    const edited = prices.find((item) => item.id === "gardening-mowing")!;
    expect(edited).toEqual({ ...mowing, cents: 16, note: undefined });
    expect("note" in edited).toBe(false);
    expect(prices).toHaveLength(priceListDefaults.length);
    expect(prices.filter((item) => item.id !== "gardening-mowing")).toEqual(
      priceListDefaults.filter((item) => item.id !== "gardening-mowing"),
    );
  });

  it("are judged by the content schemas, naming the file, the entry and the field", () => {
    expect(overlayIssues({ prices: { items: { "gardening-mowing": { cents: 12.5 } } } })).toEqual([
      expect.objectContaining({ file: "DATA_DIR/content/prices.json", field: "items.gardening-mowing.cents" }),
    ]);
    expect(overlayIssues({ company: { phone: { e164: "0888", display: "0888 123 456" } } })).toEqual([
      expect.objectContaining({ field: "phone.e164", message: expect.stringContaining("international form") }),
    ]);
    // A field the owner does not edit is refused whole.
    expect(overlayIssues({ company: { name: "Друго" } } as never)[0]?.message).toMatch(/unrecognized/i);
  });

  it("written by hand with control or invisible characters, are judged as the build cleans them", () => {
    const note = "\u202eВключва\u0000 извозване\u200b";
    expect(overlayIssues({ prices: { items: { "gardening-mowing": { note } } } })).toEqual([]);
    expect(overlayIssues({ prices: { items: { "gardening-mowing": { note: `${"я".repeat(400)}` } } } })).toEqual([
      expect.objectContaining({ field: "items.gardening-mowing.note", message: expect.stringContaining("at most 300 characters") }),
    ]);
  });

  it("are judged with the rest of the content: a town of the service area needs its distance", () => {
    const issues = overlayIssues({ company: { serviceArea: ["Трявна", "Бургас"] } });
    expect(issues).toEqual([expect.objectContaining({ file: "app/content/service-area.ts", message: expect.stringContaining("Бургас") })]);
  });
});

describe("the owner's gallery entries (decision 0030)", () => {
  const image = { width: 1200, height: 900, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800, 1200] };
  const entry = {
    id: "upload-0123456789abcdef",
    file: "upload-0123456789abcdef.jpg",
    image,
    service: "gardening",
    caption: "Нова морава",
    alt: "Окосена морава пред къща",
    date: "2026-11-22",
  } as const;
  const uploads = mkdtempSync(path.join(os.tmpdir(), "gallery-overlay-"));
  writeFileSync(path.join(uploads, entry.file), "");
  afterAll(() => rmSync(uploads, { recursive: true, force: true }));

  it("come first, in the owner's order, before the repository's pictures the owner has not hidden (decision 0051)", () => {
    const older = { ...entry, id: "upload-00000000000000aa", date: "2000-01-01" };
    const merged = withGalleryOverlay(galleryDefaults, { entries: [older, entry] });
    expect(merged).toHaveLength(galleryDefaults.length + 2);
    expect(merged.slice(0, 2)).toEqual([older, entry]);
    expect(merged.slice(2)).toEqual(galleryDefaults);
    expect(withGalleryOverlay(galleryDefaults, undefined)).toEqual(galleryDefaults);

    const hidden = [galleryDefaults[0]!.id, galleryDefaults[5]!.id, "no-longer-there"];
    const shown = withGalleryOverlay(galleryDefaults, { entries: [entry], hidden });
    expect(shown.map((item) => item.id)).toEqual([
      entry.id,
      ...galleryDefaults.map((item) => item.id).filter((id) => !hidden.includes(id)),
    ]);
    expect(withGalleryOverlay(galleryDefaults, { entries: [], hidden: galleryDefaults.map((item) => item.id) })).toEqual([]);
  });

  it("hide the repository's pictures and choose each service's lead, as the schema allows", () => {
    const parse = (gallery: unknown) => overlaySchemas.gallery.safeParse(gallery);
    const pathOf = (gallery: unknown) => parse(gallery).error?.issues[0]?.path.map(String).join(".");
    expect(parse({ entries: [entry], hidden: ["cleaning-4", "irrigation-1"], lead: { gardening: entry.id } }).success).toBe(true);
    expect(parse({ entries: [], hidden: [] }).success).toBe(true);
    // An id of another shape, the same picture twice, a lead of another service or not among the entries, an unknown service.
    expect(pathOf({ entries: [], hidden: ["../gallery.json"] })).toBe("hidden.0");
    expect(pathOf({ entries: [], hidden: ["cleaning-4", "cleaning-4"] })).toBe("hidden");
    expect(pathOf({ entries: [entry], lead: { irrigation: entry.id } })).toBe("lead.irrigation");
    expect(pathOf({ entries: [entry], lead: { gardening: "upload-ffffffffffffffff" } })).toBe("lead.gardening");
    expect(pathOf({ entries: [entry], lead: { roofs: entry.id } })).toBe("lead");
    expect(siteContent({ gallery: { entries: [entry], lead: { gardening: entry.id } } }).galleryLead).toEqual({ gardening: entry.id });
  });

  it("may hide every picture, the hero's and a whole service's among them, and still pass the build's checks", () => {
    const everything = { entries: [], hidden: galleryDefaults.map((item) => item.id) };
    expect(overlayIssues({ gallery: everything })).toEqual([]);
    expect(siteContent({ gallery: everything }).gallery).toEqual([]);
  });

  it("pass the build's checks when their photos are among the uploads", () => {
    expect(overlayIssues({ gallery: { entries: [entry] } }, "DATA_DIR/content", [uploads])).toEqual([]);
  });

  it("are refused like the repository's: no alt text, a photo that is not there, a date to come, an unknown field", () => {
    expect(overlayIssues({ gallery: { entries: [{ ...entry, alt: " " }] } }, "DATA_DIR/content", [uploads])).toEqual([
      expect.objectContaining({ file: "DATA_DIR/content/gallery.json", field: "entries.0.alt" }),
    ]);
    expect(overlayIssues({ gallery: { entries: [entry] } })).toEqual([
      expect.objectContaining({ entry: entry.id, field: "file", message: expect.stringContaining("is not in") }),
    ]);
    expect(overlayIssues({ gallery: { entries: [{ ...entry, date: "2999-01-01" }] } }, "DATA_DIR/content", [uploads])).toEqual([
      expect.objectContaining({ entry: entry.id, field: "date", message: expect.stringContaining("future") }),
    ]);
    expect(overlayIssues({ gallery: { entries: [{ ...entry, html: "<b>" }] } })[0]?.message).toMatch(/unrecognized/i);
  });
});

describe("an uploaded photo's sizes in its gallery entry (decision 0042)", () => {
  const image = { width: 1200, height: 900, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800, 1200] };
  const entry = {
    id: "upload-0123456789abcdef",
    file: "upload-0123456789abcdef.jpg",
    image,
    service: "gardening" as const,
    caption: "Нова морава",
    alt: "Окосена морава пред къща",
    date: "2026-11-22",
    before: { file: "upload-fedcba9876543210.jpg", alt: "Същата морава преди", image },
  };
  const parse = (value: unknown) => overlaySchemas.gallery.safeParse({ entries: [value] });
  const fieldOf = (value: unknown) => {
    const result = parse(value);
    return result.success ? null : result.error.issues[0]!.path.slice(2).join(".");
  };

  it("are part of every entry and of its „before“ picture, as the page needs them", () => {
    expect(parse(entry).success).toBe(true);
    expect(uploadedImageSchema.parse(image)).toEqual(image);
    const withoutImage: Partial<typeof entry> = { ...entry };
    delete withoutImage.image;
    expect(fieldOf(withoutImage)).toBe("image");
    expect(fieldOf({ ...entry, before: { file: entry.before.file, alt: entry.before.alt } })).toBe("before.image");
  });

  it("refuse what a page could not show: no width, a colour or hash of another shape, no sizes, an unknown field", () => {
    expect(fieldOf({ ...entry, image: { ...image, width: 0 } })).toBe("image.width");
    expect(fieldOf({ ...entry, image: { ...image, height: 1.5 } })).toBe("image.height");
    expect(fieldOf({ ...entry, image: { ...image, color: "green" } })).toBe("image.color");
    expect(fieldOf({ ...entry, image: { ...image, hash: "../../etc" } })).toBe("image.hash");
    expect(fieldOf({ ...entry, image: { ...image, widths: [] } })).toBe("image.widths");
    expect(fieldOf({ ...entry, image: { ...image, url: "https://evil.example/x.jpg" } })).toBe("image");
  });

  it("reach the pages with the gallery of the site's content, the owner's entries among the repository's", () => {
    const content = siteContent({ gallery: { entries: [entry] } });
    expect(content.gallery).toHaveLength(galleryDefaults.length + 1);
    expect(content.gallery.find((item) => item.id === entry.id)).toMatchObject({ image, before: { image } });
    expect(siteContent({}).gallery).toEqual(galleryDefaults);
  });
});
