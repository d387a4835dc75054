/**
 * The words of what frames every page: the header's controls (the phone menu,
 * the theme switch), the footer, and the loading message. The menu's items
 * themselves are in navigation.ts, the company's facts in company.ts.
 */
import { typeset } from "./typography";
import type { ContactActions, FooterCopy, HeaderCopy } from "./layout.schema";

/**
 * The ways to reach the company, named the same everywhere they appear: the
 * header, the bar at the bottom of a phone's screen, the home page's first
 * screen, each service page and the closing band of inner pages.
 */
export const contactActions = typeset({
  /** Before or instead of the phone number, on every call button. */
  call: "Обадете се",
  viber: "Viber",
  /** Every link to the enquiry form. */
  enquiry: "Поискайте оферта",
  /** The name of the bar of these actions at the bottom of a phone's screen, for screen readers. */
  barLabel: "Бърза връзка",
} as const satisfies ContactActions);

export const headerCopy = {
  /** The landmark name of the menu, on every width. */
  navigation: "Основно меню",
  menu: {
    open: "Меню",
    close: "Затворете менюто",
  },
  theme: {
    label: "Тема на сайта",
    options: {
      light: "Светла",
      dark: "Тъмна",
      system: "Според устройството",
    },
  },
} as const satisfies HeaderCopy;

export const footerCopy = {
  /** Before the social network's name, e.g. „Последвайте ни във Facebook“. */
  follow: "Последвайте ни във",
  contactsHeading: "Контакти",
  hoursHeading: "Работно време",
  /** After the year and the company's name. */
  rights: "Всички права запазени.",
  privacyLink: "Политика за поверителност",
  carePlansLink: "Планове за поддръжка",
  /** Before the towns of the service area, e.g. „Работим в Трявна, Габрово…“. */
  area: "Работим в",
} as const satisfies FooterCopy;

/** Shown while the next page's code loads (spec: „Зареждане...“). */
export const loadingText = "Зареждане...";
