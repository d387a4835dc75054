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
  buildDirectory: "build",
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
  // React Router 7's behaviour, said explicitly (the build no longer lists each flag as a
  // warning). Taking any of them is part of the move to React Router 8: middleware changes
  // the load context the pages' content comes by (app/content/current.server.ts), the
  // data-request flags the `.data` addresses the server maps to files (server/site-files.ts).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
