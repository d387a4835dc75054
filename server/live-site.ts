/**
 * Which build the server is serving, as one object swapped whole (decision
 * 0029): React Router's server build, the prerendered files and the pages'
 * Content-Security-Policies belong together, so a request takes the current
 * one when it arrives (http.ts) and is answered from it to the end, even if a
 * new version goes live meanwhile. A new version must have the same pages and
 * routes as the one it replaces (content edits never change them): the
 * server's routes are registered once, at start.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { pagePolicies, readSecurityManifest, type PagePolicies } from "./page-policies";
import { readSiteBuild, type SiteBuild } from "./site-build";

export interface SiteVersion {
  /** The published version's number (0: the deployed build). */
  id: number;
  build: ServerBuild | (() => Promise<ServerBuild>);
  site: SiteBuild;
  policies: PagePolicies;
}

export interface LiveSite {
  current(): SiteVersion;
  /** Serves `next` from the next request on. */
  swap(next: SiteVersion): void;
}

export function liveSite(initial: SiteVersion): LiveSite {
  let current = initial;
  return {
    current: () => current,
    swap(next) {
      const difference = routeDifference(current.site, next.site);
      if (difference)
        throw new Error(`the new build has other pages or routes than the one served (${difference}): restart the server to serve it`);
      current = next;
    },
  };
}

/** What differs between the pages and routes of two builds; null when they are the same. */
export function routeDifference(a: SiteBuild, b: SiteBuild): string | null {
  const list = (site: SiteBuild) => [
    ...[...site.pages.keys()].map((page) => `page ${page}`),
    ...site.dynamicPaths.map((route) => `route ${route}`),
    ...[...site.filesWithoutQuery.keys()].map((page) => `page with a query ${page}`),
  ];
  const before = new Set(list(a));
  const after = new Set(list(b));
  const changed = [...[...before].filter((item) => !after.has(item)), ...[...after].filter((item) => !before.has(item))];
  return changed.length > 0 ? changed.slice(0, 5).join(", ") : null;
}

/**
 * A build folder (as `npm run build` writes it: client/, server/index.js,
 * security.json) as a version the server can serve: its server build loaded,
 * its files listed, and every served page's inline scripts checked against
 * its security manifest. Throws, saying why, if anything is missing or wrong.
 */
export async function loadSiteVersion(buildDir: string, id: number): Promise<SiteVersion> {
  const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const server = (await import(/* @vite-ignore */ entry)) as { loadBuild?: () => Promise<ServerBuild> };
  if (typeof server.loadBuild !== "function") throw new Error(`${entry} is not a server build of this site (no loadBuild)`);
  const build = await server.loadBuild();
  const root = path.join(buildDir, "client");
  const site = readSiteBuild(build, root);
  return { id, build, site, policies: pagePolicies(site, readSecurityManifest(root)) };
}
