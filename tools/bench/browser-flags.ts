/**
 * What every benchmark's Chromium is launched with, beside its own flags,
 * so that it runs the page's scripts as a visitor's browser does.
 *
 * Playwright and Lighthouse drive the page through the DevTools protocol,
 * whose `Runtime.enable` makes V8 capture a detailed stack (with line and
 * column) for every `Error` created. V8 keeps a function's source positions
 * only once something asks for them, so the first `Error` created inside a
 * large function has V8 parse that whole function again. React DOM creates
 * one as its module starts (`react-dom-client`'s top level, about 200 KB):
 * measured at 4× CPU on this machine, its module took 72–148 ms to run under
 * Playwright, 1–6 ms in a browser driven without `Runtime.enable`, and
 * 11–17 ms under Playwright with source positions kept from the first
 * compile (this flag), which costs every compile a little and no press a
 * reparse. docs/performance.md, „A cost only the measuring browser pays“.
 */
export const VISITOR_JS_FLAGS = "--js-flags=--no-enable-lazy-source-positions";
