import { useEffect, useRef, type KeyboardEvent, type ToggleEvent } from "react";

/** The class on <html> that stops the page from scrolling (app/app.css). */
const SCROLL_LOCKED = "scroll-locked";
/** With it, for a dark panel: the scrollbar's room beside it, left when the page stops scrolling, is dark too. */
const SCROLL_LOCKED_DARK = "scroll-locked-dark";

/** What Tab stops at inside a panel. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The panel's `onKeyDown`, once React runs: Tab and Shift+Tab go round inside
 * the open panel. It covers the whole page, so focus that left it would be on
 * something the visitor cannot see.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    // `checkVisibility` is missing in older Safari (before 17.4): there every candidate counts.
    (element) =>
      element.tabIndex >= 0 && (typeof element.checkVisibility !== "function" || element.checkVisibility({ visibilityProperty: true })),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * For a popover over the whole screen (the phone menu, the lightbox), once
 * React runs. Returns the popover's `onToggle` handler, which:
 *
 * - moves focus into the panel as it opens, to the element `focusOnOpen`
 *   selects (the menu's first link, the lightbox's close button), as a
 *   dialog's focus should. Not with the `autofocus` attribute: the browser
 *   focuses an autofocus element inside the press, which makes it style and
 *   lay the panel out twice and send focus events through the page before the
 *   frame that shows the panel. The `toggle` event comes in a task of its own,
 *   after that frame. Before React runs, focus stays on the button, and Tab
 *   goes from it into the panel (as with every popover);
 * - locks the page behind while the panel is open. The panel keeps its own
 *   scrolling from the first paint (`overscroll-behavior: contain`), but a
 *   browser may let a swipe through when the panel has nothing to scroll.
 *   With `dark` (the lightbox), the room the page keeps for a scrollbar
 *   (`scrollbar-gutter: stable`), which no panel can cover, is dark as well.
 *
 * - with `returnFocusTo`, gives focus back to the element it names as the
 *   panel closes, unless focus went on into another open panel. The browser
 *   gives it back only to the button that opened the panel, and only while
 *   focus is inside it: a lightbox moved to by an arrow or a swipe, or closed
 *   by a tap that took focus away, would leave it nowhere.
 *
 * Moving from one photo's lightbox to the next unlocks and locks again, and a
 * panel that leaves the page while open (the back button on the gallery)
 * unlocks: a popover removed from the page fires no `toggle` event.
 */
export function useFullScreenPopover(
  focusOnOpen: string,
  { dark = false, returnFocusTo }: { dark?: boolean; returnFocusTo?: () => HTMLElement | null } = {},
) {
  const locked = useRef(false);
  useEffect(
    () => () => {
      if (locked.current) document.documentElement.classList.remove(SCROLL_LOCKED, SCROLL_LOCKED_DARK);
    },
    [],
  );
  return (event: ToggleEvent<HTMLElement>) => {
    const open = event.newState === "open";
    locked.current = open;
    document.documentElement.classList.toggle(SCROLL_LOCKED, open);
    if (dark) document.documentElement.classList.toggle(SCROLL_LOCKED_DARK, open);
    // Only if nothing inside has taken focus already (a press on one of its buttons while it opened).
    if (open && !event.currentTarget.contains(document.activeElement)) {
      event.currentTarget.querySelector<HTMLElement>(focusOnOpen)?.focus();
    }
    if (!open && returnFocusTo && !document.activeElement?.closest(":popover-open")) returnFocusTo()?.focus();
  };
}
