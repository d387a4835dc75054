/**
 * The controls the interaction benchmark presses, as a visitor finds them: by
 * role and accessible name, never by CSS class, so that a control rewritten
 * (native popover, CSS hover, React) is still found. Adjust this table when a
 * control or its wording changes.
 */
import type { Locator, Page } from "@playwright/test";

/** How the press is made: a finger on a phone, or the mouse entering the control on a desktop. */
export type PressKind = "tap" | "hover";

/** How a result is recognised in the page (see probe.ts): by role and name, by its exact text, or by a tag. */
export type ResultQuery =
  | { role: string; name?: string; nameIncludes?: string }
  | { text: string }
  /** Only for what has no role, such as an iframe. */
  | { selector: string }
  /** The element the selector finds, once it has focus: an answer that is a focus move, as the browser's own form check. */
  | { focused: string };

export interface Control {
  id: string;
  /** What the table says. */
  label: string;
  path: string;
  /** phone: 375 × 812, touch; desktop: 1280 × 800, mouse. */
  device: "phone" | "desktop";
  press: PressKind;
  /** The control, found as a visitor would. */
  locate(page: Page): Locator;
  /** Any of these, newly visible, is the result. */
  result: ResultQuery[];
  /** How the result is closed before the second press; null: no second press (the result stays). */
  close: "escape" | "pointer-away" | null;
  /** The page's scripts are not loaded (a comparison with what the browser does by itself). */
  withoutScripts?: boolean;
  /**
   * Only the page's `<head>`, header and contact bar are shown: its `<main>` and footer are not
   * displayed (a comparison: what the page's frame costs a press before any of its content).
   */
  headerOnly?: boolean;
  /** Run on the loaded page before the press. */
  prepare?(page: Page): Promise<void>;
  /**
   * For a press while the page loads (during-load.ts): the address that opens with the control in
   * the first screen (a link to the part of the page), when `path` does not.
   */
  loadPath?: string;
  /**
   * The control, as the page itself finds it, for the presses while the page loads: a hover needs
   * it, and a tap that lands outside it (the control not yet where it is on the loaded page) is
   * reported as not on screen instead of measured.
   */
  asQuery?: ResultQuery;
  /** false: not pressed while the page loads (a control no visitor can reach that early). */
  whileLoading?: false;
}

const enquiryButton = (page: Page) => page.getByRole("button", { name: "Изпратете запитването", exact: true });

const menuResult: ResultQuery[] = [
  { role: "navigation", nameIncludes: "меню" },
  { role: "dialog", nameIncludes: "меню" },
  { role: "link", name: "Цени" },
];

export const CONTROLS: Control[] = [
  {
    id: "menu-home",
    label: "phone menu on /",
    path: "/",
    device: "phone",
    press: "tap",
    locate: (page) => page.getByRole("button", { name: "Меню", exact: true }),
    result: menuResult,
    close: "escape",
  },
  {
    id: "menu-service",
    label: "phone menu on /services/gardening",
    path: "/services/gardening",
    device: "phone",
    press: "tap",
    locate: (page) => page.getByRole("button", { name: "Меню", exact: true }),
    result: menuResult,
    close: "escape",
  },
  {
    id: "services-hover",
    label: "„Услуги“ dropdown by hover (1280 px)",
    path: "/",
    device: "desktop",
    press: "hover",
    locate: (page) => page.getByRole("button", { name: "Услуги", exact: true }),
    asQuery: { role: "button", name: "Услуги" },
    // Each dropdown link's name is the service and its one-line description.
    result: [{ role: "link", nameIncludes: "Озеленяване" }],
    close: "pointer-away",
  },
  {
    id: "theme",
    label: "theme switch menu",
    path: "/",
    device: "phone",
    press: "tap",
    locate: (page) => page.getByRole("button", { name: "Тема на сайта", exact: true }),
    result: ["menuitemradio", "menuitem", "radio", "option", "button"].map((role) => ({ role, name: "Тъмна" })),
    close: "escape",
  },
  {
    id: "lightbox",
    label: "gallery photo → lightbox",
    path: "/gallery",
    device: "phone",
    press: "tap",
    locate: (page) =>
      page
        .getByRole("main")
        .getByRole("list")
        .filter({ has: page.getByRole("button") })
        .first()
        .getByRole("button")
        .first(),
    result: [{ role: "dialog" }, { selector: ":popover-open img, dialog[open] img" }],
    close: "escape",
  },
  {
    id: "map",
    label: "map button on /contact",
    path: "/contact",
    device: "phone",
    press: "tap",
    // A <details> summary: its text, as a visitor reads it.
    locate: (page) => page.getByText("Покажете картата", { exact: true }),
    loadPath: "/contact#map-heading",
    // The map is far down the page: until the page has scrolled to it, a tap lands on the top of the page.
    asQuery: { selector: "#map-heading + details > summary" },
    result: [{ selector: "iframe" }],
    close: null,
  },
  {
    id: "form",
    label: "enquiry form: first validation message",
    path: "/contact",
    device: "phone",
    press: "tap",
    locate: enquiryButton,
    result: [{ text: "Напишете името си." }],
    close: null,
    // Below a form of seven fields: no visitor reaches it in the first seconds of the page.
    whileLoading: false,
  },
];

