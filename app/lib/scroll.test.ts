// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollConfig, scrollToSection } from "./scroll";

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

describe("scrolling to a section", () => {
  let frames: FrameRequestCallback[];
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    document.body.innerHTML = '<section id="services"></section>';
    // The section starts 1000 px below the top of the viewport.
    vi.spyOn(document.getElementById("services")!, "getBoundingClientRect").mockReturnValue({ top: 1000 } as DOMRect);
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    reducedMotion(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Runs queued animation frames at the given times (ms). */
  function runFrames(times: number[]) {
    for (const time of times) frames.shift()?.(time);
  }

  it("stops 64 px above the section after 500 ms", async () => {
    expect(scrollConfig).toEqual({ offset: -64, durationMs: 500 });
    const done = scrollToSection("services");
    runFrames([0, 250, 499, 500]);
    await expect(done).resolves.toBe(true);
    const tops = scrollTo.mock.calls.map(([options]) => options.top);
    expect(tops[0]).toBe(0);
    expect(tops[1]).toBeCloseTo(468, 0); // half-way in time, half-way in distance
    expect(tops[2]).toBeLessThan(936);
    expect(tops.at(-1)).toBe(936);
    expect(frames).toHaveLength(0);
  });

  it("jumps straight there when the visitor prefers reduced motion", async () => {
    reducedMotion(true);
    await expect(scrollToSection("services")).resolves.toBe(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 936, behavior: "instant" });
  });

  it("does nothing for a section that is not on the page", async () => {
    await expect(scrollToSection("nowhere")).resolves.toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
