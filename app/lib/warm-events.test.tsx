// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WARMED_EVENTS, warmEventPath, watchForPress } from "./warm-events";

describe("warming React's event path", () => {
  it("sends every event of a tap, a mouse press and a key press through React's own listeners", () => {
    const seen: string[] = [];
    const note = (event: { type: string }) => seen.push(event.type);
    const view = render(
      // Only a target for the events, as <html> is on the page.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <section
        data-testid="target"
        onPointerDown={note}
        onPointerUp={note}
        onTouchStart={note}
        onTouchEnd={note}
        onMouseDown={note}
        onMouseUp={note}
        onFocus={note}
        onBlur={note}
        onKeyDown={note}
        onSubmit={note}
        onTransitionEnd={note}
      />,
    );
    warmEventPath(view.getByTestId("target"));
    // React names focusin and focusout focus and blur.
    expect(seen).toEqual([
      "pointerdown",
      "touchstart",
      "mousedown",
      "focus",
      "blur",
      "pointerup",
      "touchend",
      "mouseup",
      "keydown",
      "submit",
      "transitionend",
    ]);
  });

  it("runs no handler below where it is sent, sends no click, and moves no focus", () => {
    const handler = vi.fn();
    const nativeClick = vi.fn();
    const view = render(
      <div data-testid="top">
        <button type="button" onClick={handler} onPointerDown={handler} onFocus={handler} onKeyDown={handler}>
          Меню
        </button>
        <form onSubmit={handler}>
          <input aria-label="Име" onFocus={handler} onChange={handler} />
        </form>
      </div>,
    );
    const top = view.getByTestId("top");
    top.addEventListener("click", nativeClick);
    warmEventPath(top);
    expect(handler).not.toHaveBeenCalled();
    expect(nativeClick).not.toHaveBeenCalled();
    expect(WARMED_EVENTS).not.toContain("click");
    expect(document.activeElement).toBe(document.body);
  });
});

describe("watchForPress", () => {
  /** An event target whose listeners the test calls itself, with events a page could not forge. */
  function fakeTarget() {
    const listeners = new Map<string, (event: Event) => void>();
    const target = {
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as EventTarget;
    const send = (type: string, isTrusted: boolean) => listeners.get(type)?.({ type, isTrusted } as Event);
    return { target, send, listeners };
  }

  it("notes the visitor's first press or key, and stops listening", () => {
    const { target, send, listeners } = fakeTarget();
    const pressed = watchForPress(target);
    expect(pressed()).toBe(false);
    send("pointerdown", true);
    expect(pressed()).toBe(true);
    expect(listeners.size).toBe(0);

    const keys = fakeTarget();
    const typed = watchForPress(keys.target);
    keys.send("keydown", true);
    expect(typed()).toBe(true);
  });

  it("does not take the page's own scripted events for a press", () => {
    const { target, send } = fakeTarget();
    const pressed = watchForPress(target);
    send("pointerdown", false);
    send("keydown", false);
    expect(pressed()).toBe(false);
  });
});
