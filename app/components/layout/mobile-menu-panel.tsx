import { NavLink } from "react-router";
import type { RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Phone, X } from "lucide-react";
import { company } from "~/content/company";
import type { MenuItem } from "~/content/navigation";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useActiveSection } from "~/lib/use-active-section";
import { MenuItemLink } from "./menu-links";
import { scrollSectionIds } from "./menu-sections";

const linkClass = (active: boolean, nested = false) =>
  cn(
    "flex min-h-12 items-center gap-2 rounded-xl pr-4 font-medium transition-colors hover:bg-muted",
    nested ? "pl-8 text-base" : "pl-4 text-lg",
    active && "bg-muted text-primary",
  );

interface MobileMenuPanelProps {
  menu: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the panel closes: the „Меню“ button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu panel (loaded when the „Меню“ button is first used).
 * Radix Dialog keeps focus inside, closes on Escape, and stops the page
 * behind from scrolling.
 */
export function MobileMenuPanel({ menu, open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const activeSection = useActiveSection(scrollSectionIds(menu));
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background data-[state=closed]:animate-slide-out data-[state=open]:animate-slide-in md:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-lg font-semibold">Меню</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Затвори менюто">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Основно меню" className="flex-1 px-2 py-4">
            <ul className="space-y-1">
              {menu.map((item) =>
                item.type === "group" ? (
                  <li key={item.title}>
                    <p className="px-4 pt-3 pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{item.title}</p>
                    <ul className="space-y-1">
                      {item.items.map((link) => (
                        <li key={link.to}>
                          <NavLink to={link.to} prefetch="intent" onClick={close} className={({ isActive }) => linkClass(isActive, true)}>
                            {link.title}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.title}>
                    <MenuItemLink item={item} className={linkClass} sectionActive={activeSection === item.to} onNavigate={close} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="border-t border-border p-4">
            <a href={`tel:${company.phone.e164}`} className={cn(buttonVariants({ size: "lg" }), "w-full")} onClick={close}>
              <Phone aria-hidden="true" />
              <span>
                Обадете се: <span className="whitespace-nowrap">{company.phone.display}</span>
              </span>
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
