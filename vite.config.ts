import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDir, overlayDefines } from "./tools/build/content-overlays";

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
            // one, the layout's shared modules in another. React DOM stays a chunk of its own:
            // it loads after the first paint (app/entry.client.tsx).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) => /node_modules[\\/](react|react-router)[\\/]/.test(id) && !id.includes("dom-export"),
                  priority: 20,
                },
                {
                  // The layout's own modules that routes share with the root (buttons, icons, the
                  // layout's content and helpers): one file instead of a dozen small ones.
                  name: "layout",
                  test: (id: string) =>
                    /[\\/]app[\\/](components[\\/](layout|ui)[\\/]|content[\\/](layout|navigation|site|company|pages[\\/]common)|lib[\\/](cn|nonce|use-hydrated|contact-links|toast|seo)\.)/.test(
                      id,
                    ) || /node_modules[\\/]lucide-react[\\/]/.test(id),
                  minShareCount: 2,
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
    // The owner's edits of the content (DATA_DIR/content/*.json, decision 0029), checked by `npm run content` before.
    ...overlayDefines(contentDir()),
  },
}));
