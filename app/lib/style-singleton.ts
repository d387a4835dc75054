/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it here), which
 * Radix's scroll lock (react-remove-scroll) uses to add styles while a dialog
 * or menu is open. The original writes a <style> element, which a strict
 * Content-Security-Policy refuses (its text changes with the scrollbar's
 * width, so no hash can allow it). This one adds the same CSS as a constructed
 * stylesheet (document.adoptedStyleSheets), which the policy does not govern.
 * Same exports and behaviour: added with the first user, removed with the last.
 */
import { useEffect } from "react";

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // Like the original: re-run only when dynamic styles change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
