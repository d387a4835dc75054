import { isRouteErrorResponse } from "react-router";

/** What a 404 under /admin says is missing, beyond the page itself: the data thrown with it. */
export interface AdminNotFound {
  missing: "enquiry";
}

/** Whether the error is an enquiry's page whose enquiry is not there (deleted, or a wrong address). */
export function isEnquiryMissing(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && (error.data as Partial<AdminNotFound> | null)?.missing === "enquiry";
}
