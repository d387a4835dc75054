import { useEffect, useRef, type ToggleEvent } from "react";

/** The class on <html> that stops the page from scrolling (app/app.css). */
export const SCROLL_LOCKED = "scroll-locked";

/**
 * For a popover over the whole screen (the phone menu, the lightbox): once
 * React runs, the page behind is locked while it is open. Returns the
 * popover's `onToggle` handler. The panel keeps its own scrolling from the
 * first paint (`overscroll-behavior: contain`), but a browser may let a swipe
 * through when the panel has nothing to scroll; the lock covers that.
 *
 * The lock is set after the panel has opened (the `toggle` event comes in a
 * task of its own), so the press's first frame does not wait for it. Moving
 * from one photo's lightbox to the next unlocks and locks again, and a panel
 * that leaves the page while open (the back button on the gallery) unlocks:
 * a popover removed from the page fires no `toggle` event.
 */
export function usePageLockWhileOpen() {
  const locked = useRef(false);
  useEffect(
    () => () => {
      if (locked.current) document.documentElement.classList.remove(SCROLL_LOCKED);
    },
    [],
  );
  return (event: ToggleEvent<HTMLElement>) => {
    locked.current = event.newState === "open";
    document.documentElement.classList.toggle(SCROLL_LOCKED, locked.current);
  };
}
