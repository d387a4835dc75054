import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // Radix's scroll lock writes <style> elements, which the Content-Security-Policy
    // refuses; this stand-in uses constructed stylesheets (see the file).
    alias: { "react-style-singleton": fileURLToPath(new URL("app/lib/style-singleton.ts", import.meta.url)) },
  },
  build: {
    // The server build's entry is the Node server, which also exports React
    // Router's server build (server/app.ts), as in React Router's
    // node-custom-server template.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  define: {
    // The footer renders this year in the prerendered HTML, then the visitor's.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
}));
