import { Link, NavLink, useLocation } from "react-router";
import ExternalLink from "lucide-react/icons/external-link";
import type { MenuItem } from "~/content/navigation";
import { newTabNote } from "~/content/pages/common";
import { scrollToSection } from "~/lib/scroll";

export type LinkItem = Exclude<MenuItem, { type: "group" }>;

interface MenuItemLinkProps {
  item: LinkItem;
  /** Classes for the link; `active` is true for the current page or the section in view. */
  className: (active: boolean) => string;
  /** Whether this scroll item's section is in view (home page only). */
  sectionActive?: boolean;
  /** Called after a link is chosen, e.g. to close a menu. */
  onNavigate?: () => void;
  /**
   * Fetch the page's code and data when the pointer rests on the link or it takes focus
   * (React Router's "intent"): the desktop navigation. The phone menu has no hover, and its
   * first link takes focus each time it opens, which is no sign the visitor wants that page.
   */
  prefetch?: "intent" | "none";
}

/** Renders a route, scroll or external menu item as the right kind of link. */
export function MenuItemLink({ item, className, sectionActive = false, onNavigate, prefetch = "intent" }: MenuItemLinkProps) {
  const { pathname } = useLocation();

  if (item.type === "external") {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className(false)} onClick={onNavigate}>
        {item.title}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{newTabNote}</span>
      </a>
    );
  }

  if (item.type === "scroll") {
    const onHome = pathname === "/";
    const active = onHome && sectionActive;
    return (
      <Link
        to={`/#${item.to}`}
        className={className(active)}
        aria-current={active ? "location" : undefined}
        onClick={(event) => {
          onNavigate?.();
          if (!onHome) return; // the router goes home, then to the section
          event.preventDefault();
          // Let a closing menu release the page before it scrolls.
          requestAnimationFrame(() => {
            void scrollToSection(item.to);
          });
        }}
      >
        {item.title}
      </Link>
    );
  }

  return (
    <NavLink to={item.to} end prefetch={prefetch} className={({ isActive }) => className(isActive)} onClick={onNavigate}>
      {item.title}
    </NavLink>
  );
}
