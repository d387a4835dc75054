import { Link } from "react-router";
import Phone from "lucide-react/icons/phone";
import { contactActions } from "~/content/layout";
import type { MenuItem } from "~/content/navigation";
import { telUrl } from "~/lib/contact-links";
import { DesktopNav } from "./desktop-nav";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeSwitch } from "./theme-switch";
import { useCompany } from "~/lib/site-content";

/**
 * The fixed top bar: logo and name, the menu, the phone (from md: the number
 * from lg, its icon alone between), the theme switch. 64 px tall. Below md the
 * phone is in the contact bar at the bottom of the screen (contact-bar.tsx).
 */
export function SiteHeader({ menu }: { menu: readonly MenuItem[] }) {
  const company = useCompany();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-header backdrop-blur">
      {/* The narrowest phones (320 px): a little less room at the edges, so that „Меню“ stays whole beside the name. */}
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-4 max-[22.5rem]:gap-1 max-[22.5rem]:px-2.5">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-full pr-1 text-base font-bold tracking-tight sm:text-lg">
          <LogoMark className="size-8 shrink-0 sm:size-9" />
          <span>{company.name}</span>
        </Link>
        <div className="flex items-center gap-1">
          <DesktopNav menu={menu} />
          <a
            href={telUrl(company)}
            aria-label={`${contactActions.call}: ${company.phone.display}`}
            className="ml-1 hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary font-semibold whitespace-nowrap text-primary-foreground transition-colors hover:bg-primary-hover md:inline-flex lg:px-4 [&_svg]:size-5"
          >
            <Phone aria-hidden="true" />
            <span className="hidden lg:inline">{company.phone.display}</span>
          </a>
          <ThemeSwitch />
          <MobileMenu menu={menu} />
        </div>
      </div>
    </header>
  );
}
