import { useEffect, useRef, type RefObject } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/** Hides a popover element if it is open (a no-op in browsers without popovers). */
export function hidePopover(element: HTMLElement | null) {
  if (element && typeof element.hidePopover === "function" && element.matches(":popover-open")) element.hidePopover();
}

/**
 * For a menu that is an HTML popover: the browser opens and closes it, but a
 * client-side navigation does not unload the page as a link did before
 * hydration, so the menu is hidden when the visitor goes to another page, or
 * Back or forward. A change of the query made on the page itself (the price
 * estimate keeps its state there, written a moment after typing) leaves the
 * menu as the visitor has it. Returns a function that hides it now.
 */
export function usePopoverClosedOnNavigation(popover: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  // Only when the location changes: a menu the visitor opened before React hydrated stays open.
  const shown = useRef({ pathname, key });
  useEffect(() => {
    if (shown.current.key === key) return;
    const samePage = shown.current.pathname === pathname;
    shown.current = { pathname, key };
    if (samePage && navigationType !== NavigationType.Pop) return;
    hidePopover(popover.current);
  }, [pathname, key, navigationType, popover]);
  return () => hidePopover(popover.current);
}