/**
 * Measured beside a control, without a budget: what the browser does by itself
 * for the same press. The form's first answer moves focus to the first empty
 * field, well up the page, as the browser's own check of a form does; this is
 * that check on the same page (its scripts not loaded and the form's
 * `novalidate` taken off in the test browser), up to the frame in which the
 * name field has focus on screen. Keyed by the control it is compared with.
 */
export const COMPARISONS: Record<string, Control> = {
  form: {
    id: "form-browser",
    label: "enquiry form: the browser's own check",
    path: "/contact",
    device: "phone",
    press: "tap",
    locate: enquiryButton,
    result: [{ focused: "#enquiry-name" }],
    close: null,
    withoutScripts: true,
    prepare: (page) => enquiryButton(page).evaluate((button: HTMLButtonElement) => button.form?.removeAttribute("novalidate")),
  },
};

/**
 * Measured beside the presses while the page loads (during-load.ts), without a
 * budget: the same press on the same page with none of its scripts loaded, so
 * the page's HTML and stylesheet alone, and on that page with nothing shown
 * under its header. The first row shows what the browser's own parsing,
 * styling and layout of the page costs a press at each moment, and the
 * difference from the control's row is what the page's scripts add; the
 * second, what the page's head and header cost before any of its content.
 * Keyed by the control they are compared with.
 */
export const DURING_LOAD_COMPARISONS: Record<string, Control[]> = Object.fromEntries(
  CONTROLS.filter((control) => control.id === "menu-home").map((control) => [
    control.id,
    [
      { ...control, id: `${control.id}-html-only`, label: `${control.label}, HTML and CSS only`, withoutScripts: true },
      {
        ...control,
        id: `${control.id}-header-only`,
        label: `the same, header alone`,
        withoutScripts: true,
        headerOnly: true,
      },
    ],
  ]),
);

/** What the page reports for one press. */
export interface ProbeReport {
  /** From the press (the listener's performance.now()) to the end of the first frame showing the result. */
  ms: number;
  /** How late the press listener ran after the event's own timestamp (a busy page). */
  inputDelayMs: number;
  /** From the press event's own timestamp to the end of the first frame showing the result: `ms` plus `inputDelayMs`. */
  fromEventMs: number;
  /** The press event's timestamp, absolute (ms since the epoch). */
  eventTime: number;
  /** The element recognised as the result, for checking the table. */
  matched: string;
  /** The result was found in a document the press navigated to. */
  navigated: boolean;
  /**
   * The press landed on this element, not on the control (not yet where it is on the loaded page):
   * nothing measured, the times are 0.
   */
  missed?: string;
}
