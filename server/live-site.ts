/**
 * Which version of the site the server is serving, as one object swapped
 * whole (decisions 0029, 0043): its pages, their Content-Security-Policies and
 * the content its per-request pages are rendered with belong together, so a
 * request takes the current one when it arrives (http.ts) and is answered
 * from it to the end, even if a new version goes live meanwhile. Every
 * version runs the same server build, the deployed one: only the content
 * differs.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { SiteContent } from "~/content/current.server";
import { pagePolicies, readSecurityManifest, type PagePolicies } from "./page-policies";
import { readSiteFiles, type SiteFiles } from "./site-files";

export interface SiteVersion {
  /** The published version's number (0: the deployed build). */
  id: number;
  build: ServerBuild | (() => Promise<ServerBuild>);
  site: SiteFiles;
  policies: PagePolicies;
  /** The content its pages were rendered with, for the pages rendered per request and the e-mails. */
  content: SiteContent;
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
      current = next;
    },
  };
}

/**
 * A site folder (client/ with the prerendered pages, security.json beside it:
 * as `npm run build` writes it, or as a version is rendered) as a version the
 * server can serve, its other files taken from `assets` (the deployed build's
 * client/); the pages its manifest says are made for one visitor are rendered
 * per request. Throws, saying why, if a page is missing or has an inline
 * script or style its security manifest does not allow.
 */
export function loadSiteVersion({
  id,
  build,
  dir,
  assets,
  content,
}: {
  id: number;
  build: ServerBuild;
  dir: string;
  assets?: string;
  content: SiteContent;
}): SiteVersion {
  const root = path.join(dir, "client");
  const manifest = readSecurityManifest(root);
  const site = readSiteFiles(root, { prerender: build.prerender, perRequest: manifest.perRequest, assets });
  return { id, build, site, policies: pagePolicies(site, manifest), content };
}
