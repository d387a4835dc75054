/** Where the owner's pages live (decision 0028): rendered per request only, never prerendered. */
export const ADMIN_ROOT = "/admin";

/** Whether a URL path is one of the owner's pages or their data (`/admin`, `/admin/…`, `/admin.data`). */
export const isAdminPath = (path: string): boolean =>
  path === ADMIN_ROOT || path === `${ADMIN_ROOT}.data` || path.startsWith(`${ADMIN_ROOT}/`);

/** The inbox: where a sign-in lands once no demo value is left (app/admin/landing.server.ts). */
export const INBOX = `${ADMIN_ROOT}/enquiries`;
/** After a sign-in by link: asks for a passkey while the account has none, then goes on to the landing page. */
export const PASSKEY_PROMPT = `${ADMIN_ROOT}/passkey-prompt`;
