/** `npm run build`'s last step (tools/build/postbuild.ts). */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { contentDir } from "../app/content/overlay-files.server";
import { photosDir } from "../app/lib/photo-files.server";
import { postbuild } from "../tools/build/postbuild";

// Where `react-router build` wrote (react-router.config.ts).
const buildDir = path.resolve("build");
const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { loadBuild(): Promise<ServerBuild> };
// The owner's edits the pages were prerendered with (CONTENT_DIR, or DATA_DIR/content), and their photos' sizes (DATA_DIR/photos).
const done = await postbuild(await server.loadBuild(), path.join(buildDir, "client"), { contentDir: contentDir(), photosDir: photosDir() });
console.log(
  `postbuild: ${done.pages} prerendered pages, ${done.hashes} inline script and ${done.styleHashes} style hashes, sitemap of ${done.sitemap} pages, ` +
    `_headers and nginx-security.conf, ${done.photos} uploaded photo files; compressed ${done.count} files, ${(done.raw / 1024).toFixed(1)} KB → ${(done.brotli / 1024).toFixed(1)} KB brotli`,
);
