import { describe, expect, it } from "vitest";
import { attributeOf, elementsOf } from "../../server/html";
import { inlineScripts } from "../../server/security";
import { CALIBRATION_DELAYS, REFERENCE_BUTTON, announcedPicture, pictureReferencePath, referencePages, srcsetFiles } from "./reference";

describe("the reference pages", () => {
  const pages = referencePages();

  it("are bare: the Lighthouse and popover references run no script", () => {
    expect(inlineScripts(pages["/"] ?? "")).toEqual([]);
    expect(inlineScripts(pages["/popover"] ?? "")).toEqual([]);
    const elements = [...elementsOf(pages["/"] ?? "")];
    expect(elements.filter((element) => element.tagName === "img" || element.tagName === "script")).toEqual([]);
    expect(elements.filter((element) => element.tagName === "link" && attributeOf(element, "rel") === "stylesheet")).toEqual([]);
  });

  it("open a native popover from a button, with no script", () => {
    expect(pages["/popover"]).toContain(`<button popovertarget="p">${REFERENCE_BUTTON}</button>`);
    expect(pages["/popover"]).toContain('<div popover id="p">');
  });

  it("have a calibration page per delay, and a not-found page", () => {
    for (const delay of CALIBRATION_DELAYS) expect(inlineScripts(pages[`/delay-${delay}`] ?? "")[0]).toContain(`, ${delay}))`);
    expect(pages["/404"]).toBeDefined();
  });
  it("with a page's picture: the text page and that picture, preloaded as the page preloads it, and nothing else", () => {
    const site = `<!doctype html><html><head><link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/assets/img/a-400.avif 400w, /assets/img/a-800.avif 800w" imageSizes="(min-width: 1024px) 26rem, calc(100vw - 32px)"/></head><body></body></html>`;
    const picture = announcedPicture(site);
    expect(picture).toEqual({
      type: "image/avif",
      srcset: "/assets/img/a-400.avif 400w, /assets/img/a-800.avif 800w",
      sizes: "(min-width: 1024px) 26rem, calc(100vw - 32px)",
    });
    expect(srcsetFiles(picture!.srcset)).toEqual(["/assets/img/a-400.avif", "/assets/img/a-800.avif"]);
    expect(announcedPicture("<!doctype html><html><head><title>Текст</title></head><body><h1>Текст</h1></body></html>")).toBeUndefined();

    const html = referencePages(new Map([["/services/lighting", picture!]]))[pictureReferencePath("/services/lighting")] ?? "";
    expect(pictureReferencePath("/services/lighting")).toBe("/picture-services-lighting");
    expect(pictureReferencePath("/")).toBe("/picture-home");
    expect(inlineScripts(html)).toEqual([]);
    const elements = [...elementsOf(html)];
    expect(announcedPicture(html)).toEqual(picture);
    const images = elements.filter((element) => element.tagName === "img");
    expect(images.map((img) => [attributeOf(img, "srcset"), attributeOf(img, "sizes")])).toEqual([[picture!.srcset, picture!.sizes]]);
    expect(elements.filter((element) => element.tagName === "script" || attributeOf(element, "rel") === "stylesheet")).toEqual([]);
    expect(elements.map((element) => element.tagName)).toEqual(expect.arrayContaining(["h1", "p"]));
  });
});
