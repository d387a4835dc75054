import { useEffect, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, applyTheme, isTheme, readTheme, saveTheme, type Theme } from "./theme";

const listeners = new Set<() => void>();
let current: Theme | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): Theme {
  current ??= readTheme();
  return current;
}

/** Prerendered HTML does not know the visitor's choice; hydration starts from "system". */
function getServerSnapshot(): Theme {
  return "system";
}

function setTheme(theme: Theme) {
  current = theme;
  saveTheme(theme);
  listeners.forEach((listener) => listener());
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { theme, setTheme };
}

/**
 * Keeps the page in step with the operating system while the choice is
 * "system", and with choices made in other tabs.
 */
export function useThemeSync() {
  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onSystemChange = () => {
      if (getSnapshot() === "system") applyTheme(THEME_STORAGE_KEY, "system");
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next = isTheme(event.newValue) ? event.newValue : "system";
      current = next;
      applyTheme(THEME_STORAGE_KEY, next);
      listeners.forEach((listener) => listener());
    };
    media.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      media.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
}
