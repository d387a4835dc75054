/**
 * What the contact page's loader and action and the enquiry API's resource
 * routes get from the Node server, in React Router's load context
 * (app/load-context.ts): the one place where enquiries are checked and
 * stored (server/enquiries/desk.ts), bound to the request being answered.
 * It is absent while pages are prerendered at build time, and on a static
 * host there is no server at all: the routes then say that sending is
 * unavailable.
 */
import type { EnquiryResult } from "./contract";

export interface EnquiryDesk {
  /** A new signed form token. */
  issueToken(): string;
  /**
   * Checks and stores one enquiry sent with this request: rate limit,
   * origin, spam trap, token, the shared schema; then stores it with its
   * notification and wakes the outbox. Never throws for a visitor's mistake;
   * a failure of the database is the `server` outcome.
   */
  accept(input: unknown): Promise<EnquiryResult>;
}
