/**
 * Each page's Content-Security-Policy. The build hashes the inline scripts
 * and styles of every prerendered page (build/security.json, written by
 * tools/build/postbuild.ts); the server checks at start that the pages it
 * serves still match, and sends each page its own policy. Pages rendered per
 * request get a nonce instead (server/react-router.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { MAP_PAGES, PREVIEW_PAGES, cspDirectives, inlineCode, serializeCsp, sha256Source } from "./security";
import { NOT_FOUND_PATH, pageFile, readSiteFile, type SiteFiles } from "./site-files";

/** Written beside build/client. */
export const SECURITY_MANIFEST = "security.json";

export interface SecurityManifest {
  /** URL path of each prerendered page (the not-found page as "/404") → hashes of its inline scripts. */
  pages: Record<string, string[]>;
  /** The same, for the inline styles (the site's stylesheet). Absent in builds made before it was inlined. */
  styles?: Record<string, string[]>;
  /**
   * The prerendered pages whose route answers for one visitor (server/site-files.ts):
   * the Node server renders them per request, their files are for static hosts.
   */
  perRequest: string[];
  /**
   * The digest of each page's file as the hashes above were taken from it (fileDigest): a page whose
   * file still has it is not parsed again when the server starts or a version goes live. Absent in
   * versions published before it, whose pages are parsed.
   */
  files?: Record<string, string>;
}

/**
 * How pages' inline scripts and styles are read (server/security.ts, `inlineCode`): a digest recorded
 * by another way of reading them is not trusted, the page is read again. Count it up when that changes.
 */
const INLINE_CODE_READING = 1;

/** A page file's SHA-256 (base64), with the way its inline code was read. */
export const fileDigest = (bytes: Buffer) => `${INLINE_CODE_READING}:${createHash("sha256").update(bytes).digest("base64")}`;

const hashesOf = (texts: string[]) => [...new Set(texts.map(sha256Source))].sort();

/** The hashes of a page's inline scripts and styles, from one parse. */
function pageHashes(bytes: Buffer): { scripts: string[]; styles: string[] } {
  const { scripts, styles } = inlineCode(bytes.toString("utf8"));
  return { scripts: hashesOf(scripts), styles: hashesOf(styles) };
}

/** Every prerendered HTML file of the build: URL path → file relative to build/client. */
export function prerenderedFiles(prerender: readonly string[]): Map<string, string> {
  return new Map(prerender.map((urlPath) => [urlPath, pageFile(urlPath)]));
}

/** The hashes of the inline scripts and styles of each prerendered page, and which of them are rendered per request. */
export function securityManifest(root: string, prerender: readonly string[], perRequest: readonly string[]): SecurityManifest {
  const manifest: SecurityManifest = { pages: {}, styles: {}, perRequest: [...perRequest], files: {} };
  for (const [urlPath, file] of prerenderedFiles(prerender)) addPage(manifest, urlPath, readFileSync(path.join(root, file)));
  return manifest;
}

/** A page's inline script and style hashes by its file's digest, from manifests made before (knownPagesOf). */
export type KnownPages = Map<string, { scripts: string[]; styles: string[] }>;

/** The pages of `manifest` added to `known`. */
export function knownPagesOf(manifest: SecurityManifest, known: KnownPages = new Map()): KnownPages {
  for (const [urlPath, digest] of Object.entries(manifest.files ?? {})) {
    known.set(digest, { scripts: manifest.pages[urlPath] ?? [], styles: manifest.styles?.[urlPath] ?? [] });
  }
  return known;
}

/** Adds a page's inline script and style hashes, and its file's digest, to `manifest`; a page `known` is not parsed. */
export function addPage(manifest: SecurityManifest, urlPath: string, bytes: Buffer, known?: KnownPages) {
  const digest = fileDigest(bytes);
  const hashes = known?.get(digest) ?? pageHashes(bytes);
  manifest.pages[urlPath] = hashes.scripts;
  (manifest.styles ??= {})[urlPath] = hashes.styles;
  (manifest.files ??= {})[urlPath] = digest;
}

export function readSecurityManifest(root: string): SecurityManifest {
  const file = path.join(root, "..", SECURITY_MANIFEST);
  if (!existsSync(file)) throw new Error(`No ${SECURITY_MANIFEST} beside ${root}. Run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as SecurityManifest;
  if (!Array.isArray(manifest.perRequest)) {
    throw new Error(`${SECURITY_MANIFEST} beside ${root} does not say which pages are rendered per request. Run "npm run build".`);
  }
  return manifest;
}

export interface PagePolicies {
  /** The policy of a page the server sends as a file ("/404" for the not-found page), or undefined. */
  page(urlPath: string): string | undefined;
  /** The policy of a page React Router renders per request, allowing its scripts by `nonce`. */
  rendered(urlPath: string, nonce: string): string;
  /** Anything that is not a page (files, JSON). */
  other: string;
}

/** A page's inline scripts and styles that are not `allowed`; none if the file is the one the manifest was made from. */
function notAllowed(bytes: Buffer, allowed: { scripts: string[]; styles: string[] }, digest: string | undefined) {
  if (digest === fileDigest(bytes)) return { scripts: [], styles: [] };
  const { scripts, styles } = pageHashes(bytes);
  return {
    scripts: scripts.filter((hash) => !allowed.scripts.includes(hash)),
    styles: styles.filter((hash) => !allowed.styles.includes(hash)),
  };
}

/**
 * Refuses to start when a page the server sends has an inline script or style
 * the build's manifest does not allow: the page changed after the build. A
 * page whose file is the one the manifest was made from (its digest) is not
 * parsed again.
 */
export function pagePolicies(site: SiteFiles, manifest: SecurityManifest): PagePolicies {
  const byPath = new Map<string, string>();
  const files = [...site.pages].filter(([urlPath]) => !site.perRequest.has(urlPath));
  const served: [string, string][] = [...files, [NOT_FOUND_PATH, site.notFoundFile]];
  for (const [urlPath, file] of served) {
    const allowed = { scripts: manifest.pages[urlPath] ?? [], styles: manifest.styles?.[urlPath] ?? [] };
    const missing = notAllowed(readSiteFile(site.root, file), allowed, manifest.files?.[urlPath]);
    for (const kind of ["scripts", "styles"] as const) {
      if (missing[kind].length === 0) continue;
      throw new Error(
        `${SECURITY_MANIFEST} does not allow ${missing[kind].length} inline ${kind} of the page ${urlPath}: the build is out of date. Run "npm run build".`,
      );
    }
    const directives = cspDirectives({ scriptHashes: allowed.scripts, styleHashes: allowed.styles, map: MAP_PAGES.has(urlPath) });
    byPath.set(urlPath, serializeCsp(directives));
  }
  return {
    page: (urlPath) => byPath.get(urlPath),
    rendered: (urlPath, nonce) => serializeCsp(cspDirectives({ nonce, map: MAP_PAGES.has(urlPath), preview: PREVIEW_PAGES.has(urlPath) })),
    other: serializeCsp(cspDirectives()),
  };
}
