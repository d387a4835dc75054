/** Where the owner's pages live (decision 0028): rendered per request only, never prerendered. */
export const ADMIN_ROOT = "/admin";

/** Whether a URL path is one of the owner's pages or their data (`/admin`, `/admin/…`, `/admin.data`). */
export const isAdminPath = (path: string): boolean =>
  path === ADMIN_ROOT || path === `${ADMIN_ROOT}.data` || path.startsWith(`${ADMIN_ROOT}/`);
