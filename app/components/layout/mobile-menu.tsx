import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import * as Dialog from "@radix-ui/react-dialog";
import { Menu, Phone, X } from "lucide-react";
import { company } from "~/content/company";
import type { MenuItem } from "~/content/navigation";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useActiveSection } from "~/lib/use-active-section";
import { MenuItemLink } from "./menu-links";
import { scrollSectionIds } from "./menu-sections";

const linkClass = (active: boolean) =>
  cn(
    "flex min-h-12 items-center gap-2 rounded-xl px-4 text-lg font-medium transition-colors hover:bg-muted",
    active && "bg-muted text-primary",
  );

/**
 * Below md: a „Меню“ button opens the whole menu as a full-screen panel that
 * slides in. Radix Dialog keeps focus inside, closes on Escape and returns
 * focus to the button, and stops the page behind from scrolling.
 */
export function MobileMenu({ menu }: { menu: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const activeSection = useActiveSection(scrollSectionIds(menu));
  const close = () => setOpen(false);

  // Widening the window past md hides the button; the panel goes with it.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 48rem)");
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={cn(buttonVariants({ variant: "outline" }), "px-3.5 md:hidden")}>
        <Menu aria-hidden="true" />
        Меню
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
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
                    <p className="px-4 pt-3 pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                      {item.title}
                    </p>
                    <ul className="space-y-1">
                      {item.items.map((link) => (
                        <li key={link.to}>
                          <NavLink
                            to={link.to}
                            prefetch="intent"
                            onClick={close}
                            className={({ isActive }) => cn(linkClass(isActive), "pl-8 text-base")}
                          >
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
                    />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="border-t border-border p-4">
            <a
              href={`tel:${company.phone.e164}`}
              className={cn(buttonVariants({ size: "lg" }), "w-full")}
              onClick={close}
            >
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
