import { defineConfig } from "vite";

/**
 * The part of the app the Node server runs (app/enquiry/server-entry.tsx):
 * one ES module in build/server, with React and zod left as imports from
 * node_modules.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "app/enquiry/server-entry.tsx",
    outDir: "build/server",
    emptyOutDir: true,
    copyPublicDir: false,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "enquiry.mjs" } },
  },
  logLevel: "warn",
});
