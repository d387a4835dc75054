// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { galleryDefaults as gallery } from "~/content/gallery";
import { shownEntry } from "~/lib/gallery-images";
import { beforeAfter } from "~/content/pages/before-after";
import { BEFORE_AFTER_SCRIPT, BeforeAfter, hasBefore, keyedSplit, START } from "./before-after";

const entry = gallery.map(shownEntry).find(hasBefore)!;

/** The comparison, inside a parent that records the keys and pointer presses that reach it (the lightbox's swipe and arrows). */
function renderComparison() {
  const parentKeys: string[] = [];
  const parentPointer = vi.fn();
  const view = render(
    // Stands for the lightbox, which listens on its dialog.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={(event) => parentKeys.push(event.key)} onPointerDown={parentPointer}>
      <BeforeAfter entry={entry} sizes="100vw" />
    </div>,
  );
  const slider = screen.getByRole("slider", { name: beforeAfter.slider });
  const root = view.container.querySelector<HTMLElement>(".compare")!;
  const split = () => root.style.getPropertyValue("--split");
  return { slider, split, parentKeys, parentPointer };
}

/** A pointer event at `clientX` (jsdom has no PointerEvent: a MouseEvent with the pointer's fields). */
function pointer(type: string, clientX: number, pointerType = "mouse", clientY = 150) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0 });
  Object.assign(event, { pointerId: 1, pointerType, isPrimary: true });
  return event;
}

describe("keyedSplit", () => {
  it.each([
    ["ArrowLeft", false, 49],
    ["ArrowDown", false, 49],
    ["ArrowRight", false, 51],
    ["ArrowUp", false, 51],
    ["ArrowLeft", true, 40],
    ["ArrowRight", true, 60],
    ["PageDown", false, 40],
    ["PageUp", false, 60],
    ["Home", false, 0],
    ["End", false, 100],
    ["Enter", false, null],
    ["a", false, null],
  ])("%s (shift %s) from 50 → %s", (key, shiftKey, expected) => {
    expect(keyedSplit(50, { key, shiftKey })).toBe(expected);
  });

  it("stays between 0 and 100", () => {
    expect(keyedSplit(0, { key: "ArrowLeft", shiftKey: true })).toBe(0);
    expect(keyedSplit(99, { key: "PageUp", shiftKey: false })).toBe(100);
  });
});

