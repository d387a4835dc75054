import { services } from "./services";

/** A link inside a dropdown. */
export interface MenuLink {
  title: string;
  to: string;
}

/**
 * A top-navigation item.
 * - route: a page of the site.
 * - scroll: a section of the home page, by its id; on home it scrolls there
 *   smoothly and is highlighted while the section is in view, elsewhere it goes
 *   to home and that section.
 * - external: another site, opened in a new tab.
 * - group: a dropdown of links (e.g. the services).
 */
export type MenuItem =
  | { type: "route"; title: string; to: string }
  | { type: "scroll"; title: string; to: string }
  | { type: "external"; title: string; to: string }
  | { type: "group"; title: string; items: readonly MenuLink[] };

export const serviceLinks: readonly MenuLink[] = services.map((service) => ({
  title: service.title,
  to: `/services/${service.slug}`,
}));

/** The site's menu, in order. The owner edits this list to change the menu. */
export const mainMenu: readonly MenuItem[] = [
  { type: "route", title: "Начало", to: "/" },
  { type: "group", title: "Услуги", items: serviceLinks },
  { type: "route", title: "Цени", to: "/prices" },
  { type: "route", title: "Галерия", to: "/gallery" },
  { type: "route", title: "Контакти", to: "/contact" },
];
