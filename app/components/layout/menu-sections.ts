import type { MenuItem } from "~/content/navigation";

/** Ids of the home-page sections that scroll items point at. */
export function scrollSectionIds(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => (item.type === "scroll" ? [item.to] : []));
}
