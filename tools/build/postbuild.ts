/**
 * After `react-router build`: the files that make build/client a complete
 * static site, and what the Node server checks at start.
 *  - 404.html, the not-found page where static hosts look for it;
 *  - build/security.json: each prerendered page's inline script hashes and
 *    the stylesheets the site's scripts insert (the build stops if a page has
 *    inline code no hash can allow);
 *  - sitemap.xml and robots.txt from the prerendered pages;
 *  - _headers and nginx-security.conf, the Node server's headers for static hosts;
 *  - brotli and gzip copies of every text file.
 */
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ASSETS_DIR } from "../../server/cache-policy";
import { SECURITY_MANIFEST, prerenderedFiles, securityManifest } from "../../server/page-policies";
import { uncoverableInline } from "../../server/security";
import { NOT_FOUND_PATH } from "../../server/site-build";
import { compressBuild } from "./compress";
import { writeSitemapAndRobots } from "./sitemap";
import { staticHostFiles } from "./static-hosting";

/** Fails when a prerendered page has inline code that a hash cannot allow. */
export function checkInlineCode(root: string, prerender: readonly string[]) {
  const problems: string[] = [];
  for (const [urlPath, file] of prerenderedFiles(prerender)) {
    for (const problem of uncoverableInline(readFileSync(path.join(root, file), "utf8"))) {
      problems.push(`build/client/${file} (${urlPath}): ${problem}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The Content-Security-Policy cannot allow this inline code; move it to a script or CSS file:\n  ${problems.join("\n  ")}`);
  }
}

/**
 * Stylesheets the site's scripts insert as <style> elements: Sonner (the
 * toaster) inserts its CSS once, the same text every time, so its hash is
 * allowed. (Radix's scroll lock writes its styles through constructed
 * stylesheets instead, see app/lib/style-singleton.ts.)
 */
export function insertedStyles(): string[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve("sonner").replace(/index\.(c?js|mjs)$/, "index.mjs");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, "utf8"))?.[1];
  if (!literal) throw new Error(`Could not find the stylesheet Sonner inserts in ${file}; the CSP needs its hash.`);
  // Sonner adds the <style> element empty, then its text: the browser checks both.
  return ["", JSON.parse(literal) as string];
}

export async function postbuild(build: ServerBuild, root: string) {
  const notFound = prerenderedFiles([NOT_FOUND_PATH]).get(NOT_FOUND_PATH)!;
  copyFileSync(path.join(root, notFound), path.join(root, "404.html"));
  // Every path is prerendered or a real 404: a single-page-app fallback would turn unknown paths into soft 404s.
  rmSync(path.join(root, "__spa-fallback.html"), { force: true });

  checkInlineCode(root, build.prerender);
  const manifest = securityManifest(root, build.prerender, insertedStyles());
  writeFileSync(path.join(root, "..", SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  // Before compressing, so that sitemap.xml gets its .br/.gz copies too.
  const sitemap = writeSitemapAndRobots(root, build.prerender);
  const asset = readdirSync(path.join(root, ASSETS_DIR)).find((file) => file.endsWith(".css"));
  if (!asset) throw new Error(`No stylesheet in build/client/${ASSETS_DIR}: is the build complete?`);
  const files = await staticHostFiles(build, root, manifest, asset);
  writeFileSync(path.join(root, "_headers"), files.headersFile);
  writeFileSync(path.join(root, "..", "nginx-security.conf"), files.nginx);

  const compressed = compressBuild(root);
  const hashes = new Set(Object.values(manifest.pages).flat()).size;
  return { pages: build.prerender.length, sitemap: sitemap.urls.length, hashes, ...compressed };
}
