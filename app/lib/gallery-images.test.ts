import { describe, expect, it } from "vitest";
import { galleryDefaults as gallery } from "~/content/gallery";
import { PHOTO_URL, candidates } from "./image-names";
import { firstGallery, galleryEntry, galleryFor, pictureOrFirst, shownEntry, wholeGallery } from "./gallery-images";
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

  it("keeps the gallery's order and finds entries by id and service", () => {
    expect(wholeGallery(gallery).map((entry) => entry.id)).toEqual(gallery.map((entry) => entry.id));
    expect(galleryEntry(gallery, gallery[3]!.id).image).toEqual(imageInfo(gallery[3]!.file));
    expect(galleryFor(gallery, "irrigation").every((entry) => entry.service === "irrigation")).toBe(true);
    expect(firstGallery(gallery, 4).map((entry) => entry.id)).toEqual(gallery.slice(0, 4).map((entry) => entry.id));
    expect(wholeGallery(gallery).every((entry) => entry.illustration)).toBe(true);
  });

  it("puts the picture the owner chose first on its service's page, and finds another for a hidden one", () => {
    const irrigation = galleryFor(gallery, "irrigation").map((entry) => entry.id);
    const chosen = irrigation.at(-1)!;
    expect(galleryFor(gallery, "irrigation", { irrigation: chosen }).map((entry) => entry.id)).toEqual([
      chosen,
      ...irrigation.slice(0, -1),
    ]);
    // A lead that is not among the service's pictures changes nothing.
    expect(galleryFor(gallery, "irrigation", { irrigation: "no-such-photo" }).map((entry) => entry.id)).toEqual(irrigation);
    expect(pictureOrFirst(gallery, "no-such-photo")?.id).toBe(gallery[0]!.id);
    expect(pictureOrFirst([], "no-such-photo")).toBeUndefined();
  });

  it("names the file, the manifest and the command when a photo has no versions", () => {
    expect(() => shownEntry({ ...gallery[0]!, file: "missing.jpg" })).toThrow(
      'Image "missing.jpg" is not in app/generated/images.json: run npm run images',
    );
    expect(() => galleryEntry(gallery, "no-such-photo")).toThrow('No photo with id "no-such-photo" in the gallery');
  });

  it("shows an uploaded photo by its entry's own sizes, under /photos/, without the manifest", () => {
    const image = { width: 1200, height: 900, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800, 1200] };
    const uploaded = {
      ...gallery[0]!,
      id: "upload-0123456789abcdef",
      file: "upload-0123456789abcdef.jpg",
      image,
      before: { file: "upload-fedcba9876543210.jpg", alt: "Преди", image: { ...image, hash: "9876543210" } },
    };
    const shown = shownEntry(uploaded);
    expect(shown.image).toMatchObject({ width: 1200, height: 900, color: "#3a7f4c", base: PHOTO_URL });
    expect(shown).not.toHaveProperty("image.placeholder");
    expect(candidates(shown.image, "avif")[0]).toEqual({ w: 400, src: "/photos/photo-400.0123456789.avif" });
    expect(candidates(shown.before!.image, "jpeg").at(-1)).toEqual({ w: 1200, src: "/photos/photo-1200.9876543210.jpg" });
    expect(firstGallery([uploaded, ...gallery], 1)[0]!.image.base).toBe(PHOTO_URL);
    expect(shown.illustration).toBe(false);
  });
});
