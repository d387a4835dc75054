/**
 * The words of what frames every page: the header's controls (the phone menu,
 * the theme switch), the footer, and the loading message. The menu's items
 * themselves are in navigation.ts, the company's facts in company.ts.
 */
import type { FooterCopy, HeaderCopy } from "./layout.schema";

export const headerCopy = {
  /** The landmark name of the menu, on every width. */
  navigation: "Основно меню",
  menu: {
    open: "Меню",
    close: "Затворете менюто",
    call: "Обадете се:",
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
} as const satisfies FooterCopy;

/** Shown while the next page's code loads (spec: „Зареждане...“). */
export const loadingText = "Зареждане...";
