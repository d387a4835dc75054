import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** Hides a popover element if it is open (a no-op in browsers without popovers). */
export function hidePopover(element: HTMLElement | null) {
  if (element && typeof element.hidePopover === "function" && element.matches(":popover-open")) element.hidePopover();
}

/**
 * For a menu that is an HTML popover: the browser opens and closes it, but a
 * client-side navigation does not unload the page as a link did before
 * hydration, so the menu is hidden when the location changes. Returns a
 * function that hides it now.
 */
export function usePopoverClosedOnNavigation(popover: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  // Only when the location changes: a menu the visitor opened before React hydrated stays open.
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shown.current === `${pathname}${search}`) return;
    shown.current = `${pathname}${search}`;
    hidePopover(popover.current);
  }, [pathname, search, popover]);
  return () => hidePopover(popover.current);
}
