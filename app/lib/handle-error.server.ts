import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";

/**
 * React Router's `handleError` (exported by app/entry.server.tsx). Errors are
 * logged as React Router logs them, except its own 4xx answers: every request
 * reaches it, and a POST to a page without an action (405) is a visitor's or a
 * bot's mistake, answered as such, not a fault of the server.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
