/** The frame of the owner's pages: a short bar of three items a phone shows whole, then the page, narrow enough for a phone. */
import ClipboardList from "lucide-react/icons/clipboard-list";
import Globe from "lucide-react/icons/globe";
import History from "lucide-react/icons/rotate-ccw-clock";
import LayoutList from "lucide-react/icons/layout-list";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import UserRound from "lucide-react/icons/user-round";
import { useId, useRef, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { usePopoverClosedOnNavigation } from "~/components/layout/use-popover";
import { adminCommon, adminInbox, adminShell } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { AdminUser } from "./context";
import { ADMIN_ROOT, INBOX } from "./paths";

/** The pages of „Съдържание“, in the order /admin lists them. */
export const contentPages = [
  { key: "prices", to: `${ADMIN_ROOT}/prices` },
  { key: "area", to: `${ADMIN_ROOT}/area` },
  { key: "services", to: `${ADMIN_ROOT}/services` },
  { key: "company", to: `${ADMIN_ROOT}/company` },
  { key: "gallery", to: `${ADMIN_ROOT}/gallery` },
  { key: "people", to: `${ADMIN_ROOT}/people` },
  { key: "reviews", to: `${ADMIN_ROOT}/reviews` },
  { key: "facts", to: `${ADMIN_ROOT}/facts` },
] as const;

const moreLinks = [
  { to: `${ADMIN_ROOT}/versions`, label: adminShell.nav.versions, icon: History },
  { to: `${ADMIN_ROOT}/account`, label: adminShell.nav.account, icon: UserRound },
] as const;

const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The bar's section a page belongs to. */
export function sectionOf(pathname: string): "enquiries" | "content" | "more" | null {
  const path = pathname.replace(/\/$/, "") || "/";
  if (within(path, `${ADMIN_ROOT}/enquiries`)) return "enquiries";
  if (path === ADMIN_ROOT || contentPages.some(({ to }) => within(path, to))) return "content";
  if (moreLinks.some(({ to }) => within(path, to))) return "more";
  return null;
}

/** The current item (set here: NavLink would drop "true"): the page itself ("page"), or the section the page is in ("true"). */
const current = (pathname: string, to: string, inSection: boolean) =>
  pathname === to ? ("page" as const) : inSection ? ("true" as const) : undefined;

const itemClass = (active: boolean) =>
  cn(
    // On a phone each item is a third of the bar, its icon over its name; wider, side by side.
    "relative flex h-16 w-full flex-col items-center justify-center gap-0.5 border-b-2 px-1 text-sm font-semibold sm:w-auto sm:flex-row sm:gap-2 sm:px-3 sm:text-base",
    "focus-visible:-outline-offset-2",
    active ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
  );

/** The new enquiries' count beside „Запитвания“. */
const countClass = "min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-primary-foreground";

/**
 * The bar: Запитвания (with how many are new), Съдържание and Още, whose
 * menu (an HTML popover, decision 0012: it opens, closes on Escape or a press
 * elsewhere, and tells screen readers so, before any script) holds Версии,
 * Профил, the public site and Изход. Decision 0052.
 */
function AdminNav({ newCount }: { newCount: number | null }) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = usePopoverClosedOnNavigation(panel);
  const inbox = INBOX;
  return (
    <nav aria-label={adminCommon.navLabel} className="flex-1 sm:flex-none">
      <ul className="grid grid-cols-3 sm:flex sm:gap-1">
        <li>
          <Link to={inbox} aria-current={current(pathname, inbox, section === "enquiries")} className={itemClass(section === "enquiries")}>
            <span className="relative">
              <ClipboardList aria-hidden="true" className="size-5" />
              {/* On a phone the count sits on the icon, over the name; beside it, where the name follows the icon, after the name. */}
              {newCount ? (
                <span aria-hidden="true" className={cn(countClass, "absolute -top-1.5 left-3.5 sm:hidden")}>
                  {newCount}
                </span>
              ) : null}
            </span>
            <span>
              {adminShell.nav.enquiries}
              {newCount ? <span className="sr-only"> ({adminInbox.newCount(newCount)})</span> : null}
            </span>
            {newCount ? (
              <span aria-hidden="true" className={cn(countClass, "hidden sm:inline-block")}>
                {newCount}
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <Link
            to={ADMIN_ROOT}
            aria-current={current(pathname, ADMIN_ROOT, section === "content")}
            className={itemClass(section === "content")}
          >
            <LayoutList aria-hidden="true" className="size-5" />
            {adminShell.nav.content}
          </Link>
        </li>
        <li>
          <button
            type="button"
            popoverTarget={panelId}
            aria-current={section === "more" ? "true" : undefined}
            className={itemClass(section === "more")}
          >
            <Menu aria-hidden="true" className="size-5" />
            {adminShell.nav.more}
          </button>
          {/* In the top layer, placed under the bar (4rem) at the page's top: the bar scrolls with the page. */}
          <div
            id={panelId}
            ref={panel}
            popover="auto"
            className="menu-panel absolute top-16 right-[max(0.5rem,calc((100%-64rem)/2+0.5rem))] w-64 rounded-2xl border border-border bg-surface p-1.5 text-foreground shadow-xl"
          >
            <ul>
              {moreLinks.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold hover:bg-muted",
                        isActive && "bg-muted text-primary",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a href="/" className="flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold hover:bg-muted">
                  <Globe aria-hidden="true" className="size-5" />
                  {adminShell.nav.site}
                </a>
              </li>
              <li className="mt-1 border-t border-border pt-1">
                <Form method="post" action={`${ADMIN_ROOT}/sign-out`} onSubmit={close}>
                  <button type="submit" className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 font-semibold hover:bg-muted">
                    <LogOut aria-hidden="true" className="size-5" />
                    {adminShell.nav.signOut}
                  </button>
                </Form>
              </li>
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}

/**
 * On a phone the bar is the whole header, three items in a row, nothing cut
 * or scrolled sideways; from 640 px the brand is beside it. Signed out, only
 * the brand.
 */
export function AdminShell({ user, newCount = null, children }: { user: AdminUser | null; newCount?: number | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between sm:px-4">
          <a
            href="/"
            className={cn(
              // As tall as the bar: a thumb's target, not the line of text alone.
              "flex h-full items-center px-4 text-sm font-bold text-primary underline-offset-4 hover:underline sm:px-0 sm:text-base",
              user && "hidden sm:flex",
            )}
          >
            {adminCommon.brand}
          </a>
          {user ? <AdminNav newCount={newCount} /> : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

/** A short message in a bordered box: the result of a form, or a warning. */
export function Notice({ tone = "info", children }: { tone?: "info" | "danger" | "success"; children: ReactNode }) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn(
        "rounded-2xl border p-4",
        tone === "danger" && "border-danger text-foreground",
        tone === "success" && "border-primary",
        tone === "info" && "border-border bg-muted",
      )}
    >
      {children}
    </div>
  );
}
