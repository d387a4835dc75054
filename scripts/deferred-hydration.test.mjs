// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { WEB_FONTS_CLASS as APP_CLASS, WEB_FONTS_STORAGE_KEY as APP_KEY } from "../app/lib/web-fonts";
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY, deferHydration, parseRouteModules, switchToWebFontsUnlessLayoutShifts } from "./deferred-hydration.mjs";

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

describe("deferHydration", () => {
  it("uses the same class and storage key as the app", () => {
    expect(WEB_FONTS_CLASS).toBe(APP_CLASS);
    expect(WEB_FONTS_STORAGE_KEY).toBe(APP_KEY);
  });

  it("removes the modulepreload links and React Router's module script, and keeps everything else", () => {
    const html = deferHydration(page());
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
    expect(() => deferHydration(page(`${MODULE}\nwindow.__reactRouterManifest = {};`))).toThrow(/unexpected statement/);
    expect(() => deferHydration(page(MODULE.replace(`import("/assets/entry.client-2.js");`, "")))).toThrow(/incomplete/);
    expect(() => deferHydration(deferHydration(page()))).toThrow(/expected React Router's modulepreload links/);
  });

  it("hydrates after load and the first paint, with every chunk preloaded then, and the route modules set before the entry runs", async () => {
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(deferHydration(page()))?.[1] ?? "";
    const listeners = new Map();
    const appended = [];
    const imported = [];
    const classes = new Set();
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
      fonts: { load: () => Promise.resolve([]) },
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
      { setItem: () => {} },
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
    expect(appended).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/jsx-runtime-3.js",
      "modulepreload /assets/root-4.js",
      "modulepreload /assets/home-5.js",
    ]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
      "routes when entry ran: root,routes/home",
    ]);
    expect(window.__reactRouterRouteModules.root).toEqual({ url: "/assets/root-4.js" });
    expect(classes).toEqual(new Set([WEB_FONTS_CLASS]));
    // A later key press (or a second trigger) does not load anything twice.
    listeners.get("keydown")();
    expect(imported).toHaveLength(5);
  });
});

describe("switchToWebFontsUnlessLayoutShifts", () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * A page of elements 50 px tall at `tops` in an 800 px high window; `withWebFonts` gives each one's top once the class is on.
   * @param {(index: number, top: number) => number} withWebFonts
   */
  function stubPage(withWebFonts, tops = [100, 400, 1200]) {
    const classes = new Set();
    const stored = new Map();
    const elements = tops.map((top, index) => ({
      getBoundingClientRect: () => {
        const y = classes.has(WEB_FONTS_CLASS) ? withWebFonts(index, top) : top;
        return { top: y, bottom: y + 50, left: 16, right: 300, width: 284, height: 50 };
      },
    }));
    vi.stubGlobal("document", {
      documentElement: { classList: { add: (name) => classes.add(name), remove: (name) => classes.delete(name), contains: (name) => classes.has(name) } },
      body: { getElementsByTagName: () => elements },
    });
    vi.stubGlobal("innerHeight", 800);
    vi.stubGlobal("innerWidth", 375);
    vi.stubGlobal("sessionStorage", { setItem: (key, value) => stored.set(key, value) });
    return { classes, stored };
  }

  it("switches when nothing on screen moves (below the fold may)", () => {
    const { classes, stored } = stubPage((index, top) => (index === 2 ? top + 28 : top));
    switchToWebFontsUnlessLayoutShifts(WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY);
    expect(classes.has(WEB_FONTS_CLASS)).toBe(true);
    expect(stored.get(WEB_FONTS_STORAGE_KEY)).toBe("1");
  });

  it("keeps the fallback when something on screen would move by a line, and still remembers that the fonts are cached", () => {
    const { classes, stored } = stubPage((index, top) => (index >= 1 ? top + 28 : top));
    switchToWebFontsUnlessLayoutShifts(WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY);
    expect(classes.has(WEB_FONTS_CLASS)).toBe(false);
    expect(stored.get(WEB_FONTS_STORAGE_KEY)).toBe("1");
  });

  it("counts an element that would move onto the screen, and ignores a movement of a pixel or two", () => {
    const moveIn = stubPage((index, top) => (index === 2 ? 700 : top), [100, 400, 900]);
    switchToWebFontsUnlessLayoutShifts(WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY);
    expect(moveIn.classes.has(WEB_FONTS_CLASS)).toBe(false);
    const rounding = stubPage((index, top) => top + 2);
    switchToWebFontsUnlessLayoutShifts(WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY);
    expect(rounding.classes.has(WEB_FONTS_CLASS)).toBe(true);
  });
});
