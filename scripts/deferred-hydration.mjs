// @ts-check
/* global document, innerHeight, innerWidth, sessionStorage -- switchToWebFontsUnlessLayoutShifts runs in the page */
/**
 * Rewrites a prerendered page so that its JavaScript and web fonts load after
 * the first paint instead of competing with it (see docs/decisions/0009).
 *
 * React Router's <Scripts /> writes one `<link rel="modulepreload">` per chunk
 * of the page (about 120 KB brotli at high priority) and an inline module that
 * imports the route modules and then the client entry, which hydrates. On a
 * slow phone those downloads share the connection with the stylesheet and the
 * hero picture, so the page appears later. This transform
 *
 *  - removes the modulepreload links from <head>;
 *  - replaces the inline module with one that waits for the page's `load`
 *    event and its first contentful paint (or the visitor's first pointer or key
 *    press, whichever comes first), then loads the web fonts (and, once both
 *    subsets are there, adds the `web-fonts` class to <html> unless that would
 *    move something on screen, see switchToWebFontsUnlessLayoutShifts: app.css
 *    switches to Manrope under it), inserts the same modulepreload links (so every
 *    chunk downloads in parallel, not as an import waterfall) and runs React
 *    Router's imports unchanged.
 *
 * The page is complete and usable without JavaScript until then: every link is
 * a real link. Anything else in the page is left byte for byte.
 */

/** The class on <html> under which app.css uses the web font. Same value as WEB_FONTS_CLASS in app/lib/web-fonts.ts. */
export const WEB_FONTS_CLASS = "web-fonts";
/** Set (in sessionStorage) once the web fonts have loaded, so that later pages of the visit use them from the first paint. Same as WEB_FONTS_STORAGE_KEY. */
export const WEB_FONTS_STORAGE_KEY = "web-fonts";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Switches the page to the web fonts, unless that would move something the
 * visitor sees. The fallback has Manrope's line metrics and, on average over
 * the site's text, its width, but single lines still differ by a few per cent
 * (Manrope's Bulgarian т is much wider than Arial's, its space narrower), so a
 * heading or paragraph can wrap into one line more or less and push everything
 * below it by a line: a layout shift. This applies the class, lays the page out
 * again (synchronously: nothing is painted in between) and compares where every
 * element on screen starts; if one moved vertically, it takes the class off
 * again and the page keeps the fallback. Either way the fonts are cached, and
 * the flag makes the next page (a new document, or a client-side navigation:
 * app/lib/web-fonts.ts) use them from its first paint.
 *
 * Self-contained on purpose: it is written into the page with `toString()`.
 * @param {string} className
 * @param {string} storageKey
 */
export function switchToWebFontsUnlessLayoutShifts(className, storageKey) {
  const root = document.documentElement;
  if (!root.classList.contains(className)) {
    const elements = document.body.getElementsByTagName("*");
    const boxes = () => Array.from(elements, (element) => element.getBoundingClientRect());
    const onScreen = (/** @type {DOMRect} */ box) =>
      box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width + box.height > 0;
    const before = boxes();
    root.classList.add(className);
    const after = boxes();
    // Lines are as tall in both fonts, so a different wrap moves what follows by a whole
    // line (20 px or more); a pixel or two is rounding, not a shift anyone sees.
    const moved = before.some((box, i) => {
      const next = /** @type {DOMRect} */ (after[i]);
      return (onScreen(box) || onScreen(next)) && Math.abs(box.top - next.top) >= 3;
    });
    if (moved) root.classList.remove(className);
  }
  try {
    sessionStorage.setItem(storageKey, "1");
  } catch {
    // Storage disabled: every page switches after its first paint, when nothing moves.
  }
}

/**
 * @param {string} html a page written by `react-router build`
 * @returns {string} the same page, hydrating after the first paint
 */
export function deferHydration(html) {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => /** @type {string} */ (match[1]));
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `deferHydration: expected React Router's modulepreload links and one inline module script, found ${preloads.length} links and ${scripts.length} scripts`,
    );
  }
  const [script, source] = /** @type {[string, string]} */ (/** @type {unknown} */ (scripts[0]));
  const boot = bootScript(parseRouteModules(source), preloads);
  return html.replace(PRELOAD, "").replace(script, () => `<script type="module">${boot}</script>`);
}

