/**
 * What the interaction benchmarks' Chromium is launched with, beside its own
 * flags, so that it runs the page's scripts as a visitor's browser does.
 *
 * Playwright drives the page through the DevTools protocol, whose
 * `Runtime.enable` makes V8 capture a detailed stack (with line and column)
 * for every `Error` created. V8 keeps a function's source positions only
 * once something asks for them, so the first `Error` created inside a large
 * function has V8 parse that whole function again. React DOM creates one as
 * its module starts (`react-dom-client`'s top level, about 200 KB): measured
 * at 4× CPU on this machine, its module took 72–148 ms to run under
 * Playwright, 1–6 ms in a browser driven without `Runtime.enable`, and
 * 11–17 ms under Playwright with source positions kept from the first
 * compile (this flag). docs/decisions/0060.
 *
 * Not for Lighthouse: with it, Lighthouse's own scripts in the page made the
 * bare reference page, which has none, report 52–122 ms of blocking time
 * (0–1 ms without).
 */
export const VISITOR_JS_FLAGS = "--js-flags=--no-enable-lazy-source-positions";
