// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipProvider, tooltipConfig } from "./tooltip";

function renderTwoIconButtons() {
  render(
    <TooltipProvider>
      <Tooltip label="Тема на сайта">
        <button type="button" aria-label="Тема на сайта">
          ☀
        </button>
      </Tooltip>
      <Tooltip label="Търсене">
        <button type="button" aria-label="Търсене">
          ⌕
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    theme: screen.getByRole("button", { name: "Тема на сайта" }),
    search: screen.getByRole("button", { name: "Търсене" }),
  };
}

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: "mouse" });
/**
 * The pointer moves off `element` and its tooltip closes. (jsdom has no layout,
 * so the tooltip's hoverable area is closed with Escape.)
 */
const leave = (element: HTMLElement) => {
  fireEvent.keyDown(document, { key: "Escape" });
  fireEvent.pointerLeave(element, { pointerType: "mouse" });
};

describe("tooltips on icon-only controls", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("open 700 ms after the pointer rests on the control", () => {
    expect(tooltipConfig).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
    vi.useFakeTimers();
    const { theme } = renderTwoIconButtons();
    hover(theme);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Тема на сайта");
  });

  it("open at once when moving to a neighbour within 300 ms, not after", () => {
    vi.useFakeTimers();
    const { theme, search } = renderTwoIconButtons();
    hover(theme);
    act(() => vi.advanceTimersByTime(700));
    leave(theme);
    act(() => vi.advanceTimersByTime(200));
    hover(search);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Търсене");

    leave(search);
    act(() => vi.advanceTimersByTime(301));
    hover(theme);
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Тема на сайта");
  });
});
