// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { useRef } from "react";
import { NavigationType, Router, type Location, type Navigator } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { usePopoverClosedOnNavigation } from "./use-popover";

/** A menu with the hook, its panel an open popover (jsdom has no popovers: the panel's two methods are stand-ins). */
function Menu({ hide }: { hide: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  usePopoverClosedOnNavigation(panel);
  return (
    <div
      ref={(element) => {
        if (!element) return;
        panel.current = Object.assign(element, { hidePopover: hide, matches: (query: string) => query === ":popover-open" });
      }}
    />
  );
}

const navigator: Navigator = { createHref: () => "", go: () => {}, push: () => {}, replace: () => {} };

function setup() {
  const hide = vi.fn();
  let keys = 0;
  const at = (path: string, type: NavigationType, key = `k${(keys += 1)}`) => {
    const url = new URL(path, "http://localhost");
    const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
    return (
      <Router location={location} navigator={navigator} navigationType={type}>
        <Menu hide={hide} />
      </Router>
    );
  };
  const view = render(at("/prices", NavigationType.Pop, "default"));
  const go = (path: string, type: NavigationType) => view.rerender(at(path, type));
  return { hide, go };
}

describe("usePopoverClosedOnNavigation", () => {
  it("leaves a menu opened before hydration open", () => {
    expect(setup().hide).not.toHaveBeenCalled();
  });

  it("leaves the menu open when the page changes its own query (the estimate written after typing)", () => {
    const { hide, go } = setup();
    go("/prices?work=gardening-mowing&size=30", NavigationType.Replace);
    go("/prices?work=gardening-mowing&size=30&season=spring", NavigationType.Push);
    expect(hide).not.toHaveBeenCalled();
  });

  it("hides it on another page, and on Back or forward", () => {
    const { hide, go } = setup();
    go("/contact", NavigationType.Push);
    expect(hide).toHaveBeenCalledTimes(1);
    go("/prices", NavigationType.Pop);
    expect(hide).toHaveBeenCalledTimes(2);
    go("/prices?work=gardening-mowing&size=30", NavigationType.Pop);
    expect(hide).toHaveBeenCalledTimes(3);
  });
});
