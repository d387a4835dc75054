import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { MenuLink } from "~/content/navigation";
import { services } from "~/content/services";
import { cn } from "~/lib/cn";
import { ServiceIcon } from "../service-icon";
import { usePopoverClosedOnNavigation } from "./use-popover";

interface ServicesDropdownProps {
  title: string;
  items: readonly MenuLink[];
}

const summaryOf = new Map(services.map((service) => [`/services/${service.slug}`, service]));

/**
 * A dropdown of the desktop menu (the services), built to work from the first
 * paint, before any script (docs/decisions/0012):
 * - the pointer over the menu item shows the panel (CSS `:hover`), and it
 *   hides a moment after the pointer leaves;
 * - the button opens and closes it as an HTML popover (`popovertarget`):
 *   click, Enter or Space; Escape and a click elsewhere close it, the browser
 *   tells screen readers whether it is expanded, and Tab goes from the button
 *   into its links.
 * Once React runs, choosing a link (a client-side navigation) or moving focus
 * out closes it too.
 */
export function ServicesDropdown({ title, items }: ServicesDropdownProps) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const containsCurrentPage = items.some((item) => item.to === pathname);
  const closePopover = usePopoverClosedOnNavigation(panel);
  // After a link is chosen the pointer is still over the panel: it stays hidden until the pointer leaves.
  const [chosen, setChosen] = useState(false);
  const close = () => {
    closePopover();
    setChosen(true);
  };

  return (
    <div
      className="group/dropdown flex h-16 items-center"
      data-chosen={chosen || undefined}
      onPointerLeave={() => setChosen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closePopover();
      }}
    >
      <button
        type="button"
        popoverTarget={panelId}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 font-medium transition-colors hover:bg-muted lg:px-3",
          containsCurrentPage && "text-primary",
        )}
      >
        {title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-hover/dropdown:rotate-180" />
      </button>
      <div
        id={panelId}
        ref={panel}
        popover="auto"
        className="hover-panel fixed inset-x-0 top-16 border-b border-border bg-surface shadow-xl group-data-chosen/dropdown:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-2 px-4 py-5 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => {
            const service = summaryOf.get(item.to);
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  prefetch="intent"
                  onClick={close}
                  className={({ isActive }) =>
                    cn("flex min-h-11 gap-3 rounded-2xl p-3 transition-colors hover:bg-muted", isActive && "bg-muted text-primary")
                  }
                >
                  {service ? <ServiceIcon slug={service.slug} className="mt-0.5 size-6 shrink-0 text-primary" /> : null}
                  <span>
                    <span className="block font-semibold">{item.title}</span>
                    {service ? <span className="mt-0.5 block text-sm text-muted-foreground">{service.summary}</span> : null}
                  </span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
