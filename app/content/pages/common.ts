/**
 * Words several pages, or every page, share.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote: Pages["newTabNote"] = " (отваря се в нов раздел)";

/** When a page fails to show (an error the site did not expect). */
export const errorPage = typeset({
  heading: "Unexpected Application Error!",
  text: "Нещо се обърка при показването на страницата. Опитайте да я заредите отново или се върнете към",
  homeLink: "началната страница",
  afterLink: ".",
} satisfies Pages["errorPage"]);

/** The first link of every page, shown when it gets keyboard focus. */
export const skipLink: Pages["skipLink"] = "Към съдържанието";

export const callToAction = typeset({
  heading: "Да поговорим за вашата градина",
  text: "Обадете се или пишете – ще уговорим оглед в удобен за вас ден.",
} satisfies Pages["callToAction"]);

/** The toasts' region and close button, for screen readers. */
export const toasterCopy = {
  region: "Известия",
  /** Said before each toast's text. */
  toast: "Известие",
  close: "Затворете известието",
} satisfies Pages["toasterCopy"];

/**
 * The short pages the server answers with itself, without React, when it
 * will not serve what was asked for (server/status-page.ts): a request it
 * cannot read, too many requests from one address, too much work at once.
 */
export const statusPages = typeset({
  homeLink: "Към началната страница",
  callLink: (phone: string) => `Обадете се на ${phone}`,
  badRequest: {
    title: "Заявката не може да бъде прочетена",
    text: "Браузърът е изпратил заявка, която сайтът не може да прочете. Проверете адреса или започнете от началната страница.",
  },
  tooManyRequests: {
    title: "Твърде много заявки",
    text: "От вашия адрес дойдоха много заявки за кратко време. Изчакайте минута и опитайте отново – или ни се обадете.",
  },
  unavailable: {
    title: "Опитайте отново след малко",
    text: "В момента сайтът не може да отговори на заявката. Опитайте отново след няколко секунди – или ни се обадете.",
  },
} satisfies Pages["statusPages"]);
