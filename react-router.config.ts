import type { Config } from "@react-router/dev/config";

export default {
  // Every page is prerendered to static HTML at build time and hydrated in the
  // browser; there is no server rendering at request time.
  ssr: false,
  // All paths from routes.ts, plus the not-found page, which the Node server
  // (and any static host) serves with status 404 for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