/**
 * Reads React Router's inline module: `import "<manifest>";`, one
 * `import * as routeN from "<module>";` per matched route, the assignment of
 * `window.__reactRouterRouteModules` and `import("<entry>");`. Anything else
 * (a newer React Router writing more) stops the build rather than being lost.
 * @param {string} source
 */
export function parseRouteModules(source) {
  /** @type {string[]} */
  const sideEffects = [];
  /** @type {{ name: string, url: string }[]} */
  const routes = [];
  let routeModules = "";
  let entry = "";
  for (const statement of source.split("\n").map((line) => line.trim()).filter(Boolean)) {
    let match;
    if ((match = /^import ("[^"]+");$/.exec(statement))) sideEffects.push(JSON.parse(/** @type {string} */ (match[1])));
    else if ((match = /^import \* as (route\d+) from ("[^"]+");$/.exec(statement)))
      routes.push({ name: /** @type {string} */ (match[1]), url: JSON.parse(/** @type {string} */ (match[2])) });
    else if ((match = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/.exec(statement))) routeModules = /** @type {string} */ (match[1]);
    else if ((match = /^import\(("[^"]+")\);$/.exec(statement))) entry = JSON.parse(/** @type {string} */ (match[1]));
    else throw new Error(`deferHydration: unexpected statement in React Router's module script: ${statement}`);
  }
  if (!routes.length || !routeModules || !entry) throw new Error(`deferHydration: incomplete module script: ${source}`);
  // Only route variables may appear in the assignment, so it can be written back as it is.
  const names = new Set(routes.map((route) => route.name));
  for (const [, name] of routeModules.matchAll(/:(\w+)/g)) {
    if (!names.has(/** @type {string} */ (name))) throw new Error(`deferHydration: unknown route module ${name}`);
  }
  return { sideEffects, routes, routeModules, entry };
}

/**
 * @param {ReturnType<typeof parseRouteModules>} modules
 * @param {string[]} preloads
 */
function bootScript({ sideEffects, routes, routeModules, entry }, preloads) {
  const imports = [...sideEffects.map((url) => ({ name: "", url })), ...routes];
  const json = JSON.stringify;
  return [
    `let started=false;`,
    `const hydrate=()=>{`,
    `if(started)return;started=true;`,
    // Both subsets (Cyrillic, and Latin for digits and punctuation), then one switch to them:
    // text set half in Manrope would wrap differently. Once they are in the cache, the next
    // pages of the visit use them from their first paint (sessionStorage: a flag that outlived
    // the cache would make a page wait for the fonts before its first paint).
    // No switch that would move what is on screen (switchToWebFontsUnlessLayoutShifts).
    `document.fonts.load('1em "Manrope"',"Ж0").then(()=>(${switchToWebFontsUnlessLayoutShifts})(${json(WEB_FONTS_CLASS)},${json(WEB_FONTS_STORAGE_KEY)}),()=>{});`,
    `for(const href of ${json(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `Promise.all([${imports.map(({ url }) => `import(${json(url)})`).join(",")}])`,
    `.then(([${imports.map(({ name }) => name).join(",")}])=>{window.__reactRouterRouteModules=${routeModules};return import(${json(entry)})});`,
    `};`,
    // Once the first paint is on screen, then two frames more, so the picture that finished
    // loading just before `load` has been painted too. The paint timing entry arrives when the
    // frame is presented, which on a busy phone can be well after it is drawn. Browsers without
    // paint timing only wait for the frames.
    `const afterFrames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(hydrate)));`,
    `const afterPaint=()=>{`,
    `if(document.visibilityState==="hidden")return hydrate();`,
    `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return afterFrames();`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterFrames()}}).observe({type:"paint",buffered:true})`,
    `};`,
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});`,
    // A visitor who reaches for the page before then should not wait for `load`.
    `for(const type of ["pointerdown","keydown"])addEventListener(type,hydrate,{once:true,passive:true,capture:true});`,
  ].join("");
}
