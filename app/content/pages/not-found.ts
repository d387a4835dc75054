/**
 * The not-found page, which unknown addresses get with status 404.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

export const notFoundPage = typeset({
  title: "Страницата не е намерена",
  heading: "Тази страница я няма",
  description: "Страницата, която търсите, не съществува или е преместена.",
  intro: "Възможно е адресът да е изписан грешно или страницата да е преместена. Ето откъде можете да продължите:",
  homeLink: "Към началната страница",
  servicesHeading: "Нашите услуги",
  contactLink: "Свържете се с нас",
} satisfies Pages["notFoundPage"]);
