// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_FIELD, THEME_STORAGE_KEY, readTheme, themeScript } from "./theme";

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

  it("takes the header's choice from the first paint, remembers it, and applies it on the next load", () => {
    document.body.innerHTML = ["light", "dark", "system"]
      .map((theme) => `<label><input type="radio" name="${THEME_FIELD}" value="${theme}"> ${theme}</label>`)
      .join("");
    runHeadScript();
    const radio = (theme: string) => document.querySelector<HTMLInputElement>(`input[value="${theme}"]`)!;
    // The choice in use is marked as soon as the page is there.
    expect(radio("system").checked).toBe(true);

    radio("dark").checked = true;
    radio("dark").dispatchEvent(new Event("change", { bubbles: true }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    // The next page: the head script applies the stored choice before anything is painted.
    document.documentElement.className = "";
    runHeadScript();
    expect(document.documentElement).toHaveClass("dark");
    expect(radio("dark").checked).toBe(true);

    radio("light").checked = true;
    radio("light").dispatchEvent(new Event("change", { bubbles: true }));
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
