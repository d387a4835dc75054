/**
 * The files of a version of the site (the deployed build's, or a published
 * one's): its prerendered pages, with their loader data, and the deployed
 * build's other files. Which address a file answers is decided by the server
 * (server/http.ts); which page must not be answered by its file is said by
 * the page's own route, through React Router: an answer made for one visitor
 * (`Cache-Control: no-store`, the contact page's form token) is recorded when
 * the pages are rendered (`npm run build`'s postbuild, a publish) and read
 * here from the version's manifest.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { NOT_FOUND_PATH } from "~/lib/not-found";

export { NOT_FOUND_PATH };

export interface SiteFiles {
  /** The folder of the prerendered pages and their data (build/client, or a version's), absolute. */
  root: string;
  /** The folder of every other file (scripts, styles, images): the deployed build/client, absolute. */
  assets: string;
  /** Every prerendered page but the not-found page: URL path → its file, relative to `root` ("/prices" → "prices/index.html"). */
  pages: Map<string, string>;
  /** Those of `pages` that React Router renders for each request: their files are for static hosts. */
  perRequest: ReadonlySet<string>;
  /** The not-found page's file, relative to `root`. */
  notFoundFile: string;
}

/**
 * Whether a site's file is there: as itself, or (a page or its data in a
 * published version, which keeps only their compressed copies, decision 0046)
 * as its brotli copy.
 */
export const hasSiteFile = (root: string, file: string) => existsSync(path.join(root, file)) || existsSync(path.join(root, `${file}.br`));

/** A site's file, whole: the file itself, or its brotli copy decompressed. */
export function readSiteFile(root: string, file: string): Buffer {
  const plain = path.join(root, file);
  return existsSync(plain) ? readFileSync(plain) : brotliDecompressSync(readFileSync(`${plain}.br`));
}

/** A prerendered page's HTML file, relative to the site's root. */
export const pageFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`);

/** The file of a page's loader data, as React Router's prerender names it and its client asks for it. */
export const dataFile = (urlPath: string) => (urlPath === "/" ? "_root.data" : `${urlPath.slice(1)}.data`);

/** The page whose loader data a `.data` address asks for ("/_root.data" → "/", "/prices.data" → "/prices"), or undefined. */
export function pageOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  return pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
}

/**
 * Whether React Router's answer is made for the one visitor who asked: its
 * route says `no-store` (the contact page, whose form carries a fresh token).
 * A prerendered file cannot stand for such an answer.
 */
export const madeForOneVisitor = (response: Response) => /\bno-store\b/i.test(response.headers.get("cache-control") ?? "");

/**
 * The prerendered pages whose answer is made for one visitor, asked of React
 * Router's own request handler as the publisher asks it (server/publish/render.ts):
 * each page's loader data, with `content` as the load context's.
 */
export async function perRequestPages(build: ServerBuild, context: { content?: unknown } = {}): Promise<string[]> {
  const handle = createRequestHandler(build, "production");
  const found: string[] = [];
  for (const urlPath of build.prerender) {
    const response = await handle(new Request(`http://localhost/${dataFile(urlPath)}`), context as never);
    await response.body?.cancel();
    if (madeForOneVisitor(response)) found.push(urlPath);
  }
  return found;
}

/**
 * A site folder's files: `prerender` (the build's prerendered paths) as files
 * of `root`, `perRequest` of them rendered per request. Throws, saying what to
 * run, when a page's file is missing.
 */
export function readSiteFiles(
  root: string,
  { prerender, perRequest = [], assets = root }: { prerender: readonly string[]; perRequest?: readonly string[]; assets?: string },
): SiteFiles {
  const absoluteRoot = path.resolve(root);
  const notFoundFile = pageFile(NOT_FOUND_PATH);
  if (!hasSiteFile(absoluteRoot, notFoundFile)) {
    throw new Error(`No build found in ${absoluteRoot} (missing ${notFoundFile}). Run "npm run build" first.`);
  }
  const pages = new Map<string, string>();
  for (const urlPath of prerender) {
    if (urlPath === NOT_FOUND_PATH) continue;
    const file = pageFile(urlPath);
    if (!hasSiteFile(absoluteRoot, file)) throw new Error(`The prerendered page ${urlPath} is missing (${file}). Run "npm run build".`);
    pages.set(urlPath, file);
  }
  return { root: absoluteRoot, assets: path.resolve(assets), pages, perRequest: new Set(perRequest), notFoundFile };
}
