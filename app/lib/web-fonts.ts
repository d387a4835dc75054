/**
 * Manrope loads after the first paint: until then, and while it downloads,
 * text is set in a local fallback sized to match it (app.css). The class below
 * on <html> switches to Manrope; scripts/deferred-hydration.mjs adds it once
 * the fonts have loaded after the page's first paint, unless the switch would
 * move something on screen (then the page keeps the fallback), and remembers
 * in sessionStorage that they are in the cache, so the next pages of the visit
 * use them from their first paint: a new document through the inline head
 * script (`applyCachedWebFonts`, before anything is painted), a client-side
 * navigation through `useWebFontsAfterNavigation`. sessionStorage, not
 * localStorage: a flag that outlived the browser cache would make a first
 * paint wait for the fonts' download.
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";


/** Same value as in scripts/deferred-hydration.mjs. */
export const WEB_FONTS_CLASS = "web-fonts";
/** Same value as in scripts/deferred-hydration.mjs. */
export const WEB_FONTS_STORAGE_KEY = "web-fonts";

/**
 * Self-contained on purpose: it is serialised with `toString()` into the inline
 * head script, so it may not refer to anything outside its own body.
 */
export function applyCachedWebFonts(storageKey: string, className: string): void {
  try {
    if (sessionStorage.getItem(storageKey)) document.documentElement.classList.add(className);
  } catch {
    // Storage disabled: the fonts are applied after the first paint instead.
  }
}

/** Part of the inline script in <head>. */
export const webFontsScript = `(${applyCachedWebFonts.toString()})(${JSON.stringify(WEB_FONTS_STORAGE_KEY)},${JSON.stringify(WEB_FONTS_CLASS)})`;

/**
 * A page that kept the fallback font (switching would have moved it) switches
 * when the visitor goes to another page in the app: before the new page is
 * painted, so nothing that was on screen moves.
 */
export function useWebFontsAfterNavigation(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    applyCachedWebFonts(WEB_FONTS_STORAGE_KEY, WEB_FONTS_CLASS);
  }, [pathname]);
}
