/**
 * Light, dark or system theme. The choice is stored in localStorage and applied
 * as a `dark` class on <html>. The inline script in <head> applies it before
 * the first paint (no flash) and handles the header's theme choice (radio
 * buttons named `theme`) from then on: choosing works from the first paint,
 * before React has hydrated (docs/decisions/0012).
 */

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export const THEME_STORAGE_KEY = "theme";
/** The name of the header's radio buttons. */
export const THEME_FIELD = "theme";

/**
 * Self-contained on purpose: it is serialised with `toString()` into the inline
 * head script, so it may not refer to anything outside its own body.
 */
export function applyTheme(storageKey: string, choice?: string): void {
  let theme = choice;
  if (theme === undefined) {
    try {
      theme = localStorage.getItem(storageKey) ?? "system";
    } catch {
      theme = "system";
    }
  }
  const dark = theme === "dark" || (theme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.dataset.theme = theme === "light" || theme === "dark" ? theme : "system";
}

/** Checks the radio button of the theme in use. Self-contained, like applyTheme. */
export function markThemeChoice(field: string): void {
  const current = document.documentElement.dataset.theme ?? "system";
  document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${field}"]`).forEach((input) => {
    input.checked = input.value === current;
  });
}

/**
 * From the first paint on: a chosen radio button (the header's choice) is
 * stored and applied; while the choice is "system" the page follows the
 * device's scheme when it changes; a choice made in another tab applies here
 * too. Self-contained, like applyTheme (which it is given).
 */
export function watchThemeChoice(
  storageKey: string,
  field: string,
  apply: (storageKey: string, choice?: string) => void,
  mark: (field: string) => void,
): void {
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio" || input.name !== field) return;
    try {
      localStorage.setItem(storageKey, input.value);
    } catch {
      // Private mode or storage disabled: the choice still applies to this page.
    }
    apply(storageKey, input.value);
  });
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (document.documentElement.dataset.theme === "system") apply(storageKey, "system");
  });
  window.addEventListener("storage", (event) => {
    if (event.key !== storageKey) return;
    apply(storageKey, event.newValue ?? "system");
    mark(field);
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => mark(field), { once: true });
  else mark(field);
}

const json = JSON.stringify;

/** The inline script placed in <head>. */
export const themeScript =
  `(${applyTheme.toString()})(${json(THEME_STORAGE_KEY)});` +
  `(${watchThemeChoice.toString()})(${json(THEME_STORAGE_KEY)},${json(THEME_FIELD)},${applyTheme.toString()},${markThemeChoice.toString()})`;
