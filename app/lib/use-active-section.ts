import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * The id of the section (among `ids`) that is in view on the home page, for
 * highlighting scroll menu items. A section counts as in view while it crosses
 * the band just below the fixed header.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const { pathname } = useLocation();
  const [active, setActive] = useState<string>();
  const key = ids.join(" ");

  useEffect(() => {
    if (pathname !== "/" || key === "") return;
    const elements = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first section in document order that is in the band wins.
        setActive(elements.find((element) => visible.has(element.id))?.id);
      },
      { rootMargin: "-64px 0px -55% 0px" },
    );
    elements.forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      setActive(undefined);
    };
  }, [pathname, key]);

  return active;
}
