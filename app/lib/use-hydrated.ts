import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true from the render
 * right after. Anything that depends on the URL's query string (which the
 * prerender never saw) must wait for it, or the first client render would
 * differ from the HTML. On client-side navigations it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
