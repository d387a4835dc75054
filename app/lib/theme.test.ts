// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_FIELD, THEME_STORAGE_KEY, themeScript } from "./theme";

/** The device's scheme, and a way to change it while the page is open. */
let deviceScheme: { dark: boolean; listeners: Array<() => void> };

function systemPrefersDark(dark: boolean) {
  deviceScheme = { dark, listeners: [] };
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return deviceScheme.dark && query === "(prefers-color-scheme: dark)";
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => deviceScheme.listeners.push(listener),
      removeEventListener: vi.fn(),
    })),
  );
}

function deviceSwitchesTo(scheme: "light" | "dark") {
  deviceScheme.dark = scheme === "dark";
  for (const listener of deviceScheme.listeners) listener();
}

const theme = () => document.documentElement.dataset.theme;

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
    expect(theme()).toBe("system");
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
    expect(theme()).toBe("light");
  });

  it("treats a stored value that is not a theme as the device's", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    systemPrefersDark(true);
    runHeadScript();
    expect(theme()).toBe("system");
    expect(document.documentElement).toHaveClass("dark");
  });

  it("follows the device while the page is open, until the visitor chooses", () => {
    document.body.innerHTML = `<input type="radio" name="${THEME_FIELD}" value="light">`;
    systemPrefersDark(true);
    runHeadScript();
    expect(document.documentElement).toHaveClass("dark");
    deviceSwitchesTo("light");
    expect(document.documentElement).not.toHaveClass("dark");

    const light = document.querySelector("input")!;
    light.checked = true;
    light.dispatchEvent(new Event("change", { bubbles: true }));
    deviceSwitchesTo("dark");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("takes a choice made in another tab", () => {
    document.body.innerHTML = ["light", "dark", "system"]
      .map((value) => `<input type="radio" name="${THEME_FIELD}" value="${value}">`)
      .join("");
    runHeadScript();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(document.querySelector<HTMLInputElement>('input[value="dark"]')!.checked).toBe(true);

    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "light" }));
    expect(document.documentElement).toHaveClass("dark");
  });
});
