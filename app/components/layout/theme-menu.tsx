import { useLayoutEffect, useRef } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { isTheme, type Theme } from "~/lib/theme";
import { useTheme } from "~/lib/use-theme";

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Светла", Icon: Sun },
  { value: "dark", label: "Тъмна", Icon: Moon },
  { value: "system", label: "Според устройството", Icon: Monitor },
];

const LABEL = "Тема на сайта";

interface ThemeMenuProps {
  /** Open the menu at once (the visitor clicked before this code had loaded). */
  initialOpen: boolean;
  /** Put focus on the trigger (it replaced the focused placeholder button). */
  focusTrigger: boolean;
  /** Called before the first paint, so the placeholder button can go in the same frame. */
  onMounted: () => void;
}

/** Light, dark or system theme, chosen from the header and remembered (loaded by ThemeSwitch). */
export function ThemeMenu({ initialOpen, focusTrigger, onMounted }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  // Only on mount: later changes of the props mean nothing to a mounted menu.
  const first = useRef({ initialOpen, focusTrigger, onMounted });
  useLayoutEffect(() => {
    const { initialOpen: open, focusTrigger: focus, onMounted: mounted } = first.current;
    mounted();
    if (focus && !open) trigger.current?.focus();
  }, []);

  return (
    <TooltipProvider>
      <DropdownMenu.Root modal={false} defaultOpen={initialOpen}>
        <Tooltip label={LABEL}>
          <DropdownMenu.Trigger ref={trigger} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={LABEL}>
            {/* The icon shows the theme in use; CSS picks it so the prerendered page is right too. */}
            <Sun aria-hidden="true" className="dark:hidden" />
            <Moon aria-hidden="true" className="hidden dark:block" />
          </DropdownMenu.Trigger>
        </Tooltip>
        {/* Rendered in place, inside the header landmark, rather than in a portal. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-52 rounded-2xl border border-border bg-surface p-1.5 text-foreground shadow-xl animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm font-semibold text-muted-foreground">{LABEL}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isTheme(value)) setTheme(value);
            }}
          >
            {options.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 outline-none select-none data-[highlighted]:bg-muted"
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="flex-1">{label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </TooltipProvider>
  );
}
