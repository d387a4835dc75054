/**
 * The part of the interaction benchmark that runs inside the page, installed
 * in every document of the browser context before the page's own scripts.
 *
 * `arm()` (just before the press) notes which results are already visible,
 * starts a requestAnimationFrame loop and listens, in the capture phase, for
 * the press: the first `pointerdown`, or for a hover the first `pointerover`
 * on the control. From then on, in each frame, it looks for an element
 * matching the result's queries that was not visible before the press and now
 * has a non-empty box inside the viewport and is not hidden (and, for a
 * `focused` query, has focus). When one is found
 * in a frame's callback, the time is taken once that frame has been rendered
 * (a task posted from the callback, at the highest priority, runs after the
 * frame's style, layout and paint, before anything else the page queued):
 * the press → result time is that time less the listener's
 * `performance.now()`. Both are taken as `timeOrigin + now()`, so a press
 * that navigates (a form posted before hydration) is followed into the next
 * document through sessionStorage.
 *
 * The report goes to Node through the binding `__interactionReport`.
 * Written as one self-contained function: Playwright sends its source text.
 */
import type { ProbeReport, PressKind, ResultQuery } from "./controls";

export const PROBE_STATE_KEY = "__interactionProbe";
export const REPORT_BINDING = "__interactionReport";

export interface ProbeApi {
  /**
   * Returns how many elements matching `queries` are visible now (ignored by the measurement).
   * With `controlQuery`, a press (not a hover) that lands outside the element it finds at that
   * moment is reported as missed, not measured: on a page still loading, the control is not always
   * where it is once loaded (a link to a part of the page scrolls there later).
   */
  arm(control: Element, queries: ResultQuery[], kind: PressKind, controlQuery?: ResultQuery): number;
  /** Whether any element matching `queries` is visible now. */
  anyVisible(queries: ResultQuery[]): boolean;
  /** The first element matching `query`, or null. */
  find(query: ResultQuery): Element | null;
}

declare global {
  interface Window {
    __interactionProbe: ProbeApi;
  }
}

interface Armed {
  queries: ResultQuery[];
  kind: PressKind;
  /** Absolute time (ms since the epoch, fractional) of the press, once it happened. */
  start?: number;
  /** The press event's own timestamp, absolute: earlier than `start` when the page was busy. */
  eventTime?: number;
  controlQuery?: ResultQuery;
}

