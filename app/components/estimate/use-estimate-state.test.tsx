// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createRef, useImperativeHandle, useRef, type Ref } from "react";
import { NavigationType, Router, type Location, type Navigator, type To } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { estimateQuery, type EstimateState } from "~/estimate/query";
import { useEstimateState } from "./use-estimate-state";

/**
 * The hook inside a router whose address the test hands to React itself: as React Router does in the
 * browser, a navigation changes the window's address at once (the navigator below), while React
 * renders the new location later, in a transition, and on a slow phone sometimes after newer ones.
 */
type Update = ReturnType<typeof useEstimateState>[1];
const hook = createRef<Update>();
const update: Update = (...args) => hook.current!(...args);

function Probe({ ref }: { ref: Ref<Update> }) {
  const form = useRef<HTMLFormElement>(null);
  const [state, next] = useEstimateState(empty, form);
  useImperativeHandle(ref, () => next, [next]);
  return (
    <form ref={form}>
      <output aria-label="оценка">{estimateQuery(state)}</output>
    </form>
  );
}

const empty: EstimateState = { lines: [], town: "", season: "" };
const mowing = (size: string): EstimateState => ({ ...empty, lines: [{ item: "gardening-mowing", size }] });

interface Written {
  search: string;
  replace: boolean;
  state: unknown;
}

function setup() {
  const written: Written[] = [];
  const searchOf = (to: To) => (typeof to === "string" ? new URL(to, "http://localhost").search : (to.search ?? ""));
  const record = (replace: boolean) => (to: To, state?: unknown) => {
    written.push({ search: searchOf(to), replace, state });
    window.history[replace ? "replaceState" : "pushState"](null, "", `/prices${searchOf(to)}`);
  };
  const navigator: Navigator = {
    createHref: (to) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}`),
    go: () => {},
    push: record(false),
    replace: record(true),
  };
  let keys = 0;
  /** React commits `search` as the router's location, reached by `type`, with the entry's `state`. */
  const commit = (search: string, type: NavigationType, state: unknown = null) => {
    const location: Location = { pathname: "/prices", search, hash: "", state, key: `k${(keys += 1)}` };
    view.rerender(
      <Router location={location} navigator={navigator} navigationType={type}>
        <Probe ref={hook} />
      </Router>,
    );
  };
  /** The window's address moves (Back, a link) before React renders it, as in the browser. */
  const visit = (search: string) => window.history.pushState(null, "", `/prices${search}`);
  const view = render(
    <Router
      location={{ pathname: "/prices", search: "", hash: "", state: null, key: "default" }}
      navigator={navigator}
      navigationType={NavigationType.Pop}
    >
      <Probe ref={hook} />
    </Router>,
  );
  const shown = () => screen.getByRole("status", { name: "оценка" }).textContent;
  return { written, commit, visit, shown };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/prices");
});
afterEach(() => vi.useRealTimers());

describe("useEstimateState", () => {
  it("writes a choice at once and a size after a pause in typing, in the same entry", () => {
    const { written, shown } = setup();
    act(() => update(mowing("")));
    act(() => update(mowing("3"), { typing: true }));
    act(() => update(mowing("30"), { typing: true }));
    expect(written.map(({ search, replace }) => [search, replace])).toEqual([["?work=gardening-mowing&size=", false]]);
    act(() => vi.advanceTimersByTime(400));
    expect(written.map(({ search, replace }) => [search, replace])).toEqual([
      ["?work=gardening-mowing&size=", false],
      ["?work=gardening-mowing&size=30", true],
    ]);
    expect(shown()).toBe("?work=gardening-mowing&size=30");
  });

  it("keeps what was typed when React renders its own earlier address late", () => {
    const { written, commit, shown } = setup();
    act(() => update(mowing("30"), { typing: true }));
    act(() => vi.advanceTimersByTime(400));
    act(() => update(mowing("300"), { typing: true }));
    act(() => vi.advanceTimersByTime(400));
    expect(written.map(({ search }) => search)).toEqual(["?work=gardening-mowing&size=30", "?work=gardening-mowing&size=300"]);

    // The first write's location reaches React only now, after the second write.
    commit("?work=gardening-mowing&size=30", NavigationType.Replace, written[0]!.state);
    expect(shown()).toBe("?work=gardening-mowing&size=300");
    // And a choice made now builds on 300, not on 30.
    act(() => update({ ...mowing("300"), season: "spring" }));
    commit("?work=gardening-mowing&size=300", NavigationType.Replace, written[1]!.state);
    expect(shown()).toBe("?work=gardening-mowing&size=300&season=spring");
    expect(window.location.search).toBe("?work=gardening-mowing&size=300&season=spring");
  });

  it("keeps a keystroke typed after its address was written, when that address renders", () => {
    const { written, commit, shown } = setup();
    act(() => update(mowing("300"), { typing: true }));
    act(() => vi.advanceTimersByTime(400));
    act(() => update(mowing("3000"), { typing: true }));
    commit("?work=gardening-mowing&size=300", NavigationType.Replace, written[0]!.state);
    expect(shown()).toBe("?work=gardening-mowing&size=3000");
    act(() => vi.advanceTimersByTime(400));
    expect(window.location.search).toBe("?work=gardening-mowing&size=3000");
  });

  it("follows Back and a link, and a size still waiting to be written gives way to them", () => {
    const { written, commit, visit, shown } = setup();
    act(() => update(mowing("30")));
    act(() => update({ ...mowing("30"), season: "spring" }));
    // Back to the first entry: it is the hook's own, and still read, as Back is the visitor's.
    visit("?work=gardening-mowing&size=30");
    commit("?work=gardening-mowing&size=30", NavigationType.Pop, written[0]!.state);
    expect(shown()).toBe("?work=gardening-mowing&size=30");

    // A size typed, then a link before its pause ends: the link's estimate stays, and nothing is written over it.
    act(() => update(mowing("35"), { typing: true }));
    visit("?work=constructions-deck&size=12");
    commit("?work=constructions-deck&size=12", NavigationType.Push);
    expect(shown()).toBe("?work=constructions-deck&size=12");
    const count = written.length;
    act(() => vi.advanceTimersByTime(400));
    expect(written).toHaveLength(count);
    expect(window.location.search).toBe("?work=constructions-deck&size=12");
  });

  it("skips an address that a newer navigation has already replaced", () => {
    const { written, commit, visit, shown } = setup();
    act(() => update(mowing("30")));
    commit("?work=gardening-mowing&size=30", NavigationType.Push, written[0]!.state);
    // Back, and a choice made before React renders Back's address: the choice is the newer one.
    visit("");
    act(() => update({ ...mowing("30"), season: "autumn" }));
    commit("", NavigationType.Pop);
    expect(shown()).toBe("?work=gardening-mowing&size=30&season=autumn");
  });
});
