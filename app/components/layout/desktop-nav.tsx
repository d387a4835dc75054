import { headerCopy } from "~/content/layout";
import type { MenuItem } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useActiveSection } from "~/lib/use-active-section";
import { ServicesDropdown } from "./services-dropdown";
import { MenuItemLink } from "./menu-links";
import { scrollSectionIds } from "./menu-sections";

const linkClass = (active: boolean) =>
  cn(
    "inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 font-medium transition-colors hover:bg-muted lg:px-3",
    active && "bg-muted text-primary",
  );

/** The menu from md up: links in a row, groups as dropdowns that open on hover or click. */
export function DesktopNav({ menu }: { menu: readonly MenuItem[] }) {
  const activeSection = useActiveSection(scrollSectionIds(menu));
  return (
    <nav aria-label={headerCopy.navigation} className="hidden md:block">
      <ul className="flex items-center lg:gap-1">
        {menu
          .filter((item) => !(item.type === "route" && item.phoneOnly))
          .map((item) => (
            <li key={item.title}>
              {item.type === "group" ? (
                <ServicesDropdown title={item.title} items={item.items} />
              ) : (
                <MenuItemLink item={item} className={linkClass} sectionActive={activeSection === item.to} />
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
