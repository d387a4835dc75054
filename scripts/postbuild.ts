/** `npm run build`'s last step (tools/build/postbuild.ts). */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { postbuild } from "../tools/build/postbuild";

// BUILD_DIR: where `react-router build` wrote (react-router.config.ts), e.g. a version the owner publishes.
const buildDir = path.resolve(process.env.BUILD_DIR?.trim() || "build");
const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { loadBuild(): Promise<ServerBuild> };
const done = await postbuild(await server.loadBuild(), path.join(buildDir, "client"));
console.log(
  `postbuild: ${done.pages} prerendered pages, ${done.hashes} inline script and ${done.styleHashes} style hashes, sitemap of ${done.sitemap} pages, ` +
    `_headers and nginx-security.conf; compressed ${done.count} files, ${(done.raw / 1024).toFixed(1)} KB → ${(done.brotli / 1024).toFixed(1)} KB brotli`,
);
