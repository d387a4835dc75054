/** What a route module may say about itself in its `handle` export, read by the app's layout (app/root.tsx). */
export interface RouteHandle {
  /** Rendered without the public site's header and footer (the owner's pages under /admin bring their own). */
  bare?: boolean;
}
