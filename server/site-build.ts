/**
 * What the server serves, read from React Router's server build: which
 * prerendered pages are plain files, and which routes React Router renders per
 * request: the resource routes (the enquiry API), routes with an `action`, and
 * routes whose `handle` says their loader depends on the request
 * (app/lib/route-handle.ts), even where the build also prerendered them for
 * static hosts. Every other page is sent as the files the prerender wrote: its
 * HTML, and its loader's data (`.data`) for client-side navigations. A route
 * rendered per request only with a query (`perRequest: "with-query"`) is
 * both: its bare address is its prerendered file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";

/** The prerendered path of the not-found page (react-router.config.ts), which unknown paths get with status 404. */
export const NOT_FOUND_PATH = "/404";

export interface SiteBuild {
  /** The folder of the prerendered pages and their data (build/client, or a version's), absolute. */
  root: string;
  /** The folder of every other file (scripts, styles, images): the deployed build/client, absolute. */
  assets: string;
  /** URL path → its prerendered file, relative to `root` ("/" → "index.html", "/prices" → "prices/index.html"). */
  pages: Map<string, string>;
  /** The not-found page's file, relative to `root`. */
  notFoundFile: string;
  /** URL paths (with `:param` segments) of the routes rendered per request. */
  dynamicPaths: string[];
  /**
   * Those of `dynamicPaths` rendered per request only when asked with a query
   * string (`perRequest: "with-query"`): URL path → the prerendered file sent
   * for the bare address, relative to `root`.
   */
  filesWithoutQuery: Map<string, string>;
  /** Those of them that are pages (the contact page), not resource routes (the enquiry API). */
  renderedPages: string[];
}

type RouteEntry = ServerBuild["routes"][string];

/** React Router's flat route manifest as the nested routes `matchRoutes` takes. */
export function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index
        ? { id: route.id, index: true }
        : {
            id: route.id,
            path: route.path,
            get children() {
              return children.get(route.id);
            },
          },
    );
    children.set(route.parentId, siblings);
  }
  return children.get(undefined) ?? [];
}

/** The full URL path of a route: its ancestors' paths joined ("/api/enquiries/token"). */
function fullPath(routes: ServerBuild["routes"], route: RouteEntry): string {
  const segments: string[] = [];
  for (let current: RouteEntry | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) segments.unshift(current.path);
  }
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

const perRequestOf = (route: RouteEntry) => (route?.module.handle as RouteHandle | undefined)?.perRequest;

function isDynamic(route: RouteEntry): boolean {
  if (!route) return false;
  const { module } = route;
  const resource = !module.default && Boolean(module.loader || module.action);
  const perRequest = perRequestOf(route);
  return resource || Boolean(module.action) || perRequest === true || perRequest === "with-query";
}

/**
 * `asStaticHost`: the site as a static host serves it, every prerendered page
 * a file and nothing rendered per request (for the static hosts' header files).
 */
export function readSiteBuild(
  build: ServerBuild,
  root: string,
  { asStaticHost = false, assets = root }: { asStaticHost?: boolean; assets?: string } = {},
): SiteBuild {
  const absoluteRoot = path.resolve(root);
  const fileOf = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`);
  const notFoundFile = fileOf(NOT_FOUND_PATH);
  if (!existsSync(path.join(absoluteRoot, notFoundFile))) {
    throw new Error(`No build found in ${absoluteRoot} (missing ${notFoundFile}). Run "npm run build" first.`);
  }
  const tree = routeTree(build.routes);
  const pages = new Map<string, string>();
  const filesWithoutQuery = new Map<string, string>();
  for (const urlPath of build.prerender) {
    if (urlPath === NOT_FOUND_PATH) continue;
    const leaf = matchRoutes(tree, urlPath)?.at(-1)?.route;
    const route = leaf?.id ? build.routes[leaf.id] : undefined;
    const rendered = !asStaticHost && isDynamic(route);
    if (rendered && perRequestOf(route) !== "with-query") continue;
    const file = fileOf(urlPath);
    if (!existsSync(path.join(absoluteRoot, file)))
      throw new Error(`The prerendered page ${urlPath} is missing (${file}). Run "npm run build".`);
    (rendered ? filesWithoutQuery : pages).set(urlPath, file);
  }
  const dynamic = asStaticHost
    ? []
    : Object.values(build.routes).filter((route): route is NonNullable<RouteEntry> => Boolean(route && isDynamic(route) && route.path));
  const dynamicPaths = dynamic.map((route) => fullPath(build.routes, route));
  const renderedPages = dynamic.filter((route) => route.module.default).map((route) => fullPath(build.routes, route));
  return { root: absoluteRoot, assets: path.resolve(assets), pages, notFoundFile, dynamicPaths, renderedPages, filesWithoutQuery };
}
