/**
 * Readies React's event handling for the visitor's first press, while the
 * page is idle after hydrating (docs/decisions/0037).
 *
 * React handles every event of the page through listeners on the document,
 * and the first event of each kind runs code that has never run before: V8
 * compiles React DOM's functions only when they are first called, and runs
 * them slowly the first time. A tap sends a dozen events (pointerover,
 * pointerdown, touchstart, gotpointercapture, pointerup, touchend, the mouse
 * events, focus changes), so a page's first tap paid for that compilation
 * inside the press: traced at 4× CPU slowdown, 20–40 ms of the first press,
 * which the second press on the same page did not pay.
 *
 * This sends one event of each of those kinds through React, once, when the
 * page is idle after hydrating, so that the compiling happens then. They are
 * dispatched on <html>, the top of React's tree, which has no handlers: React
 * runs its whole dispatch (finding the target, its plugins, collecting
 * listeners) and finds nothing to call. Scripted events do nothing else in a
 * browser: they press no button, move no focus and close no popover. No
 * `click` is sent: every click the page receives is a visitor's.
 *
 * Nothing is sent once the visitor has pressed something: React's code has
 * run by then.
 */

/** The events of a tap, a click with the mouse and a key press, in the order the browser sends them. */
export const WARMED_EVENTS = [
  "pointerover",
  "pointerenter",
  "mouseover",
  "pointerdown",
  "touchstart",
  "gotpointercapture",
  "pointermove",
  "mousemove",
  "mousedown",
  "focusin",
  "focusout",
  "pointerup",
  "lostpointercapture",
  "touchend",
  "mouseup",
  "pointerout",
  "pointerleave",
  "mouseout",
  "keydown",
  "keyup",
  "submit",
  "transitionrun",
  "transitionstart",
  "transitionend",
] as const;

type WarmedEvent = (typeof WARMED_EVENTS)[number];

/** Each event with the interface the browser gives it (a plain Event where one is missing, as TouchEvent in some desktop browsers). */
function create(type: WarmedEvent): Event {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (type.startsWith("pointer") || type.endsWith("pointercapture")) {
    return typeof PointerEvent === "function" ? new PointerEvent(type, { ...init, isPrimary: true }) : new MouseEvent(type, init);
  }
  if (type.startsWith("mouse")) return new MouseEvent(type, init);
  if (type.startsWith("touch")) return typeof TouchEvent === "function" ? new TouchEvent(type, init) : new Event(type, init);
  if (type.startsWith("focus")) return new FocusEvent(type, init);
  if (type.startsWith("key")) return new KeyboardEvent(type, init);
  if (type.startsWith("transition")) return typeof TransitionEvent === "function" ? new TransitionEvent(type, init) : new Event(type, init);
  return new Event(type, init);
}

/** Sends one event of each kind in WARMED_EVENTS to `target`. */
export function warmEventPath(target: EventTarget) {
  for (const type of WARMED_EVENTS) target.dispatchEvent(create(type));
}

/**
 * Watches for the visitor's first press (a trusted pointerdown or keydown)
 * and returns whether one has happened. Called once, as the page's modules
 * start.
 */
export function watchForPress(target: EventTarget) {
  let pressed = false;
  const onPress = (event: Event) => {
    if (!event.isTrusted) return;
    pressed = true;
    target.removeEventListener("pointerdown", onPress, true);
    target.removeEventListener("keydown", onPress, true);
  };
  target.addEventListener("pointerdown", onPress, true);
  target.addEventListener("keydown", onPress, true);
  return () => pressed;
}

const pressed = typeof window === "undefined" ? () => true : watchForPress(window);

/** Once the page has hydrated and is idle: React's event handling, readied for the first press, unless a press came first. */
export function warmWhenReady() {
  if (!pressed()) warmEventPath(document.documentElement);
}
