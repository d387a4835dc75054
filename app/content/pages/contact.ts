/**
 * The contact page (the enquiry form's words are in enquiry.ts).
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

export const contactPage = typeset({
  title: "Контакти",
  seoTitle: "Контакти, оглед и оферта",
  heading: "Контакти",
  description: "Телефон, Viber, имейл и адрес на „Вечнозелено“ в Трявна. Работно време и населени места, в които работим.",
  intro: "Най-бързо ще ни намерите по телефона или във Viber. Ако не вдигнем, значи сме на обект – връщаме обаждането същия ден.",
  phoneHeading: "Телефон и Viber",
  viber: "Пишете ни във Viber",
  emailHeading: "Имейл",
  addressHeading: "Адрес",
  areaHeading: "Къде работим",
  hoursHeading: "Работно време",
  mapLink: "Отворете адреса в карта",
  /** Read by screen readers after the map link. */
  mapLinkNote: " (OpenStreetMap, отваря се в нов раздел)",
  social: {
    text: (network: string) => `Следете новините ни от сезона във ${network}.`,
    link: (network: string) => `Страницата ни във ${network}`,
  },
  copy: {
    email: "Копирайте имейла",
    emailDone: "Имейлът е копиран.",
    failed: "Не успяхме да копираме. Маркирайте адреса и го копирайте ръчно.",
  },
  map: {
    heading: "Къде се намираме",
    show: "Покажете картата",
    hide: "Скрийте картата",
    /** The iframe's title, read by screen readers. */
    frameTitle: "Карта на OpenStreetMap с адреса на фирмата",
    /** Under the map, before and after it is shown: where it comes from and why it waits. */
    note: "Картата е от OpenStreetMap (© участниците в OpenStreetMap). Зарежда се едва когато я поискате – дотогава сайтът не изпраща нищо на други сървъри.",
  },
} satisfies Pages["contactPage"]);
