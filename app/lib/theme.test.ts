// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY, readTheme, saveTheme, themeScript } from "./theme";

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query === "(prefers-color-scheme: dark)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Runs the inline <head> script as the browser would. */
function runHeadScript() {
  new Function(themeScript)();
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
    systemPrefersDark(false);
  });

  it("follows the system when nothing is chosen", () => {
    systemPrefersDark(true);
    runHeadScript();
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.dataset.theme).toBe("system");
    expect(readTheme()).toBe("system");
  });

  it("remembers a choice and the head script applies it on the next load", () => {
    saveTheme("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    document.documentElement.className = "";
    runHeadScript();
    expect(document.documentElement).toHaveClass("dark");

    saveTheme("light");
    systemPrefersDark(true);
    runHeadScript();
    expect(document.documentElement).not.toHaveClass("dark");
    expect(readTheme()).toBe("light");
  });

  it("ignores a stored value that is not a theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(readTheme()).toBe("system");
  });
});
