import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Moon, Sun } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

const THEME_LABEL = "Тема на сайта";

const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

/** Looks exactly like the menu's trigger; stands in for it until its code has loaded. */
function PlaceholderButton(props: ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={THEME_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonVariants({ variant: "ghost", size: "icon" })}
      {...props}
    >
      {/* The icon shows the theme in use; CSS picks it so the prerendered page is right too. */}
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}

type Wanted = "hover" | "focus" | "open";

/**
 * The light/dark/system switch in the header. Its dropdown and tooltip (Radix,
 * with their positioning engine) load when the pointer or focus reaches the
 * button, so pages do not download them up front.
 */
export function ThemeSwitch() {
  const [wanted, setWanted] = useState<Wanted>();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {/* The same button node stays until the menu has mounted, so a click that
          starts while the code loads is not lost. The press itself asks for the
          menu open, as the real trigger opens on it: if the code loaded by the
          hover arrives between press and release, the menu replaces this button
          before the click, and the click is not this button's any more. */}
      {loaded ? null : (
        <PlaceholderButton
          onPointerEnter={() => setWanted((value) => value ?? "hover")}
          onPointerDown={(event) => {
            if (event.button === 0 && !event.ctrlKey) setWanted("open");
          }}
          onFocus={() => setWanted((value) => (value === "open" ? value : "focus"))}
          onClick={() => setWanted("open")}
        />
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <ThemeMenu initialOpen={wanted === "open"} focusTrigger={wanted !== "hover"} onMounted={() => setLoaded(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
