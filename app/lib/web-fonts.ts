/**
 * Manrope loads after the first paint: until then, and while it downloads,
 * text is set in a local fallback sized to match it (app.css). The class below
 * on <html> switches to Manrope; scripts/deferred-hydration.mjs adds it after
 * the page's first paint and, once the fonts are in the cache, remembers that
 * in sessionStorage so the next pages of the visit use them from their first
 * paint (the inline head script runs `applyCachedWebFonts` before anything is
 * painted). sessionStorage, not localStorage: a flag that outlived the browser
 * cache would make a first paint wait for the fonts' download.
 */

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
