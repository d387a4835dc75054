import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { galleryDefaults as gallery } from "~/content/gallery";
import { picturesAreIllustrations } from "~/content/gallery-status";
import { photoPosition, shownPhotos } from "~/content/pages/gallery";
import { serviceSlugs } from "~/content/types";
import { countByService, filterGallery, galleryHref, parseServiceFilter } from "./gallery-filter";

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

  it("counts the photos of every service", () => {
    const counts = countByService(gallery);
    expect(Object.keys(counts)).toEqual([...serviceSlugs]);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(gallery.length);
    expect(counts.irrigation).toBe(filterGallery(gallery, "irrigation").length);
  });

  it("says in Bulgarian how many pictures are shown, calling illustrations illustrations", () => {
    const [one, many] = picturesAreIllustrations ? ["илюстрация", "илюстрации"] : ["снимка", "снимки"];
    const words = (text: string) => text.replaceAll("\u00a0", " ");
    expect(words(shownPhotos(4, "Поливни системи"))).toBe(`Показани са 4 ${many}: Поливни системи`);
    expect(words(shownPhotos(1, "Поливни системи"))).toBe(`Показана е 1 ${one}: Поливни системи`);
    expect(words(shownPhotos(24, null))).toBe(`Показани са всички 24 ${many}`);
    expect(photoPosition(3, 24)).toBe("3 от 24");
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
