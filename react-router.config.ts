import type { Config } from "@react-router/dev/config";
import { isAdminPath } from "./app/admin/paths";
import { ENQUIRY_API } from "./app/enquiry/contract";

export default {
  // Pages are rendered on the server: every public page once, at build time
  // (below), and the routes that depend on the request (a resource route, an
  // action, or a `perRequest` handle: the enquiry API, the contact page's form,
  // the prices page with a query, the owner's pages) again per request by the
  // Node server (server/site-build.ts).
  ssr: true,
  // `build` for `npm run build`; the owner's publishing builds each version into its own folder (decision 0029).
  buildDirectory: process.env.BUILD_DIR?.trim() || "build",
  // Every page of routes.ts (not the enquiry API's resource routes, not the
  // owner's pages under /admin, which are only ever rendered per request), plus the
  // not-found page, which the Node server (and any static host) sends with
  // status 404 for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !path.startsWith(ENQUIRY_API) && !isAdminPath(path)), "/404"];
  },
  // The whole route manifest is in the page: a static host has no server to
  // ask for it route by route.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
