/**
 * Light, dark or system theme. The choice is stored in localStorage and applied
 * as a `dark` class on <html>. The same function runs as an inline script in
 * <head> before the first paint (no flash) and in React when the choice changes.
 */

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export const THEME_STORAGE_KEY = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

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

/** The inline script placed in <head>. */
export const themeScript = `(${applyTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`;

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the choice still applies to this page.
  }
  applyTheme(THEME_STORAGE_KEY, theme);
}
