/**
 * Manrope is never switched on in the page a visit starts on: that page is
 * painted in a local fallback sized to match it (app.css), and switching fonts
 * later would restyle and lay out the whole page again, on a slow phone a long
 * task, and could move text the visitor is reading. Once the page has hydrated,
 * scripts/deferred-hydration.mjs loads both subsets and remembers in
 * sessionStorage that they are in the cache; the class below on <html> then
 * switches to Manrope on the next pages of the visit: a new document through
 * the inline head script (`applyCachedWebFonts`, before anything is painted), a
 * client-side navigation through `useWebFontsAfterNavigation`. sessionStorage,
 * not localStorage: a flag that outlived the browser cache would make a first
 * paint wait for the fonts' download.
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The class on <html> under which app.css uses Manrope. */
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
    // Storage disabled: every page keeps the fallback.
  }
}

/** Part of the inline script in <head>. */
export const webFontsScript = `(${applyCachedWebFonts.toString()})(${JSON.stringify(WEB_FONTS_STORAGE_KEY)},${JSON.stringify(WEB_FONTS_CLASS)})`;

/**
 * The first page of a visit keeps the fallback font; the app switches when the
 * visitor goes to another page: before the new page is painted, so nothing
 * that was on screen moves.
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
