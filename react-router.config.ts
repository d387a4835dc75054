import type { Config } from "@react-router/dev/config";
import { isAdminPath } from "./app/admin/paths";
import { ENQUIRY_API } from "./app/enquiry/contract";
import { NOT_FOUND_PATH } from "./app/lib/not-found";

export default {
  // Pages are rendered on the server: every public page once, at build time
  // (below), and anything else again per request by the Node server, which
  // sends a page's prerendered file only for its bare address, and only if
  // its route does not answer for one visitor (the contact page's form):
  // server/http.ts, server/site-files.ts.
  ssr: true,
  // `build` for `npm run build`; the owner's publishing builds each version into its own folder (decision 0029).
  buildDirectory: process.env.BUILD_DIR?.trim() || "build",
  // Every page of routes.ts (not the enquiry API's resource routes, not the
  // owner's pages under /admin, which are only ever rendered per request), plus the
  // not-found page, which static hosts send with status 404 for unknown paths
  // (the Node server has React Router render it: app/routes/not-found.tsx).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !path.startsWith(ENQUIRY_API) && !isAdminPath(path)), NOT_FOUND_PATH];
  },
  // The whole route manifest is in the page: a static host has no server to
  // ask for it route by route.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
