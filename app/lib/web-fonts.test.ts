// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY, webFontsScript } from "./web-fonts";

/** Runs the inline <head> script as the browser would. */
const runHeadScript = () => new Function(webFontsScript)();

describe("web fonts head script", () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.className = "";
  });

  it("leaves the first page of a visit on the fallback font", () => {
    runHeadScript();
    expect(document.documentElement).not.toHaveClass(WEB_FONTS_CLASS);
  });

  it("uses the web fonts from the first paint once this visit has loaded them", () => {
    sessionStorage.setItem(WEB_FONTS_STORAGE_KEY, "1");
    runHeadScript();
    expect(document.documentElement).toHaveClass(WEB_FONTS_CLASS);
  });
});
