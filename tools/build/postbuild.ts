/**
 * After `react-router build` (scripts/postbuild.ts): checks the prerendered
 * pages for inline code the Content-Security-Policy cannot allow, writes a
 * root 404.html for static hosts, sitemap.xml and robots.txt, build/security.json
 * (each page's inline script and style hashes, its file's digest, and the pages rendered per
 * request, for the Node server), `_headers` and nginx-security.conf for static hosts, brotli and gzip copies of every
 * text file, and the sizes of the owner's uploaded photos the content names
 * (build/client/photos/, from DATA_DIR/photos/: uploaded-photos.ts).
 */
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { SECURITY_MANIFEST, securityManifest } from "../../server/page-policies";
import { perRequestPages } from "../../server/site-files";
import { compressFiles } from "./compress";
import { writeSitemapAndRobots } from "../../server/sitemap";
import { checkPages, headersFile, hostHeaders, nginxSnippet } from "./static-hosting";
import { copyUploadedPhotos } from "./uploaded-photos";

/** `contentDir`, `photosDir`: the owner's edits the build was made with, and their photos' sizes. */
export async function postbuild(build: ServerBuild, root: string, { contentDir, photosDir }: { contentDir: string; photosDir: string }) {
  checkPages(root, build.prerender);
  const photos = copyUploadedPhotos(root, contentDir, photosDir);
  copyFileSync(path.join(root, "404/index.html"), path.join(root, "404.html"));
  // Every path is prerendered or is a real 404: a single-page-app fallback would make soft 404s on static hosts.
  rmSync(path.join(root, "__spa-fallback.html"), { force: true });
  const sitemap = writeSitemapAndRobots(root, build.prerender);
  // Which pages the Node server renders per request, as their routes say (server/site-files.ts).
  const manifest = securityManifest(root, build.prerender, await perRequestPages(build));
  writeFileSync(path.join(root, "..", SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const headers = await hostHeaders(build, root, manifest);
  writeFileSync(path.join(root, "_headers"), headersFile(headers));
  writeFileSync(path.join(root, "..", "nginx-security.conf"), nginxSnippet(headers));
  const hashes = new Set(Object.values(manifest.pages).flat()).size;
  const styleHashes = new Set(Object.values(manifest.styles ?? {}).flat()).size;
  return { pages: build.prerender.length, hashes, styleHashes, sitemap, photos, ...compressFiles(root) };
}
