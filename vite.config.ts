import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The owner's pages' own modules. Each icon is imported by its own path (`lucide-react/icons/…`, as
 * eslint.config.js requires), so that an icon's importers are the modules that show it.
 */
const OWNERS_CODE = /[\\/]app[\\/](admin[\\/]|routes[\\/]admin\.)/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // The server build's entry is the Node server (server/app.ts), which loads
    // React Router's server build, as in React Router's node-custom-server template.
    rollupOptions: isSsrBuild
      ? {
          input: "./server/app.ts",
          // Rolldown warns when plugins take most of a build's time: the server build's few seconds are
          // mostly React Router's own plugins resolving its virtual modules, nothing the project can act on.
          checks: { pluginTimings: false },
        }
      : {
          output: {
            // Few chunks for a page's first load (decision 0033): each request on a slow phone costs a
            // round trip and shares the line with the page's photo. React and React Router (with Vite's
            // preload helper) in one chunk; the layout and the small pieces the home page shares
            // with other pages in another; what the other pages share (estimate, prices, care plans,
            // the enquiry's content) in a third. React DOM stays a chunk of its own: it loads after
            // the first paint (app/entry.client.tsx).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) =>
                    (/node_modules[\\/](react|react-router)[\\/]/.test(id) && !id.includes("dom-export")) ||
                    id === "\0vite/preload-helper.js",
                  priority: 20,
                },
                {
                  // The layout's own modules that routes share with the root (buttons, icons, the
                  // layout's content and helpers) and the few small sections the home page shares
                  // with the service pages (the care plans' band among them): one file instead of a
                  // dozen small ones. An icon only the owner's pages use stays with them: every
                  // public page loads this chunk.
                  name: (id, context) =>
                    /[\\/]app[\\/](components[\\/](layout[\\/]|ui[\\/]|gallery-image|service-icon|working-hours|sections[\\/](contact-buttons|how-we-work|highlights)|care-plans[\\/]care-plans-teaser)|content[\\/](layout|navigation|site|company|pages[\\/](common|care-plans))|lib[\\/](cn|nonce|use-hydrated|contact-links|toast|seo|full-screen-popover|idle|hydration)\.)/.test(
                      id,
                    ) ||
                    (/node_modules[\\/]lucide-react[\\/]/.test(id) &&
                      !context.getModuleInfo(id)?.importers.every((importer) => OWNERS_CODE.test(importer)))
                      ? "layout"
                      : null,
                  minShareCount: 2,
                  priority: 10,
                },
                {
                  // Everything else of the site's own code that two or more pages share. The home page
                  // uses none of it; what only the owner's pages use stays in their own chunks.
                  name: "pages",
                  test: (id: string) =>
                    /[\\/]app[\\/](components|content|enquiry|estimate|lib)[\\/]/.test(id) &&
                    !/[\\/](content[\\/]admin|enquiry[\\/]notification)\./.test(id),
                  minShareCount: 2,
                  priority: 5,
                },
              ],
            },
          },
        },
  },
  // For builds only: the development server would transform every file of these libraries instead.
  ssr:
    command !== "build"
      ? {}
      : {
          // Bundled into the server build, which the server then loads as one file instead of some 450:
          // the icons the site uses, not the library's 1,600, and the query builder, the schemas and the
          // owner's pages' data library (0.6 s of the server's start, measured: decision 0063).
          noExternal: ["lucide-react", "kysely", "zod", "@tanstack/react-query", "@tanstack/query-core"],
        },
  define: {
    // The footer renders this year in the prerendered HTML, then the visitor's.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Nothing the owner edits is compiled in: it reaches the pages through loaders (decision 0040).
  },
}));
