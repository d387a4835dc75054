// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HYDRATED_EVENT as APP_EVENT } from "../app/lib/hydrated-event";
import { WEB_FONTS_STORAGE_KEY as APP_KEY } from "../app/lib/web-fonts";
import { HYDRATED_EVENT, WEB_FONTS_STORAGE_KEY, WEB_MANIFEST, deferHydration, evaluationOrder, parseRouteModules, staticImports } from "./deferred-hydration.mjs";

/** The shape `react-router build` writes for a prerendered page (7.18, ssr: false). */
const page = (moduleScript = MODULE) =>
  `<!DOCTYPE html><html lang="bg"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/jsx-runtime-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/>` +
  `<link rel="modulepreload" href="/assets/home-5.js"/><link rel="stylesheet" href="/assets/root-6.css"/>` +
  `<script>(function applyTheme(){})("theme")</script></head><body><h1>Заглавие</h1>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${moduleScript}</script><script>$RC("B:0","S:0")</script></body></html>`;
const MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;
/** What each chunk of that page imports statically. */
const IMPORTS = {
  "/assets/manifest-1.js": [],
  "/assets/entry.client-2.js": ["/assets/jsx-runtime-3.js"],
  "/assets/jsx-runtime-3.js": [],
  "/assets/root-4.js": ["/assets/jsx-runtime-3.js"],
  "/assets/home-5.js": ["/assets/jsx-runtime-3.js", "/assets/root-4.js"],
};
const importsOf = (url) => IMPORTS[url];
const defer = (html) => deferHydration(html, importsOf);

