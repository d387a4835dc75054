import { Link } from "react-router";
import { company } from "~/content/company";
import type { MenuItem } from "~/content/navigation";
import { DesktopNav } from "./desktop-nav";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeSwitch } from "./theme-switch";

/** The fixed top bar: logo and name, the menu, the theme switch. 64 px tall. */
export function SiteHeader({ menu }: { menu: readonly MenuItem[] }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-header backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-full pr-1 text-base font-bold tracking-tight sm:text-lg">
          <LogoMark className="size-8 shrink-0 sm:size-9" />
          <span>{company.name}</span>
        </Link>
        <div className="flex items-center gap-1">
          <DesktopNav menu={menu} />
          <ThemeSwitch />
          <MobileMenu menu={menu} />
        </div>
      </div>
    </header>
  );
}
