import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import type { MenuLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** How long the pointer may be outside before the dropdown closes, so it can travel into it. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

interface MenuDisclosureProps {
  title: string;
  items: readonly MenuLink[];
}

/**
 * A dropdown in the desktop menu, following the WAI-ARIA disclosure navigation
 * pattern: a button with aria-expanded shows or hides a list of links. It also
 * opens on mouse hover and closes shortly after the pointer leaves; Escape
 * closes it and returns focus to the button.
 */
export function MenuDisclosure({ title, items }: MenuDisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Set when hover opened the panel, so the click that follows does not close it again. */
  const openedByHover = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const containsCurrentPage = items.some((item) => item.to === pathname);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  return (
    // The wrapper only listens: hover for the pointer, and Escape and focus
    // leaving, which bubble up from the real button and links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        closeTimer.current = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium transition-colors hover:bg-muted",
          containsCurrentPage && "text-primary",
        )}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
      >
        {title}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-1/2 top-full z-50 w-72 -translate-x-1/2 pt-2">
        <ul className="rounded-2xl border border-border bg-surface p-2 shadow-xl">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                prefetch="intent"
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 items-center rounded-xl px-3 py-2 transition-colors hover:bg-muted",
                    isActive && "bg-muted font-semibold text-primary",
                  )
                }
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
