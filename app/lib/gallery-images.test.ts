import { describe, expect, it } from "vitest";
import { gallery } from "~/content/gallery";
import { galleryEntry, galleryFor, latestGallery, shownEntry, wholeGallery } from "./gallery-images";
import { imageInfo } from "./images";

describe("the gallery as the loaders hand it to the pages", () => {
  it("gives each entry the versions of its picture, and of its „before“ picture", () => {
    const compared = gallery.find((entry) => entry.before)!;
    const shown = shownEntry(compared);
    expect(shown.image).toEqual(imageInfo(compared.file));
    expect(shown.before?.image).toEqual(imageInfo(compared.before!.file));
    expect(shown.before?.alt).toBe(compared.before!.alt);
    const single = gallery.find((entry) => !entry.before)!;
    expect(shownEntry(single)).not.toHaveProperty("before");
  });

  it("keeps the gallery's order and finds entries by id, service and date", () => {
    expect(wholeGallery().map((entry) => entry.id)).toEqual(gallery.map((entry) => entry.id));
    expect(galleryEntry(gallery[3]!.id).image).toEqual(imageInfo(gallery[3]!.file));
    expect(galleryFor("irrigation").every((entry) => entry.service === "irrigation")).toBe(true);
    const dates = latestGallery(4).map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("names the file, the manifest and the command when a photo has no versions", () => {
    expect(() => shownEntry({ ...gallery[0]!, file: "missing.jpg" })).toThrow(
      'Image "missing.jpg" is not in app/generated/images.json: run npm run images',
    );
    expect(() => galleryEntry("no-such-photo")).toThrow('No photo with id "no-such-photo" in app/content/gallery.ts');
  });
});
