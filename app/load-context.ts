/**
 * What the Node server (server/react-router.ts) gives React Router's loaders,
 * actions and entry.server for each request. Every field is optional: while
 * the build prerenders pages there is no server, and none of it.
 */
import type { EnquiryResult } from "./enquiry/contract";
import type { EnquiryDesk } from "./enquiry/desk";
import type { SiteContent } from "./content/current.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Checks and stores enquiries; absent without the Node server. */
    enquiries?: EnquiryDesk;
    /** The Content-Security-Policy nonce of this response, for its inline scripts. */
    cspNonce?: string;
    /**
     * A form posted from another site, which the server refused before any
     * action ran (server/react-router.ts): the page is shown as for a GET,
     * saying so.
     */
    refusedSend?: EnquiryResult;
    /**
     * The content to render with: the live version's, or the version a publish
     * renders. Absent while the build prerenders (loaders then read the build's
     * content folder: `contentOf` in app/content/current.server.ts).
     */
    content?: SiteContent;
  }
}

export {};
