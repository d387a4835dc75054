// @ts-check
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
 *    event and its first contentful paint, then puts the page's chunks into
 *    the HTTP cache (`<link rel="prefetch">`: downloaded, not parsed) and
 *    waits for the visitor: the first pointer press, key press or click
 *    hydrates (docs/decisions/0010). A page opened with a query string, whose
 *    content depends on it, hydrates at once instead. Hydrating inserts the
 *    same modulepreload links (every chunk downloads in parallel, not as an
 *    import waterfall), evaluates the chunks one per task (evaluationOrder),
 *    runs React Router's imports unchanged, clicks again the button the
 *    visitor pressed before React listened, and finally loads Manrope into the
 *    cache for the next pages of the visit (app/lib/web-fonts.ts): this page
 *    keeps the font it was painted with;
 *  - links the web manifest once the first paint is on screen, so that the
 *    browser's fetch of it and of its icon waits for the page too.
 *
 * The page is complete and usable without JavaScript until then: every link is
 * a real link. Anything else in the page is left byte for byte.
 */

/** Set (in sessionStorage) once the web fonts have loaded, so that later pages of the visit use them from the first paint. Same as WEB_FONTS_STORAGE_KEY. */
export const WEB_FONTS_STORAGE_KEY = "web-fonts";
/** Dispatched on window once React has hydrated the page. Same value as HYDRATED_EVENT in app/lib/hydrated-event.ts. */
export const HYDRATED_EVENT = "app-hydrated";
/** The web manifest (public/), linked once the first paint is on screen: see app/root.tsx. */
export const WEB_MANIFEST = "/manifest.webmanifest";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * @param {string} html a page written by `react-router build`
 * @param {(url: string) => string[]} importsOf the chunks a chunk imports statically (see staticImports)
 * @returns {string} the same page, hydrating after the first paint
 */
export function deferHydration(html, importsOf) {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => /** @type {string} */ (match[1]));
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `deferHydration: expected React Router's modulepreload links and one inline module script, found ${preloads.length} links and ${scripts.length} scripts`,
    );
  }
  const [script, source] = /** @type {[string, string]} */ (/** @type {unknown} */ (scripts[0]));
  const modules = parseRouteModules(source);
  const boot = bootScript(modules, preloads, evaluationOrder(preloads, modules.entry, importsOf));
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
 * The chunks a built chunk imports statically, as absolute URLs: Vite writes
 * them as `from"./x.js"` or `import"./x.js"` (minified, one directory).
 * @param {string} url the chunk's URL, e.g. /assets/root-1.js
 * @param {string} code its minified source
 */
export function staticImports(url, code) {
  const directory = url.slice(0, url.lastIndexOf("/") + 1);
  return [...new Set([...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)].map((match) => directory + /** @type {string} */ (match[1]).slice(2)))];
}

/**
 * Every chunk of the page except the entry, each after the chunks it imports,
 * so that importing them one by one evaluates one chunk per import. Importing
 * the whole graph at once evaluates it in a single task (36 ms on a fast
 * machine, four times that on a slow phone); one chunk per task keeps each
 * task short, and the entry, evaluated last, only hydrates (React hydrates
 * in a transition, in slices of a few milliseconds).
 * @param {string[]} preloads every chunk of the page
 * @param {string} entry the client entry, which hydrates when it runs
 * @param {(url: string) => string[]} importsOf
 */
export function evaluationOrder(preloads, entry, importsOf) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set([entry]);
  const visit = (/** @type {string} */ url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const imports = importsOf(url);
    const missing = imports.filter((dependency) => !preloads.includes(dependency));
    if (missing.length) throw new Error(`deferHydration: ${url} imports ${missing.join(", ")}, which the page does not preload`);
    imports.forEach(visit);
    order.push(url);
  };
  importsOf(entry).forEach(visit);
  preloads.forEach(visit);
  return order;
}

