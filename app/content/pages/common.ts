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
