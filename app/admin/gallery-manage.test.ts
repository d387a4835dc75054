import { describe, expect, it } from "vitest";
import { galleryDefaults } from "~/content/gallery";
import type { UploadedEntry } from "~/content/overlay";
import { demoPictures, isDemoPicture, leadingPhotos, moved, nextGallery } from "./gallery-form.server";

const image = { width: 1200, height: 900, color: "#3a7f4c", hash: "0123456789", widths: [400, 800, 1200] };
const photo = (id: string, service: UploadedEntry["service"]): UploadedEntry => ({
  id,
  file: `${id}.jpg`,
  image,
  service,
  caption: `Снимка ${id}`,
  alt: "Окосена морава",
  date: "2026-11-01",
});
const [a, b, c] = [photo("upload-a", "gardening"), photo("upload-b", "gardening"), photo("upload-c", "irrigation")];

describe("the owner's gallery page: order, lead photos and the demo illustrations (decision 0051)", () => {
  it("moves a photo one place up or down, and keeps the list at either end", () => {
    expect(moved([a, b, c], "upload-b", "up").map((entry) => entry.id)).toEqual(["upload-b", "upload-a", "upload-c"]);
    expect(moved([a, b, c], "upload-b", "down").map((entry) => entry.id)).toEqual(["upload-a", "upload-c", "upload-b"]);
    expect(moved([a, b, c], "upload-a", "up")).toEqual([a, b, c]);
    expect(moved([a, b, c], "upload-c", "down")).toEqual([a, b, c]);
  });

  it("leads each service's page with the owner's choice, else the service's first photo", () => {
    expect([...leadingPhotos({ entries: [a, b, c] })]).toEqual(["upload-a", "upload-c"]);
    expect([...leadingPhotos({ entries: [a, b, c], lead: { gardening: "upload-b" } })]).toEqual(["upload-b", "upload-c"]);
  });

  it("saves only what says something, and drops a lead whose photo is gone or moved to another service", () => {
    expect(nextGallery(undefined, { entries: [] })).toBeUndefined();
    expect(nextGallery({ entries: [a], hidden: ["cleaning-4"] }, { hidden: [] })).toEqual({ entries: [a] });
    expect(nextGallery({ entries: [a, b], lead: { gardening: "upload-b" } }, { entries: [a] })).toEqual({ entries: [a] });
    expect(nextGallery({ entries: [a, b], lead: { gardening: "upload-b" } }, { entries: [a, { ...b, service: "lighting" }] })).toEqual({
      entries: [a, { ...b, service: "lighting" }],
    });
    expect(nextGallery({ entries: [a, b] }, { lead: { gardening: "upload-b" } })).toEqual({
      entries: [a, b],
      lead: { gardening: "upload-b" },
    });
    expect(nextGallery(undefined, { hidden: ["cleaning-4"] })).toEqual({ entries: [], hidden: ["cleaning-4"] });
  });

  it("lists every demo illustration with a small picture and whether it is hidden", () => {
    const demo = demoPictures({ entries: [], hidden: [galleryDefaults[1]!.id] });
    expect(demo).toHaveLength(galleryDefaults.length);
    expect(demo.filter((picture) => picture.hidden).map((picture) => picture.id)).toEqual([galleryDefaults[1]!.id]);
    expect(demo.every((picture) => picture.thumbnail?.endsWith(".jpg"))).toBe(true);
    expect(isDemoPicture(galleryDefaults[0]!.id)).toBe(true);
    expect(isDemoPicture("upload-a")).toBe(false);
  });
});
