/** What a route module may say about itself in its `handle` export, read by the app's layout (app/root.tsx). */
export interface RouteHandle {
  /** Rendered without the public site's header and footer (the owner's pages under /admin bring their own). */
  bare?: boolean;
  /**
   * The service a page is about, from its loader's data (undefined when it has none, as on an error): the
   * contact bar's enquiry link then opens the form with that service chosen.
   */
  enquiryService?: (loaderData: unknown) => string | undefined;
}
