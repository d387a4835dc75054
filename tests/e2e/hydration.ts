import type { Locator, Page } from "@playwright/test";

declare global {
  interface Window {
    /** Set by React Router's HydratedRouter once the app has hydrated. */
    __reactRouterDataRouter: { navigate: (to: string) => Promise<void>; state: { navigation: { state: string } } };
    __reactRouterManifest: { routes: Record<string, { module: string; path?: string }> };
  }
}

/**
 * Whether React has hydrated the whole document, read from the root React
 * keeps on `document` (`hydrateRoot(document, …)` in app/entry.client.tsx):
 * until the root's first commit it is "dehydrated", and each Suspense
 * boundary of the page (root.tsx: the header, the content, the footer, the contact bar)
 * is hydrated in a pass of its own after that, until then keeping its server
 * HTML ("dehydrated").
 * The router alone is not enough: React Router creates it in its first render,
 * while React still hydrates the rest of the page in later time slices.
 */
function hydrationCommitted(): boolean | "no root" {
  type Fiber = { tag: number; memoizedState?: { dehydrated?: unknown } | null; child: Fiber | null; sibling: Fiber | null };
  const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
  if (key === undefined) return false;
  const container = (
    document as unknown as Record<string, { stateNode?: { current?: Fiber & { memoizedState?: { isDehydrated?: boolean } } } }>
  )[key];
  const current = container?.stateNode?.current;
  const state = current?.memoizedState;
  if (current === undefined || state === undefined || typeof state.isDehydrated !== "boolean") return "no root";
  if (state.isDehydrated) return false;
  // React's SuspenseComponent (tag 13) holds its server HTML in `memoizedState.dehydrated` until hydrated.
  const pending: Fiber[] = [current];
  while (pending.length > 0) {
    const fiber = pending.pop()!;
    if (fiber.tag === 13 && fiber.memoizedState?.dehydrated) return false;
    if (fiber.child) pending.push(fiber.child);
    if (fiber.sibling) pending.push(fiber.sibling);
  }
  return true;
}

/**
 * Waits until the page has hydrated by itself (app/entry.client.tsx: after
 * its first paint, without any input): React has committed the whole page,
 * its effects have run and the router runs.
 */
export async function waitForHydration(page: Page) {
  const committed = await page.waitForFunction(hydrationCommitted);
  if ((await committed.jsonValue()) === "no root") {
    throw new Error("waitForHydration: React's root on `document` no longer has the shape this helper reads (tests/e2e/hydration.ts)");
  }
  await page.waitForFunction(() => window.__reactRouterDataRouter !== undefined);
  // Passive effects (the footer's year, theme sync) run in a task of their own just after the commit.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * In the page, self-contained (it is sent to the browser as text, so it repeats the root lookup and
 * the walk of `hydrationCommitted` above rather than calling it): waits, a task at a time, for
 * the moment React has hydrated the shell but not yet the page's content, presses the element
 * `selector` finds there with a script's click, and reports what happened inside the press: which
 * clicks a listener on the document saw, whether the element's popover opened, and whether the
 * content was still not hydrated after the press (React did not hydrate it for the press).
 */
export async function pressWhileContentHydrates(selector: string) {
  type Fiber = {
    tag: number;
    memoizedState?: { dehydrated?: unknown; isDehydrated?: boolean } | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const root = (): Fiber | undefined => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    return key ? (document as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key]?.stateNode?.current : undefined;
  };
  // The dehydrated Suspense boundary (tag 13) whose server HTML holds the element, if any.
  const waitingPartHolds = (element: Element) => {
    const pending: Fiber[] = [root()!];
    while (pending.length > 0) {
      const fiber = pending.pop()!;
      const dehydrated = fiber.tag === 13 ? (fiber.memoizedState?.dehydrated as Comment | undefined) : undefined;
      if (dehydrated) {
        // Its server HTML runs to the comment that closes it (React's `<!--/$-->`), past any nested boundary.
        let depth = 0;
        for (let node = dehydrated.nextSibling; node; node = node.nextSibling) {
          const data = node.nodeType === Node.COMMENT_NODE ? (node as Comment).data : "";
          if (data.startsWith("$")) depth++;
          else if (data === "/$" && depth-- === 0) break;
          if (node.contains(element)) return true;
        }
      }
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return false;
  };
  let element: HTMLElement | null = null;
  for (let tasks = 0; ; tasks++) {
    // From the page's first bytes: the element may not be parsed yet.
    element ??= document.querySelector<HTMLElement>(selector);
    const shellHydrated = root()?.memoizedState?.isDehydrated === false;
    if (element && shellHydrated) {
      if (waitingPartHolds(element)) break;
      return null;
    }
    if (tasks > 5000) return null;
    await new Promise((resolve) => setTimeout(resolve));
  }
  const seen: string[] = [];
  const listener = (event: Event) => seen.push((event.target as Element).tagName);
  document.addEventListener("click", listener, { capture: true });
  element.click();
  document.removeEventListener("click", listener, { capture: true });
  const popover = element.getAttribute("popovertarget");
  return {
    seenByDocument: seen,
    open: popover ? document.getElementById(popover)!.matches(":popover-open") : null,
    stillWaiting: waitingPartHolds(element),
  };
}

/** Whether the page has hydrated, right now. */
export const isHydrated = (page: Page) => page.evaluate(hydrationCommitted).then((committed) => committed === true);

/**
 * A control's expanded state as the browser tells assistive technology: for a
 * button that opens a popover (`popovertarget`) the browser computes it, with
 * no aria-expanded attribute, so it is read from Chromium's accessibility tree.
 */
export async function expandedState(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const selector = await control.evaluate((element) => {
      element.setAttribute("data-expanded-probe", "");
      return "[data-expanded-probe]";
    });
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    await control.evaluate((element) => element.removeAttribute("data-expanded-probe"));
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** Scrolls to the bottom and back, so lazy images and anything below the fold load too. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}
