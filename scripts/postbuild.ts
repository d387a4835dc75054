/** `npm run build`'s last step (tools/build/postbuild.ts). */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { postbuild } from "../tools/build/postbuild";

const server = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as { loadBuild(): Promise<ServerBuild> };
const done = await postbuild(await server.loadBuild(), path.resolve("build/client"));
console.log(
  `postbuild: ${done.pages} prerendered pages, ${done.hashes} inline script hashes, sitemap of ${done.sitemap} pages, ` +
    `_headers and nginx-security.conf; compressed ${done.count} files, ${(done.raw / 1024).toFixed(1)} KB → ${(done.brotli / 1024).toFixed(1)} KB brotli`,
);
