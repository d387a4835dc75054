import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { galleryDefaults as gallery } from "~/content/gallery";
import { galleryKind, isDemoIllustration, picturesAreIllustrations, shownCounts } from "~/content/gallery-status";
import { photoCount, photoPosition, shownPhotos } from "~/content/pages/gallery";
import { serviceSlugs } from "~/content/types";
import { filterGallery, galleryHref, parseServiceFilter } from "./gallery-filter";

describe("the gallery filter", () => {
  it("reads a known service from the URL's fragment and treats anything else as „all“", () => {
    expect(parseServiceFilter("#irrigation")).toBe("irrigation");
    expect(parseServiceFilter("irrigation")).toBe("irrigation");
    expect(parseServiceFilter("#all")).toBeNull();
    expect(parseServiceFilter(null)).toBeNull();
    expect(parseServiceFilter("")).toBeNull();
    expect(parseServiceFilter("IRRIGATION")).toBeNull();
    expect(parseServiceFilter("pools")).toBeNull();
  });

  it("links each filter to an address that can be shared", () => {
    expect(galleryHref(null)).toBe("#all");
    expect(galleryHref("lighting")).toBe("#lighting");
  });

  it("keeps only the chosen service's photos, in the gallery's order", () => {
    const irrigation = filterGallery(gallery, "irrigation");
    expect(irrigation.length).toBeGreaterThanOrEqual(3);
    expect(irrigation.every((entry) => entry.service === "irrigation")).toBe(true);
    expect(irrigation).toEqual(gallery.filter((entry) => entry.service === "irrigation"));
    expect(filterGallery(gallery, null)).toBe(gallery);
  });

  it("says in Bulgarian how many pictures are shown: only photos, only illustrations, or both (decision 0051)", () => {
    const words = (text: string) => text.replaceAll("\u00a0", " ");
    const counts = (photos: number, illustrations: number) => ({ photos, illustrations });
    // Only illustrations: never called photos.
    expect(words(shownPhotos(counts(0, 4), "Поливни системи"))).toBe("Показани са 4 илюстрации: Поливни системи");
    expect(words(shownPhotos(counts(0, 1), "Поливни системи"))).toBe("Показана е 1 илюстрация: Поливни системи");
    expect(words(shownPhotos(counts(0, 24), null))).toBe("Показани са всички 24 илюстрации");
    // Only the owner's photos.
    expect(words(shownPhotos(counts(12, 0), null))).toBe("Показани са всички 12 снимки");
    expect(words(shownPhotos(counts(1, 0), null))).toBe("Показана е 1 снимка");
    // Both.
    expect(words(shownPhotos(counts(3, 24), null))).toBe("Показани са всички 3 снимки и 24 илюстрации");
    expect(words(shownPhotos(counts(1, 1), "Осветление"))).toBe("Показани са 1 снимка и 1 илюстрация: Осветление");
    expect(words(photoCount(counts(0, 0)))).toBe("0 снимки");
    expect(photoPosition(3, 24)).toBe("3 от 24");
  });

  it("names what a page shows by its counts, and each picture by where it comes from", () => {
    expect(galleryKind({ photos: 2, illustrations: 0 })).toBe("photos");
    expect(galleryKind({ photos: 0, illustrations: 2 })).toBe("illustrations");
    expect(galleryKind({ photos: 1, illustrations: 2 })).toBe("both");
    expect(galleryKind({ photos: 0, illustrations: 0 })).toBe("none");
    expect(shownCounts([{ illustration: true }, { illustration: false }, { illustration: true }])).toEqual({ photos: 1, illustrations: 2 });
    expect(isDemoIllustration(gallery[0]!)).toBe(picturesAreIllustrations);
    expect(isDemoIllustration({ ...gallery[0]!, image: {} })).toBe(false);
  });
});

describe("the filter's stylesheet (app.css)", () => {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");

  it.each(serviceSlugs)("hides the other photos, shows the count and marks the link of %s", (slug) => {
    expect(css).toContain(`.gallery:has(#${slug}:target) .gallery-item:not([data-service="${slug}"])`);
    expect(css).toContain(`.gallery:has(#${slug}:target) .gallery-count[data-filter="${slug}"]`);
    expect(css).toContain(`.gallery:has(#${slug}:target) .filter-chip[data-filter="${slug}"]`);
  });
});
