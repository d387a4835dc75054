import { useEffect } from "react";
import { THEME_FIELD, THEME_STORAGE_KEY, applyTheme, isTheme, markThemeChoice, readTheme } from "./theme";

/**
 * Keeps the page in step with the operating system while the choice is
 * "system", and with choices made in other tabs. (The choice made on this
 * page is handled by the head script: app/lib/theme.ts.)
 */
export function useThemeSync() {
  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onSystemChange = () => {
      if (readTheme() === "system") applyTheme(THEME_STORAGE_KEY, "system");
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      applyTheme(THEME_STORAGE_KEY, isTheme(event.newValue) ? event.newValue : "system");
      markThemeChoice(THEME_FIELD);
    };
    media.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      media.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
}