/**
 * @param {ReturnType<typeof parseRouteModules>} modules
 * @param {string[]} preloads
 * @param {string[]} order
 */
function bootScript({ sideEffects, routes, routeModules, entry }, preloads, order) {
  const imports = [...sideEffects.map((url) => ({ name: "", url })), ...routes];
  const json = JSON.stringify;
  return [
    `const chunks=${json(preloads)};let started=false,hydrated=false,clicked=null;`,
    // Until React has hydrated, nothing on the page handles a button's click (links and the
    // form work without JavaScript), and React, once listening, drops a click on a part it
    // cannot hydrate at once. So such a click is held back from the page and the same button
    // is clicked again when React has hydrated.
    `addEventListener(${json(HYDRATED_EVENT)},()=>{hydrated=true;if(clicked?.isConnected)clicked.click();clicked=null},{once:true});`,
    `const hydrate=()=>{`,
    `if(started)return;started=true;`,
    `for(const href of chunks){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    // One chunk per task (evaluationOrder), then React Router's imports, all evaluated by now.
    `${json(order)}.reduce((previous,url)=>previous.then(()=>import(url)).then(()=>new Promise((resolve)=>setTimeout(resolve))),Promise.resolve())`,
    `.then(()=>Promise.all([${imports.map(({ url }) => `import(${json(url)})`).join(",")}]))`,
    `.then(([${imports.map(({ name }) => name).join(",")}])=>{window.__reactRouterRouteModules=${routeModules};return import(${json(entry)})})`,
    // Then both subsets (Cyrillic, and Latin for digits and punctuation) into the cache, for the
    // next pages of the visit (docs/decisions/0009). This page keeps the fallback it was
    // painted with: switching now would restyle and lay out the whole page again.
    `.then(()=>document.fonts.load('1em "Manrope"',"Ж0")).then(()=>{try{sessionStorage.setItem(${json(WEB_FONTS_STORAGE_KEY)},"1")}catch{}},()=>{});`,
    `};`,
    // Into the HTTP cache only (not parsed: that would be main-thread work now), in the
    // mode module scripts are fetched in, so the import at the first interaction finds them.
    // One link per task: inserting them all at once is a task of its own worth avoiding.
    `const prefetch=(index=0)=>{`,
    `const href=chunks[index];if(started||!href)return;`,
    `const link=document.createElement("link");link.rel="prefetch";link.crossOrigin="anonymous";link.href=href;document.head.append(link);`,
    `setTimeout(()=>prefetch(index+1))};`,
    // After the first paint: the manifest (see app/root.tsx), then the chunks into the cache.
    // What a page shows depends on its query string (a gallery filter, the service asked
    // about), which the prerendered HTML never saw: such a page hydrates right away.
    `const next=()=>{`,
    `const manifest=document.createElement("link");manifest.rel="manifest";manifest.href=${json(WEB_MANIFEST)};document.head.append(manifest);`,
    `if(location.search)hydrate();else prefetch()};`,
    // Once the first paint is on screen, then two frames more, so the picture that finished
    // loading just before `load` has been painted too. The paint timing entry arrives when the
    // frame is presented, which on a busy phone can be well after it is drawn. Browsers without
    // paint timing only wait for the frames.
    `const afterFrames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(next)));`,
    `const afterPaint=()=>{`,
    `if(document.visibilityState==="hidden")return next();`,
    `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return afterFrames();`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterFrames()}}).observe({type:"paint",buffered:true})`,
    `};`,
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});`,
    // Otherwise the page hydrates when the visitor first reaches for it.
    `for(const type of ["pointerdown","keydown"])addEventListener(type,hydrate,{once:true,passive:true,capture:true});`,
    `addEventListener("click",(event)=>{`,
    `if(hydrated)return;hydrate();`,
    `const button=event.target instanceof Element?event.target.closest("button"):null;`,
    `if(button&&!(button.type==="submit"&&button.form)){event.stopPropagation();clicked=button}`,
    `},{capture:true});`,
  ].join("");
}
