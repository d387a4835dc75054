import { useEffect } from "react";

/**
 * Dispatched on `window` once React has hydrated the prerendered page. The
 * inline boot script (scripts/deferred-hydration.mjs) holds back a button
 * click that happens before then and clicks that button again on this event:
 * until React has committed, nothing on the page would handle it. Same value
 * as HYDRATED_EVENT there.
 */
export const HYDRATED_EVENT = "app-hydrated";

/** In the root layout: its effects run once the whole document has hydrated. */
export function useHydratedEvent(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
