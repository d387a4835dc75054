// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { lazy, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PagePart, holdNativePressesUntilHydrated, useShellHydrated } from "./hydration";

function Shell({ children }: { children: ReactNode }) {
  useShellHydrated();
  return <>{children}</>;
}

/** The presses React's listener on the document would see. */
let seen: string[] = [];
const onDocument = (event: Event) => seen.push(`${event.type} ${(event.target as Element).id}`);

function press(id: string) {
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

beforeEach(() => {
  seen = [];
  document.body.innerHTML = "";
  document.addEventListener("click", onDocument, { capture: true });
});
afterEach(() => document.removeEventListener("click", onDocument, { capture: true }));

describe("presses while the page hydrates", () => {
  it("hold a popover's button and a summary at the window, and let every other press through", () => {
    holdNativePressesUntilHydrated();
    document.body.innerHTML = `
      <button id="menu" popovertarget="panel"><span id="label">Меню</span></button><div id="panel" popover></div>
      <details><summary id="summary">Карта</summary></details>
      <button id="send" type="button">Изпратете</button>`;
    for (const id of ["menu", "label", "summary", "send"]) press(id);
    expect(seen).toEqual(["click send"]);
  });

  it("are the page's again once the shell and every part have hydrated, not before", async () => {
    let ready!: () => void;
    const waiting = new Promise<void>((resolve) => (ready = resolve));
    // A part whose content React has not committed yet: it waits for its code.
    const Waits = lazy(() => waiting.then(() => ({ default: () => <p>ready</p> })));
    holdNativePressesUntilHydrated();
    render(
      <Shell>
        <PagePart>
          <button id="menu" popoverTarget="panel" />
        </PagePart>
        <PagePart>
          <Waits />
        </PagePart>
      </Shell>,
    );
    press("menu");
    expect(seen).toEqual([]);

    // React shows a part's content at most every 300 ms once its fallback is up.
    await act(async () => {
      ready();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(screen.getByText("ready")).toBeInTheDocument();
    press("menu");
    expect(seen).toEqual(["click menu"]);
  });

  it("are the page's once the shell has hydrated on a page without parts", () => {
    holdNativePressesUntilHydrated();
    render(
      <Shell>
        <button id="menu" popoverTarget="panel" />
      </Shell>,
    );
    press("menu");
    expect(seen).toEqual(["click menu"]);
  });
});
