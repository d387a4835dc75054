// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testMenu } from "../../../tests/fixtures/test-menu";
import { DesktopNav } from "./desktop-nav";

const scroll = vi.hoisted(() => ({ scrollToSection: vi.fn(() => Promise.resolve(true)) }));
vi.mock("~/lib/scroll", () => scroll);

/** Lets the test say which sections the browser reports as in view. */
let reportIntersections: (ids: string[]) => void = () => {};

class FakeIntersectionObserver {
  private elements: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    reportIntersections = (ids) =>
      act(() =>
        this.callback(
          this.elements.map((target) => ({ target, isIntersecting: ids.includes(target.id) }) as IntersectionObserverEntry),
          this as unknown as IntersectionObserver,
        ),
      );
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {}
}

function Page({ sections }: { sections: boolean }) {
  return (
    <>
      <DesktopNav menu={testMenu} />
      {sections ? (
        <>
          <section id="services">Услуги</section>
          <section id="gallery">Обекти</section>
        </>
      ) : null}
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <Page sections /> },
    { path: "/prices", Component: () => <Page sections={false} /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("menu items of every kind (test-only menu)", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens an external item in a new tab without giving it access to the site", () => {
    renderAt("/");
    const link = screen.getByRole("link", { name: /Полезно/ });
    expect(link).toHaveAttribute("href", "https://example.org/polezno");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("on the home page, a scroll item scrolls to its section instead of navigating", async () => {
    renderAt("/");
    await userEvent.click(screen.getByRole("link", { name: "Последни обекти" }));
    expect(scroll.scrollToSection).toHaveBeenCalledWith("gallery");
  });

  it("on the home page, highlights the scroll item whose section is in view", () => {
    renderAt("/");
    const services = screen.getByRole("link", { name: "Услуги на началната" });
    const gallery = screen.getByRole("link", { name: "Последни обекти" });
    expect(services).not.toHaveAttribute("aria-current");

    reportIntersections(["services"]);
    expect(services).toHaveAttribute("aria-current", "location");
    expect(gallery).not.toHaveAttribute("aria-current");

    reportIntersections(["gallery"]);
    expect(services).not.toHaveAttribute("aria-current");
    expect(gallery).toHaveAttribute("aria-current", "location");
  });

  it("on other pages, a scroll item leads to the home page's section", async () => {
    renderAt("/prices");
    const link = screen.getByRole("link", { name: "Последни обекти" });
    expect(link).toHaveAttribute("href", "/#gallery");
    expect(link).not.toHaveAttribute("aria-current");
    await userEvent.click(link);
    expect(scroll.scrollToSection).not.toHaveBeenCalled();
    expect(await screen.findByText("Обекти")).toBeInTheDocument();
  });

  it("marks the current page's route item", () => {
    renderAt("/prices");
    expect(screen.getByRole("link", { name: "Цени" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Начало" })).not.toHaveAttribute("aria-current");
  });
});
