// @ts-check
/**
 * After `react-router build`: makes every prerendered page paint before any of
 * its JavaScript or web fonts load and hydrate when the visitor first reaches
 * for it (scripts/deferred-hydration.mjs), then
 * writes a root 404.html that static hosts use for unknown paths, sitemap.xml
 * and robots.txt from the prerendered pages (scripts/sitemap.mjs), the security
 * headers (scripts/security-headers.mjs: build/security.json for the Node
 * server, _headers and nginx-security.conf for static hosts; the script hashes
 * are taken from the rewritten pages), and brotli and gzip copies of every
 * text file in build/client (the Node server and most static hosts serve them
 * as they are).
 */
import { copyFileSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { findPages } from "../server/app.mjs";
import { deferHydration, staticImports } from "./deferred-hydration.mjs";
import { writeSecurityFiles } from "./security-headers.mjs";
import { writeSitemapAndRobots } from "./sitemap.mjs";

const root = path.resolve("build/client");
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this size compression does not pay for the extra header bytes. */
const MIN_BYTES = 1024;

// First: the security headers below hash the inline scripts of the rewritten pages.
const pages = [...findPages(root).values(), "404/index.html"];
const importsOf = (/** @type {string} */ url) => staticImports(url, readFileSync(path.join(root, url), "utf8"));
for (const page of pages) {
  const file = path.join(root, page);
  writeFileSync(file, deferHydration(readFileSync(file, "utf8"), importsOf));
}
copyFileSync(path.join(root, "404/index.html"), path.join(root, "404.html"));
// Every path is prerendered or is a real 404; the single-page-app fallback that
// React Router also writes would turn unknown paths into soft 404s on static hosts.
rmSync(path.join(root, "__spa-fallback.html"), { force: true });
// Before compressing, so that sitemap.xml gets its .br/.gz copies too.
const sitemap = writeSitemapAndRobots(root);
const security = await writeSecurityFiles(root);

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}

console.log(`postbuild: deferred hydration in ${pages.length} pages; compressed ${count} files, ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli; wrote 404.html, sitemap.xml (${sitemap.urls.length} pages), robots.txt, and the security headers (${Object.values(security.pages).flat().length} inline script hashes)`);
