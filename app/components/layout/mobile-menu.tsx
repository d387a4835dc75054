import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { useRef } from "react";
import { NavLink } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { contactActions, headerCopy } from "~/content/layout";
import type { MenuItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { telUrl } from "~/lib/contact-links";
import { keepFocusInside, useFullScreenPopover } from "~/lib/full-screen-popover";
import { useActiveSection } from "~/lib/use-active-section";
import { MenuItemLink } from "./menu-links";
import { scrollSectionIds } from "./menu-sections";
import { usePopoverClosedOnNavigation } from "./use-popover";
import { useCompany } from "~/lib/site-content";

const PANEL_ID = "site-menu";

/*
 * The panel's text uses only type styles that every page already sets (16 and 18 px, semibold and
 * bold, as the footer and the headings do): a size or weight new to the page makes the browser look
 * up and shape a font at the moment of the press, the most expensive part of opening the menu.
 */
const linkClass = (active: boolean, nested = false) =>
  cn(
    "flex min-h-12 items-center gap-2 rounded-xl pr-4 transition-colors hover:bg-muted",
    nested ? "pl-8 text-base font-semibold" : "pl-4 text-lg font-bold",
    active && "bg-muted text-primary",
  );

/**
 * Below md: the „Меню“ button opens the whole menu as a full-screen panel that
 * slides in. The panel is an HTML popover (docs/decisions/0012): the button
 * opens it on the first tap, with or without JavaScript, the close button and
 * Escape close it, and the page behind does not scroll while it is open (CSS).
 * Choosing a link loads the page, which closes the menu; once React runs,
 * links navigate in place and close it themselves, and Tab stays inside it.
 */
export function MobileMenu({ menu }: { menu: readonly MenuItem[] }) {
  const company = useCompany();
  const panel = useRef<HTMLDivElement>(null);
  const close = usePopoverClosedOnNavigation(panel);
  // Once React runs, the first link takes focus as the panel opens, and the page behind is locked.
  const onToggle = useFullScreenPopover("nav a[href]");
  const activeSection = useActiveSection(scrollSectionIds(menu));

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "max-[22.5rem]:px-3 max-[22.5rem]:[&_svg]:hidden md:hidden")}
      >
        <Menu aria-hidden="true" />
        {headerCopy.menu.open}
      </button>
      {/* The dialog keeps Tab inside itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={PANEL_ID}
        ref={panel}
        popover="auto"
        role="dialog"
        aria-label={headerCopy.menu.open}
        onKeyDown={keepFocusInside}
        onToggle={onToggle}
        className="slide-panel fixed inset-y-0 left-0 h-dvh w-screen flex-col bg-background text-foreground open:flex md:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
          <p className="text-lg font-bold">{headerCopy.menu.open}</p>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={headerCopy.menu.close}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={headerCopy.navigation} className="flex-1 px-2 py-4">
          <ul className="space-y-1">
            {menu.map((item) =>
              item.type === "group" ? (
                <li key={item.title}>
                  <p className="px-4 pt-3 pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{item.title}</p>
                  <ul className="space-y-1">
                    {item.items.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} onClick={close} className={({ isActive }) => linkClass(isActive, true)}>
                          {link.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.title}>
                  <MenuItemLink
                    item={item}
                    className={linkClass}
                    sectionActive={activeSection === item.to}
                    onNavigate={close}
                    prefetch="none"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="border-t border-border p-4">
          <a href={telUrl(company)} className={cn(buttonVariants({ size: "lg" }), "w-full")} onClick={close}>
            <Phone aria-hidden="true" />
            <span>
              {contactActions.call}: <span className="whitespace-nowrap">{company.phone.display}</span>
            </span>
          </a>
        </div>
      </div>
    </>
  );
}
