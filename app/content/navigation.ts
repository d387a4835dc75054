/**
 * The site's menu. The shape of its items (route, scroll, external, group) and
 * their rules are in navigation.schema.ts.
 */
import type { MenuItem, MenuLink } from "./navigation.schema";
import { services } from "./services";

export type { MenuItem, MenuLink };

export const serviceLinks: readonly MenuLink[] = services.map((service) => ({
  title: service.title,
  to: `/services/${service.slug}`,
}));

/** The site's menu, in order. The owner edits this list to change the menu. */
export const mainMenu: readonly MenuItem[] = [
  { type: "route", title: "Начало", to: "/" },
  { type: "group", title: "Услуги", items: serviceLinks },
  { type: "route", title: "Цени", to: "/prices" },
  // Beside the prices, where a visitor looks for what regular upkeep costs. The desktop row keeps the spec's
  // five items; there the care plans are one click from every price (the prices page and each service's).
  { type: "route", title: "Планове за поддръжка", to: "/care-plans", phoneOnly: true },
  { type: "route", title: "Галерия", to: "/gallery" },
  { type: "route", title: "Контакти", to: "/contact" },
];

/** The home page's name in the menu („Начало“): the first step of every breadcrumb trail. */
export const homeTitle = mainMenu.find((item) => item.type === "route" && item.to === "/")?.title ?? "Начало";

/** The name of the services' dropdown („Услуги“): what search engines call the list of services. */
export const servicesTitle = mainMenu.find((item) => item.type === "group")?.title ?? "Услуги";
