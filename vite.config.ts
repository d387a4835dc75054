import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // The server build's entry is the Node server (server/app.ts), which loads
    // React Router's server build, as in React Router's node-custom-server template.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            // Fewer, larger chunks for the page's first load: React and React Router in
            // one, the site's code shared by three or more route modules in another. React DOM stays
            // a chunk of its own: it loads after the first paint (app/entry.client.tsx).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) => /node_modules[\\/](react|react-router)[\\/]/.test(id) && !id.includes("dom-export"),
                  priority: 20,
                },
                {
                  // The site's own modules that three or more route modules import (the layout,
                  // its icons, shared sections and content): one request instead of a dozen small
                  // ones, each a round trip on a phone's connection.
                  name: "site",
                  test: (id: string) => !id.includes("node_modules") || /node_modules[\\/]lucide-react[\\/]/.test(id),
                  minShareCount: 3,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  define: {
    // The footer renders this year in the prerendered HTML, then the visitor's.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
}));
