/**
 * What a route module may say about itself in its `handle` export, read by the
 * Node server (server/site-build.ts) as well as by the app.
 */
export interface RouteHandle {
  /**
   * Rendered by the Node server for each request, though prerendered too for
   * static hosts: its loader or action depends on the request (the contact
   * page's form token and `?service=`). Every other page is sent as the files
   * the prerender wrote: its HTML, and its loader's data for client-side
   * navigations.
   *
   * `"with-query"`: only a request with a query string is rendered per
   * request (the prices page's estimate, `?work=…`); the bare address is sent
   * as the prerendered file, like any other page.
   */
  perRequest?: boolean | "with-query";
  /** Rendered without the public site's header and footer (the owner's pages under /admin bring their own). */
  bare?: boolean;
}
