/** The frame of the owner's pages: a header with the sections and sign-out, then the page, narrow enough for a phone. */
import { CalendarClock, ClipboardList, FileText, Images, LogOut, NotebookPen, ReceiptEuro, UserRound } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminCommon } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { AdminUser } from "./context";

const sections = [
  { to: "/admin/enquiries", label: adminCommon.nav.enquiries, icon: ClipboardList },
  { to: "/admin/prices", label: adminCommon.nav.prices, icon: ReceiptEuro },
  { to: "/admin/company", label: adminCommon.nav.company, icon: FileText },
  { to: "/admin/gallery", label: adminCommon.nav.gallery, icon: Images },
  { to: "/admin/services", label: adminCommon.nav.services, icon: NotebookPen },
  { to: "/admin/versions", label: adminCommon.nav.versions, icon: CalendarClock },
  { to: "/admin/account", label: adminCommon.nav.account, icon: UserRound },
] as const;

/**
 * On a phone the sections are one row that scrolls sideways (the next one
 * shows cut off at the edge), so the header takes two lines of the screen,
 * not five; the current section is scrolled into the row.
 */
export function AdminShell({ user, children }: { user: AdminUser | null; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    // The row's own scroll only: scrollIntoView could also scroll the page.
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-2 px-4 py-1.5">
          <a href="/" className="text-sm font-bold text-primary underline-offset-4 hover:underline sm:text-base">
            {adminCommon.brand}
          </a>
          {user ? (
            <Form method="post" action="/admin/sign-out">
              <button type="submit" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <LogOut aria-hidden="true" />
                {adminCommon.signOut}
              </button>
            </Form>
          ) : null}
        </div>
        {user ? (
          <nav ref={nav} aria-label={adminCommon.navLabel} className="relative mx-auto max-w-5xl overflow-x-auto px-2 sm:overflow-visible">
            <ul className="flex gap-x-1 sm:flex-wrap">
              {sections.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cn(
                        // The focus ring inside the link: the row that scrolls would cut off one drawn around it.
                        "inline-flex min-h-11 items-center gap-2 border-b-2 px-3 font-semibold whitespace-nowrap focus-visible:-outline-offset-2",
                        isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
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
