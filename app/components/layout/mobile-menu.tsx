import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Menu } from "lucide-react";
import type { MenuItem } from "~/content/navigation";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/**
 * Below md: a „Меню“ button opens the whole menu as a full-screen panel that
 * slides in. The panel's code (Radix Dialog) loads when the visitor reaches
 * for the button, not with every page.
 */
export function MobileMenu({ menu }: { menu: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

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
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "md:hidden")}
        // Start loading the panel as soon as a finger or pointer is on the way.
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
      >
        <Menu aria-hidden="true" />
        Меню
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel menu={menu} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
