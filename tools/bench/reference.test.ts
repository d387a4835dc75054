import { describe, expect, it } from "vitest";
import { attributeOf, elementsOf } from "../../server/html";
import { inlineScripts } from "../../server/security";
import { CALIBRATION_DELAYS, REFERENCE_BUTTON, referencePages } from "./reference";

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
});