export function installProbe(stateKey: string, reportBinding: string) {
  const IMPLICIT: Record<string, string> = {
    button: "button, input[type=button], input[type=submit], input[type=reset]",
    link: "a[href], area[href]",
    navigation: "nav",
    dialog: "dialog",
    img: "img[alt]:not([alt=''])",
    list: "ul, ol",
    listitem: "li",
    heading: "h1, h2, h3, h4, h5, h6",
    textbox: "textarea, input:not([type]), input[type=text], input[type=email], input[type=tel]",
    radio: "input[type=radio]",
    menuitemradio: "",
    menuitem: "",
    menu: "",
    option: "option",
  };
  const absolute = (t: number) => performance.timeOrigin + t;
  const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    const label = element.getAttribute("aria-label") ?? element.getAttribute("alt") ?? element.getAttribute("title");
    if (label) return clean(label);
    if (element instanceof HTMLInputElement) return clean(element.labels?.[0]?.textContent ?? element.value);
    return clean(element.textContent);
  };
  const candidates = (query: ResultQuery): Element[] => {
    if ("selector" in query) return [...document.querySelectorAll(query.selector)];
    if ("focused" in query) return [...document.querySelectorAll(query.focused)];
    if ("text" in query) {
      const found: Element[] = [];
      const literal = query.text.includes('"') ? `'${query.text}'` : `"${query.text}"`;
      const hits = document.evaluate(`//text()[normalize-space(.)=${literal}]/..`, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE);
      for (let i = 0; i < hits.snapshotLength; i++) found.push(hits.snapshotItem(i) as Element);
      return found;
    }
    const implicit = IMPLICIT[query.role];
    const selector = [`[role~="${query.role}"]`, implicit].filter(Boolean).join(", ");
    return [...document.querySelectorAll(selector)].filter((element) => {
      const explicit = element.getAttribute("role")?.trim().split(/\s+/)[0];
      if (explicit && explicit !== query.role) return false;
      const name = nameOf(element);
      if (query.name !== undefined && name !== query.name) return false;
      return query.nameIncludes === undefined || name.toLowerCase().includes(query.nameIncludes.toLowerCase());
    });
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false;
    return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true } as CheckVisibilityOptions);
  };
  /** The query's answer is on screen: visible, and focused if it asks for focus. */
  const shown = (query: ResultQuery, element: Element) => (!("focused" in query) || document.activeElement === element) && visible(element);
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.getAttribute("role") ? ` role=${element.getAttribute("role")}` : ""}> ${nameOf(element).slice(0, 40)}`;

  let before = new WeakSet<Element>();
  /**
   * Each query's elements, found at arm() and found again only after nodes or text were added or
   * removed: a search over the whole document in every frame (an XPath over every text node of a
   * long page) would add its own milliseconds to the frames it measures, more on a long page than
   * on the reference page. A result that appears without any node added (a popover, a disclosure,
   * a pre-rendered message) was among the elements found at arm().
   */
  let pools: { query: ResultQuery; elements: Element[] }[] = [];
  const poolsOf = (queries: ResultQuery[]) => queries.map((query) => ({ query, elements: candidates(query) }));
  let changed = true;
  new MutationObserver(() => (changed = true)).observe(document, { childList: true, characterData: true, subtree: true });
  let control: Element | null = null;
  let armed: Armed | null = null;
  const save = () => sessionStorage.setItem(stateKey, JSON.stringify(armed));
  /** Ends the press: the report goes to Node, and nothing more is watched. */
  const deliver = (report: ProbeReport) => {
    armed = null;
    sessionStorage.removeItem(stateKey);
    (window as unknown as Record<string, ((report: ProbeReport) => void) | undefined>)[reportBinding]?.(report);
  };

  const onPress = (event: Event) => {
    // Only the press the harness makes: never an event the page dispatches itself.
    if (!event.isTrusted || !armed || armed.start !== undefined) return;
    if (armed.kind === "hover" && (event.type !== "pointerover" || !control?.contains(event.target as Node))) return;
    if (armed.kind !== "hover" && event.type !== "pointerdown") return;
    const eventTime = absolute(event.timeStamp);
    // A tap beside the control as the page has it now (a hover is on the control already, above).
    if (armed.kind !== "hover" && armed.controlQuery && !candidates(armed.controlQuery)[0]?.contains(event.target as Node)) {
      const missed = event.target instanceof Element ? describe(event.target) : "the page";
      return deliver({ ms: 0, inputDelayMs: 0, fromEventMs: 0, eventTime, matched: "", navigated: false, missed });
    }
    armed.start = absolute(performance.now());
    armed.eventTime = eventTime;
    save();
  };
  addEventListener("pointerdown", onPress, { capture: true });
  addEventListener("pointerover", onPress, { capture: true });

  const watch = () => {
    const frame = () => {
      const state = armed;
      if (!state) return;
      if (state.start !== undefined) {
        if (changed) {
          pools = poolsOf(state.queries);
          changed = false;
        }
        for (const { query, elements } of pools) {
          const found = elements.find((element) => !before.has(element) && shown(query, element));
          if (!found) continue;
          const afterFrame = () => {
            const end = absolute(performance.now());
            const report: ProbeReport = {
              ms: end - (state.start ?? end),
              inputDelayMs: (state.start ?? 0) - (state.eventTime ?? state.start ?? 0),
              fromEventMs: end - (state.eventTime ?? state.start ?? end),
              eventTime: state.eventTime ?? state.start ?? end,
              matched: describe(found),
              navigated: carried,
            };
            deliver(report);
          };
          // At the scheduler's highest priority, so that it runs as soon as this frame is rendered:
          // a task of normal priority waits behind what the press queued before it (the popover's
          // `toggle` event, and the handler of the page's own) and can wait for the next frame too.
          const scheduler = (window as unknown as { scheduler?: { postTask(task: () => void, options: { priority: string }): unknown } })
            .scheduler;
          if (scheduler) scheduler.postTask(afterFrame, { priority: "user-blocking" });
          else {
            const channel = new MessageChannel();
            channel.port1.onmessage = afterFrame;
            channel.port2.postMessage(null);
          }
          return;
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  // A press that navigated: go on watching in this document.
  const saved = sessionStorage.getItem(stateKey);
  armed = saved ? (JSON.parse(saved) as Armed) : null;
  let carried = armed?.start !== undefined;
  if (carried) watch();

  window.__interactionProbe = {
    arm(element, queries, kind, controlQuery) {
      control = element;
      before = new WeakSet();
      pools = poolsOf(queries);
      changed = false;
      let already = 0;
      for (const { query, elements } of pools)
        for (const found of elements)
          if (shown(query, found)) {
            before.add(found);
            already += 1;
          }
      armed = { queries, kind, controlQuery };
      carried = false;
      save();
      watch();
      return already;
    },
    anyVisible: (queries) => queries.some((query) => candidates(query).some((element) => shown(query, element))),
    find: (query) => candidates(query)[0] ?? null,
  };
}

/**
 * The script to install, as text. tsx compiles with esbuild's keepNames, which
 * wraps inner functions in a `__name()` helper the page does not have: a
 * stand-in that returns the function comes first.
 */
export function probeScript(): string {
  return `var __name = (fn) => fn;\n(${installProbe.toString()})(${JSON.stringify(PROBE_STATE_KEY)}, ${JSON.stringify(REPORT_BINDING)});`;
}