describe("the before-and-after comparison", () => {
  it("shows both pictures, labelled „Преди“ and „След“, and a named slider that starts in the middle", () => {
    const { slider, split } = renderComparison();
    expect(screen.getByRole("img", { name: entry.before.alt })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: entry.alt })).toBeInTheDocument();
    expect(screen.getByText(beforeAfter.before)).toBeInTheDocument();
    expect(screen.getByText(beforeAfter.after)).toBeInTheDocument();
    expect(slider).toHaveValue(String(START));
    expect(split()).toBe(`${START}%`);
  });

  it("moves by the keys, and the lightbox around it does not see them", async () => {
    const user = userEvent.setup();
    const { slider, split, parentKeys } = renderComparison();
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(slider).toHaveValue("52");
    expect(split()).toBe("52%");
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect(slider).toHaveValue("42");
    await user.keyboard("{Home}");
    expect(split()).toBe("0%");
    await user.keyboard("{End}");
    expect(split()).toBe("100%");
    await user.keyboard("{PageDown}");
    expect(slider).toHaveValue("90");
    // Keys it does not take go on (Shift, Escape to close the lightbox); the ones it takes do not.
    await user.keyboard("{Escape}");
    expect(parentKeys).toEqual(["Shift", "Escape"]);
  });

  /** A comparison whose stage is 400 px wide, from 100 px. */
  function renderMeasured() {
    const rendered = renderComparison();
    rendered.slider.parentElement!.getBoundingClientRect = () => ({
      left: 100,
      width: 400,
      top: 0,
      height: 300,
      right: 500,
      bottom: 300,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    return rendered;
  }

  it.each(["mouse", "touch"])("follows a %s: the divider goes where it drags, without the lightbox taking it for a swipe", (kind) => {
    const { slider, split, parentPointer } = renderMeasured();
    fireEvent(slider, pointer("pointerdown", 200, kind));
    if (kind === "mouse") {
      // A mouse press jumps at once; a finger may be starting to scroll, so it waits to move sideways.
      expect(split()).toBe("25%");
      expect(slider).toHaveFocus();
    } else expect(split()).toBe(`${START}%`);
    fireEvent(slider, pointer("pointermove", 400, kind));
    expect(slider).toHaveFocus();
    expect(split()).toBe("75%");
    // Beyond the edges: the ends.
    fireEvent(slider, pointer("pointermove", 900, kind));
    expect(split()).toBe("100%");
    fireEvent(slider, pointer("pointerup", 900, kind));
    // After the finger is lifted, moving does nothing.
    fireEvent(slider, pointer("pointermove", 100, kind));
    expect(split()).toBe("100%");
    expect(slider).toHaveValue("100");
    expect(parentPointer).not.toHaveBeenCalled();
  });

  it("takes a tap: the divider goes where the finger was", () => {
    const { slider, split, parentPointer } = renderMeasured();
    fireEvent(slider, pointer("pointerdown", 200, "touch"));
    fireEvent(slider, pointer("pointermove", 203, "touch", 152));
    fireEvent(slider, pointer("pointerup", 203, "touch", 152));
    expect(split()).toBe("26%");
    expect(slider).toHaveFocus();
    expect(parentPointer).not.toHaveBeenCalled();
  });

  it("leaves a finger that scrolls the page: a swipe up or down does not move the divider", () => {
    const { slider, split } = renderMeasured();
    fireEvent(slider, pointer("pointerdown", 200, "touch", 150));
    fireEvent(slider, pointer("pointermove", 206, "touch", 100));
    // The browser scrolls and cancels the pointer; had it not, a later sideways move still does nothing.
    fireEvent(slider, pointer("pointermove", 400, "touch", 60));
    fireEvent(slider, pointer("pointercancel", 400, "touch", 60));
    expect(split()).toBe(`${START}%`);
    expect(slider).not.toHaveFocus();
  });

  it("tells a screen reader how much of each picture shows", async () => {
    const { slider } = renderComparison();
    expect(slider).toHaveAttribute("aria-valuetext", "50 % „Преди“, 50 % „След“");
    slider.focus();
    await userEvent.setup().keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect(slider).toHaveAttribute("aria-valuetext", "40 % „Преди“, 60 % „След“");
  });

  it("ignores the mouse's other buttons", () => {
    const { slider, split } = renderComparison();
    slider.parentElement!.getBoundingClientRect = () => ({
      left: 0,
      width: 400,
      top: 0,
      height: 300,
      right: 400,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const right = new MouseEvent("pointerdown", { bubbles: true, cancelable: true, clientX: 10, button: 2 });
    Object.assign(right, { pointerId: 1, pointerType: "mouse", isPrimary: true });
    fireEvent(slider, right);
    expect(split()).toBe(`${START}%`);
  });

  it("starts where the divider was moved before hydration, by the page's script", () => {
    document.body.innerHTML = `<div class="compare"><div><input class="compare-range" type="range" value="50"></div></div>`;
    new Function(BEFORE_AFTER_SCRIPT)();
    const input = document.querySelector<HTMLInputElement>(".compare-range")!;
    input.value = "30";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(document.querySelector<HTMLElement>(".compare")!.style.getPropertyValue("--split")).toBe("30%");
    document.body.innerHTML = "";
  });

  it("takes a key pressed the moment it hydrates, after a divider moved before: neither is undone", async () => {
    // React's own timing, not act()'s: hydration commits in one task and runs passive effects in a later one.
    const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<BeforeAfter entry={entry} sizes="100vw" />);
    document.body.append(container);
    const root = container.querySelector<HTMLElement>(".compare")!;
    const input = container.querySelector<HTMLInputElement>(".compare-range")!;
    // Moved by the browser before React runs.
    input.value = "30";
    // The first thing React writes is the divider's place, in its commit: the key comes in right then.
    const observer = new MutationObserver(() => {
      observer.disconnect();
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }));
    });
    observer.observe(root, { attributes: true, attributeFilter: ["style"] });
    const hydrated = hydrateRoot(container, <BeforeAfter entry={entry} sizes="100vw" />);
    try {
      await vi.waitFor(() => expect(input.value).toBe("31"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(input.value).toBe("31");
      expect(root.style.getPropertyValue("--split")).toBe("31%");
    } finally {
      hydrated.unmount();
      container.remove();
      Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
    }
  });
});
