import Check from "lucide-react/icons/check";
import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { headerCopy } from "~/content/layout";
import { cn } from "~/lib/cn";
import { THEME_FIELD, themes, type Theme } from "~/lib/theme";
import { hidePopover } from "./use-popover";

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };
const PANEL_ID = "theme-menu";

/**
 * The light/dark/system switch in the header. The button opens a small panel
 * (an HTML popover) of three radio buttons; choosing one applies and stores
 * the theme through the head script (app/lib/theme.ts), so the whole switch
 * works from the first paint, without waiting for React (docs/decisions/0012).
 * Arrow keys move between the choices, as in any radio group.
 */
export function ThemeSwitch() {
  const copy = headerCopy.theme;
  const panel = useRef<HTMLDivElement>(null);
  return (
    // Once React runs, focus that leaves the button and its panel (Tab past the last choice) closes the
    // panel, as it closes the services' dropdown; `contents`: the header lays out the panel and the button.
    <div
      className="contents"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hidePopover(panel.current);
      }}
    >
      {/* The panel comes first, so that CSS can hide the button's tooltip while it is open
          (app.css, `:popover-open + .tooltip-anchor`). In the tab order it follows the button, as
          every popover follows the button that opened it. */}
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        className="menu-panel fixed top-16 right-[max(1rem,calc((100%-72rem)/2+1rem))] w-72 rounded-2xl border border-border bg-surface p-1.5 text-foreground shadow-xl"
      >
        <fieldset>
          <legend className="px-3 py-2 text-sm font-semibold text-muted-foreground">{copy.label}</legend>
          {themes.map((theme) => {
            const Icon = icons[theme];
            return (
              <label key={theme} className="relative flex min-h-11 items-center gap-3 rounded-xl px-3 select-none hover:bg-muted">
                {/* Over the whole row: the row is the radio button. First, so that the tick can follow it
                    with a sibling selector: a `:has(:checked)` over the row's descendants makes the browser
                    restyle the whole page whenever a popover opens or focus moves. */}
                <input
                  type="radio"
                  name={THEME_FIELD}
                  value={theme}
                  className="peer absolute inset-0 cursor-pointer appearance-none rounded-xl"
                />
                <Icon aria-hidden="true" className="size-5" />
                <span className="flex-1">{copy.options[theme]}</span>
                <Check aria-hidden="true" className="invisible size-4 text-primary peer-checked:visible" />
              </label>
            );
          })}
        </fieldset>
      </div>
      <Tooltip label={copy.label}>
        <button
          type="button"
          popoverTarget={PANEL_ID}
          aria-label={copy.label}
          // Without scripts no choice could be applied or remembered: no switch, rather than a dead one.
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "no-js:hidden")}
        >
          {/* The icon shows the theme in use; CSS picks it so the prerendered page is right too. */}
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </button>
      </Tooltip>
    </div>
  );
}