describe("deferHydration", () => {
  it("uses the same storage key and event as the app", () => {
    expect(WEB_FONTS_STORAGE_KEY).toBe(APP_KEY);
    expect(HYDRATED_EVENT).toBe(APP_EVENT);
  });

  it("removes the modulepreload links and React Router's module script, and keeps everything else", () => {
    const html = defer(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module" async="">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css"/>');
    expect(html).toContain(`<script>(function applyTheme(){})("theme")</script>`);
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html.match(/<script/g)).toHaveLength(page().match(/<script/g)?.length ?? 0);
  });

  it("reads the manifest, the route modules and the entry", () => {
    expect(parseRouteModules(MODULE)).toEqual({
      sideEffects: ["/assets/manifest-1.js"],
      routes: [
        { name: "route0", url: "/assets/root-4.js" },
        { name: "route1", url: "/assets/home-5.js" },
      ],
      routeModules: `{"root":route0,"routes/home":route1}`,
      entry: "/assets/entry.client-2.js",
    });
  });

  it("stops the build on a module script it does not know", () => {
    expect(() => defer(page(`${MODULE}\nwindow.__reactRouterManifest = {};`))).toThrow(/unexpected statement/);
    expect(() => defer(page(MODULE.replace(`import("/assets/entry.client-2.js");`, "")))).toThrow(/incomplete/);
    expect(() => defer(defer(page()))).toThrow(/expected React Router's modulepreload links/);
  });

  /**
   * Runs the boot script of `page()` against a stub browser.
   * @param {{ search?: string }} [options]
   */
  function boot({ search = "" } = {}) {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(defer(page()))?.[1] ?? "";
    /** @type {Map<string, Function>} */
    const listeners = new Map();
    /** @type {string[]} */
    const appended = [];
    /** @type {string[]} */
    const imported = [];
    const stored = new Map();
    const state = { fontsLoaded: 0 };
    /** @type {Function[]} */
    const frames = [];
    /** @type {{ callback: Function }[]} */
    const paintObservers = [];
    /** @type {Record<string, any>} */
    const window = {};
    const document = {
      readyState: "interactive",
      visibilityState: "visible",
      head: { append: (/** @type {any} */ link) => appended.push(`${link.rel}${link.crossOrigin ? ` (${link.crossOrigin})` : ""} ${link.href}`) },
      createElement: () => ({}),
      fonts: {
        load: () => {
          state.fontsLoaded++;
          return Promise.resolve([]);
        },
      },
    };
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      /** @param {Function} callback */
      constructor(callback) {
        this.callback = callback;
      }
      observe() {
        paintObservers.push(this);
      }
      disconnect() {}
    }
    class Element {}
    const load = async (/** @type {string} */ url) => {
      imported.push(url);
      if (url.includes("entry.client")) imported.push(`routes when entry ran: ${Object.keys(window.__reactRouterRouteModules ?? {}).join(",")}`);
      return { url };
    };
    new Function(
      "window,document,location,addEventListener,requestAnimationFrame,setTimeout,PerformanceObserver,sessionStorage,Element,__import",
      script.replaceAll("import(", "__import("),
    )(
      window,
      document,
      { search },
      (/** @type {string} */ type, /** @type {Function} */ listener) => listeners.set(type, listener),
      (/** @type {Function} */ callback) => frames.push(callback),
      (/** @type {Function} */ callback) => callback(),
      PerformanceObserver,
      { setItem: (/** @type {string} */ key, /** @type {string} */ value) => stored.set(key, value) },
      Element,
      load,
    );
    /** The page's `load`, its first contentful paint and two frames. */
    const loadAndPaint = () => {
      listeners.get("load")?.();
      const [observer] = paintObservers;
      observer?.callback({ getEntriesByName: () => [{}] }, observer);
      frames.shift()?.();
      frames.shift()?.();
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { listeners, appended, imported, stored, state, frames, paintObservers, loadAndPaint, settle, Element };
  }

  const HYDRATION = [
    // One chunk at a time, each after what it imports; the entry last.
    "/assets/jsx-runtime-3.js",
    "/assets/manifest-1.js",
    "/assets/root-4.js",
    "/assets/home-5.js",
    // React Router's own imports, already evaluated by then.
    "/assets/manifest-1.js",
    "/assets/root-4.js",
    "/assets/home-5.js",
    "/assets/entry.client-2.js",
    "routes when entry ran: root,routes/home",
  ];
  const CHUNKS = ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/jsx-runtime-3.js", "/assets/root-4.js", "/assets/home-5.js"];

  it("after load and the first paint, links the web manifest, puts the chunks in the cache and runs nothing", async () => {
    const page = boot();
    page.listeners.get("load")?.();
    const [observer] = page.paintObservers;
    observer?.callback({ getEntriesByName: () => [] }, observer);
    expect(page.frames).toHaveLength(0);
    observer?.callback({ getEntriesByName: () => [{}] }, observer);
    page.frames.shift()?.();
    expect(page.appended).toEqual([]);
    page.frames.shift()?.();
    await page.settle();
    expect(page.appended).toEqual([`manifest ${WEB_MANIFEST}`, ...CHUNKS.map((url) => `prefetch (anonymous) ${url}`)]);
    expect(page.imported).toEqual([]);
    expect(page.state.fontsLoaded).toBe(0);
  });

  it("hydrates at the visitor's first key or pointer press: every chunk preloaded, the route modules set before the entry runs, then Manrope cached for the next pages", async () => {
    const page = boot();
    page.loadAndPaint();
    page.listeners.get("keydown")?.();
    await page.settle();
    expect(page.appended.filter((link) => link.startsWith("modulepreload"))).toEqual(CHUNKS.map((url) => `modulepreload ${url}`));
    expect(page.imported).toEqual(HYDRATION);
    expect(page.state.fontsLoaded).toBe(1);
    expect(page.stored.get(WEB_FONTS_STORAGE_KEY)).toBe("1");
    // A later press does not load anything twice.
    page.listeners.get("pointerdown")?.();
    await page.settle();
    expect(page.imported).toHaveLength(HYDRATION.length);
    expect(page.state.fontsLoaded).toBe(1);
  });

  it("a press before `load` hydrates at once, and the cache is not filled twice", async () => {
    const page = boot();
    page.listeners.get("pointerdown")?.();
    await page.settle();
    expect(page.imported).toEqual(HYDRATION);
    page.loadAndPaint();
    expect(page.appended.filter((link) => link.startsWith("prefetch"))).toEqual([]);
    // The manifest still waits for the first paint.
    expect(page.appended.filter((link) => link.startsWith("manifest"))).toEqual([`manifest ${WEB_MANIFEST}`]);
  });

  it("a page opened with a query string hydrates right after its first paint", async () => {
    const page = boot({ search: "?service=irrigation" });
    expect(page.imported).toEqual([]);
    page.loadAndPaint();
    await page.settle();
    expect(page.imported).toEqual(HYDRATION);
  });

  it("holds back a button's click until React has hydrated, then clicks that button again; links and the form's submit button are left alone", async () => {
    const page = boot();
    const click = page.listeners.get("click");
    /** @param {Record<string, unknown>} button */
    const pressed = (button) => {
      const target = Object.assign(new page.Element(), { closest: () => button });
      const event = { target, stopped: false, stopPropagation: () => (event.stopped = true) };
      click?.(event);
      return event.stopped;
    };
    let clicks = 0;
    const menuButton = { type: "button", form: null, isConnected: true, click: () => clicks++ };
    expect(pressed({ type: "submit", form: {}, isConnected: true, click: () => clicks++ })).toBe(false);
    expect(pressed(/** @type {any} */ (null))).toBe(false);
    expect(pressed(menuButton)).toBe(true);
    await page.settle();
    expect(page.imported).toEqual(HYDRATION);
    expect(clicks).toBe(0);
    page.listeners.get(HYDRATED_EVENT)?.();
    expect(clicks).toBe(1);
    // Once React has hydrated, clicks are its own.
    expect(pressed(menuButton)).toBe(false);
    expect(clicks).toBe(1);
  });
});

describe("evaluation order", () => {
  it("reads a minified chunk's static imports, not its dynamic ones", () => {
    const code = `import{t as e}from"./jsx-runtime-3.js";import"./manifest-1.js";import {a} from "./cn-7.js";const l=()=>import("./lazy-6.js");`;
    expect(staticImports("/assets/root-4.js", code)).toEqual(["/assets/jsx-runtime-3.js", "/assets/manifest-1.js", "/assets/cn-7.js"]);
  });

  it("puts every chunk after the chunks it imports, and leaves the entry out", () => {
    const order = evaluationOrder(Object.keys(IMPORTS), "/assets/entry.client-2.js", importsOf);
    expect(order).toEqual(["/assets/jsx-runtime-3.js", "/assets/manifest-1.js", "/assets/root-4.js", "/assets/home-5.js"]);
  });

  it("stops the build when a chunk imports one the page does not preload", () => {
    const missing = { ...IMPORTS, "/assets/home-5.js": ["/assets/other-9.js"] };
    expect(() => evaluationOrder(Object.keys(IMPORTS), "/assets/entry.client-2.js", (url) => missing[url])).toThrow(
      "/assets/home-5.js imports /assets/other-9.js, which the page does not preload",
    );
  });
});
