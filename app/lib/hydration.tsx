import { Suspense, useEffect, type ReactNode } from "react";

/**
 * The page hydrates in parts (decision 0058), and while it does, a press on a control the browser
 * answers by itself is the browser's alone (decision 0059).
 *
 * React answers a press that lands in a part it has not hydrated yet by hydrating that part first,
 * synchronously, inside the press (and the whole shell with it, if the shell is not done): on a
 * slow phone 100–200 ms in which the browser cannot show what the press did. A popover's button
 * and a disclosure's summary need nothing of React to open (decision 0012): until the page has
 * hydrated, their presses stop at the window, before React's listener on the document sees them,
 * and the browser opens the panel at once. What React adds to them (focus moved into a panel, the
 * page behind it locked) comes with the panel's `toggle` event, which is not held.
 */

/** The events of a press (pointer, touch, mouse, keyboard) that React answers by hydrating first. */
const PRESS_EVENTS = ["pointerdown", "pointerup", "mousedown", "mouseup", "touchstart", "touchend", "click", "keydown", "keyup"] as const;

/**
 * What the browser answers by itself, before React runs and after. A React `onClick` (or any press
 * handler) on one of these would not run for a press made while the page hydrates.
 */
const NATIVE_CONTROL = "[popovertarget], summary";

/** Parts the shell has rendered whose own content has not hydrated yet. */
let partsWaiting = 0;
let shellHydrated = false;

function hold(event: Event) {
  if (event.target instanceof Element && event.target.closest(NATIVE_CONTROL)) event.stopPropagation();
}

function release() {
  for (const type of PRESS_EVENTS) removeEventListener(type, hold, { capture: true });
}

function releaseWhenHydrated() {
  if (shellHydrated && partsWaiting === 0) release();
}

/**
 * Called before React hydrates the page (app/entry.client.tsx). The presses are held until the
 * shell (`useShellHydrated`, in the root's layout) and every `PagePart` have hydrated.
 */
export function holdNativePressesUntilHydrated() {
  partsWaiting = 0;
  shellHydrated = false;
  // On the window, in the capture phase: before React's listeners on the document.
  for (const type of PRESS_EVENTS) addEventListener(type, hold, { capture: true });
}

/** In the root's layout: its effects run once the shell has hydrated, after those of the parts it rendered. */
export function useShellHydrated() {
  useEffect(() => {
    shellHydrated = true;
    releaseWhenHydrated();
  }, []);
}

/** Rendered with the shell, beside the part: counts it as waiting. */
function PartRendered() {
  useEffect(() => {
    partsWaiting += 1;
  }, []);
  return null;
}

/** Rendered inside the part: its effect runs when the part's content has hydrated. */
function PartHydrated() {
  useEffect(() => {
    partsWaiting -= 1;
    releaseWhenHydrated();
  }, []);
  return null;
}

/**
 * A part of the page React hydrates in a pass of its own, after the shell (a Suspense boundary that
 * never suspends: the server sends it in place, app/entry.server.tsx). A press inside it before then
 * makes React hydrate this part only.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return (
    <>
      <PartRendered />
      <Suspense>
        <PartHydrated />
        {children}
      </Suspense>
    </>
  );
}
