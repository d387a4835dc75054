/**
 * Drives one control (controls.ts) in Chromium: a fresh context at the
 * control's size, the CPU slowed 4× through the DevTools protocol, the page
 * loaded and left idle for a second, then a real press (a touch tap, or the
 * mouse moving onto it), measured inside the page (probe.ts). Then the result
 * is closed and the control pressed again on the same page.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import type { Control, ProbeReport, ResultQuery } from "./controls";
import { REPORT_BINDING, probeScript } from "./probe";

export const CPU_SLOWDOWN = 4;
export const IDLE_MS = 1000;
/** A press whose result has not shown by then counts as no result. */
export const RESULT_TIMEOUT_MS = 10_000;

export const DEVICES = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

/** null: pressed, and no result within the timeout; `second` absent: not pressed a second time. */
export interface PressRun {
  first: ProbeReport | null;
  second?: ProbeReport | null;
  /** Why there was no second press, when the first result would not close. */
  note?: string;
}

/** What hides everything under the header for a comparison of the header alone (controls.ts, `headerOnly`). */
export const HEADER_ONLY_RULE = "main,footer{display:none}";

/**
 * For a comparison (controls.ts): with `withoutScripts`, the page's own script files are not loaded
 * (the harness's scripts, added to the context, still run); with `headerOnly`, the page's document
 * gets a rule that hides its `<main>` and footer, and no Content-Security-Policy (which would refuse
 * the added rule).
 */
export async function comparisonPage(page: Page, control: Control) {
  if (control.withoutScripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
  if (control.headerOnly)
    await page.route(
      (url) => url.pathname === (control.loadPath ?? control.path).split("#")[0],
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers["content-security-policy"];
        delete headers["content-length"];
        delete headers["content-encoding"];
        const body = (await response.text()).replace("</head>", `<style>${HEADER_ONLY_RULE}</style></head>`);
        await route.fulfill({ status: response.status(), headers, body });
      },
    );
}

/** A function that waits for the page's next report (null after the timeout). */
export async function reports(context: BrowserContext) {
  let deliver: ((report: ProbeReport | null) => void) | undefined;
  await context.exposeBinding(REPORT_BINDING, (_source, report: ProbeReport) => deliver?.(report));
  return () =>
    new Promise<ProbeReport | null>((resolve) => {
      const timer = setTimeout(() => deliver?.(null), RESULT_TIMEOUT_MS);
      deliver = (report) => {
        clearTimeout(timer);
        deliver = undefined;
        resolve(report);
      };
    });
}

async function press(page: Page, control: Control, target: Locator, next: () => Promise<ProbeReport | null>, first: boolean) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${control.label}: the control has no box on ${control.path}.`);
  const already = await target.evaluate((element, { result, kind }) => window.__interactionProbe.arm(element, result, kind), {
    result: control.result,
    kind: control.press,
  });
  if (first && already > 0) {
    throw new Error(`${control.label}: the result is visible before the press; the table in controls.ts finds the wrong element.`);
  }
  const report = next();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (control.press === "tap") await page.touchscreen.tap(x, y);
  else await page.mouse.move(x, y);
  return report;
}

async function close(page: Page, control: Control) {
  if (control.close === "escape") await page.keyboard.press("Escape");
  else await page.mouse.move(5, DEVICES[control.device].viewport.height - 5);
  await page.waitForFunction((queries: ResultQuery[]) => !window.__interactionProbe.anyVisible(queries), control.result, {
    timeout: RESULT_TIMEOUT_MS,
  });
  await page.waitForTimeout(500);
}

/** One fresh page: the first press, and (if the result can be closed) the second. */
export async function measureOnce(browser: Browser, baseUrl: string, control: Control): Promise<PressRun> {
  const context = await browser.newContext({ ...DEVICES[control.device], reducedMotion: "no-preference" });
  try {
    const next = await reports(context);
    await context.addInitScript({ content: probeScript() });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await comparisonPage(page, control);
    await page.goto(baseUrl + control.path, { waitUntil: "load" });
    await control.prepare?.(page);
    const target = control.locate(page);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(IDLE_MS);
    const first = await press(page, control, target, next, true);
    if (!first || !control.close || first.navigated) return { first };
    try {
      await close(page, control);
    } catch {
      return { first, second: null, note: `the result did not close (${control.close})` };
    }
    return { first, second: await press(page, control, control.locate(page), next, false) };
  } finally {
    await context.close();
  }
}
