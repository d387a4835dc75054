/**
 * `npm start` serves the production build (`npm run build` makes it);
 * `npm run dev` serves the app from source through Vite's development
 * middleware, with hot reload. The server itself is TypeScript in server/,
 * compiled into build/server/index.js by the project's Vite build.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL(".", import.meta.url));

try {
  if (process.argv.includes("--dev")) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    const { startServer } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ projectRoot, build: { vite } });
  } else {
    // React's production build: without it every page rendered per request costs several times the CPU.
    process.env.NODE_ENV ??= "production";
    const entry = new URL("./build/server/index.js", import.meta.url);
    if (!existsSync(entry)) throw new Error('No build found (missing build/server/index.js). Run "npm run build" first.');
    const { start } = await import(entry.href);
    await start(projectRoot);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
