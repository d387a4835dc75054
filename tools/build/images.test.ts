import { describe, expect, it } from "vitest";
import { candidates, imageUrl } from "../../app/lib/image-names";
import { icoFromPng } from "./icons";
import { placeholdersCss, slug, widthsFor } from "./images";

describe("the image pipeline", () => {
  it("names outputs after the source file in URL-safe ASCII", () => {
    expect(slug("Градина 1.JPG")).toBe("1");
    expect(slug("gardening-1 (copy).jpg")).toBe("gardening-1-copy");
    expect(slug("…жив плет.jpg")).toBe("image");
  });

  it("never makes a copy wider than the photo, but keeps its own width when smaller than the largest", () => {
    expect(widthsFor(2000)).toEqual([400, 680, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 680, 800, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("writes one placeholder class per photo with its dominant colour", () => {
    const entry = { width: 1, height: 1, name: "a", hash: "0123456789", widths: [1] };
    expect(placeholdersCss([{ ...entry, placeholder: "ph-a", color: "#123456" }])).toMatch(/\n\.ph-a \{ background-color: #123456; \}\n$/);
  });

  it("records each photo in a few fields, from which the page builds every file's address", () => {
    const info = { width: 1600, height: 1200, placeholder: "ph-lawn", name: "lawn", hash: "0123456789", widths: [400, 1600] };
    expect(candidates(info, "avif")).toEqual([
      { w: 400, src: "/assets/img/lawn-400.0123456789.avif" },
      { w: 1600, src: "/assets/img/lawn-1600.0123456789.avif" },
    ]);
    expect(imageUrl(info, 400, "jpeg")).toBe("/assets/img/lawn-400.0123456789.jpg");
  });

  it("wraps the 32 px PNG in an ICO container", () => {
    const ico = icoFromPng(Buffer.from("png!"), 32);
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico.readUInt8(6), ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([
      1, 1, 32, 4, 22,
    ]);
    expect(ico.subarray(22).toString()).toBe("png!");
  });
});
