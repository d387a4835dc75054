// @vitest-environment node
import { describe, expect, it } from "vitest";
import { WEB_FONTS_CLASS as APP_CLASS, WEB_FONTS_STORAGE_KEY as APP_KEY } from "../app/lib/web-fonts";
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY, deferHydration, evaluationOrder, parseRouteModules, staticImports } from "./deferred-hydration.mjs";

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
  it("uses the same class and storage key as the app", () => {
    expect(WEB_FONTS_CLASS).toBe(APP_CLASS);
    expect(WEB_FONTS_STORAGE_KEY).toBe(APP_KEY);
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

  it("hydrates after load and the first paint, with every chunk preloaded then, and the route modules set before the entry runs", async () => {
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(defer(page()))?.[1] ?? "";
    const listeners = new Map();
    const appended = [];
    const imported = [];
    const classes = new Set();
    const stored = new Map();
    let fontsLoaded = 0;
    const frames = [];
    /** @type {{ callback: Function }[]} */
    const paintObservers = [];
    const window = {};
    const document = {
      readyState: "interactive",
      visibilityState: "visible",
      documentElement: { classList: { add: (name) => classes.add(name), remove: (name) => classes.delete(name), contains: (name) => classes.has(name) } },
      body: { getElementsByTagName: () => [] },
      head: { append: (link) => appended.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
      fonts: {
        load: () => {
          fontsLoaded++;
          return Promise.resolve([]);
        },
      },
    };
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback) {
        this.callback = callback;
      }
      observe() {
        paintObservers.push(this);
      }
      disconnect() {}
    }
    const load = async (url) => {
      imported.push(url);
      if (url.includes("entry.client")) imported.push(`routes when entry ran: ${Object.keys(window.__reactRouterRouteModules ?? {}).join(",")}`);
      return { url };
    };
    const run = new Function(
      "window,document,addEventListener,requestAnimationFrame,setTimeout,PerformanceObserver,sessionStorage,__import",
      boot.replaceAll("import(", "__import("),
    );
    run(
      window,
      document,
      (type, listener) => listeners.set(type, listener),
      (callback) => frames.push(callback),
      (callback) => callback(),
      PerformanceObserver,
      { setItem: (key, value) => stored.set(key, value) },
      load,
    );
    // Nothing before `load`; then nothing before the first contentful paint and two frames.
    expect(imported).toEqual([]);
    listeners.get("load")();
    expect(imported).toEqual([]);
    const [paintObserver] = paintObservers;
    paintObserver.callback({ getEntriesByName: () => [] }, paintObserver);
    expect(frames).toHaveLength(0);
    paintObserver.callback({ getEntriesByName: () => [{}] }, paintObserver);
    frames.shift()();
    expect(imported).toEqual([]);
    frames.shift()();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appended).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/jsx-runtime-3.js",
      "modulepreload /assets/root-4.js",
      "modulepreload /assets/home-5.js",
    ]);
    expect(imported).toEqual([
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
    ]);
    expect(window.__reactRouterRouteModules.root).toEqual({ url: "/assets/root-4.js" });
    // Manrope is loaded into the cache for the next pages; this page keeps its font.
    expect(fontsLoaded).toBe(1);
    expect(stored.get(WEB_FONTS_STORAGE_KEY)).toBe("1");
    expect(classes).toEqual(new Set());
    // A later key press (or a second trigger) does not load anything twice.
    listeners.get("keydown")();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toHaveLength(9);
    expect(fontsLoaded).toBe(1);
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
