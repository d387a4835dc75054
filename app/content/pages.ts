/**
 * Page-level copy: titles, descriptions and the text of each page that is not
 * a service, a price or a company fact, and the words every page shares. The
 * shape and its rules are in pages.schema.ts.
 */
import type { Pages } from "./pages.schema";

export const homePage = {
  title: "Озеленяване, поливни системи и поддръжка на градини в Трявна",
  description:
    "„Вечнозелено“ – озеленяване, поливни системи, почистване, градински конструкции, изкопи и осветление в Трявна, Габрово и Дряново. Оглед и оферта.",
  hero: {
    eyebrow: "Трявна · Габрово · Дряново · Севлиево · Велико Търново",
    headline: "Подреден двор и жива градина – без да мислите за тях",
    offer:
      "Озеленяваме, поливаме, строим и поддържаме дворове в Трявна и селата наоколо. Идваме на оглед и ви казваме ясно какво и за колко.",
    /** The gallery photo (its id in gallery.ts) beside the headline. */
    pictureId: "gardening-1",
    callLabel: "Обадете се",
    enquiryLabel: "Изпратете запитване",
  },
  services: {
    heading: "С какво можем да помогнем",
    intro: "Шест неща правим всеки ден. Изберете услуга, за да видите какво включва, как работим и колко струва.",
    more: "Научете повече",
  },
  gallery: {
    heading: "Последни обекти",
    intro: "Няколко от градините, по които работихме през последните сезони.",
    link: "Вижте цялата галерия",
  },
} satisfies Pages["homePage"];

/** The headings of each service page (its texts are in services.ts and service-details.ts). */
export const servicePage = {
  breadcrumbLabel: "Навигационна пътека",
  aboutHeading: "Какво представлява",
  stepsHeading: "Как протича работата",
  pricesHeading: "Цени",
  allPricesLink: "Всички цени",
  photosHeading: "Снимки от наши обекти",
  faqHeading: "Често задавани въпроси",
  includedHeading: "Какво включва",
} satisfies Pages["servicePage"];

export const pricesPage = {
  title: "Цени",
  heading: "Ориентировъчни цени",
  description:
    "Ориентировъчни цени в евро за озеленяване, поливни системи, почистване, конструкции, изкопи и градинско осветление в Трявна и региона.",
  intro: "Цените по-долу са за обичайни обекти в Трявна и региона. Точната цена казваме след оглед на място, преди да започнем работа.",
  factorsHeading: "От какво зависи цената",
  ctaHeading: "Искате точна оферта?",
  ctaText: "Опишете двора и какво искате – ще ви предложим удобен ден за оглед.",
  serviceLink: (serviceTitle) => `Повече за услугата „${serviceTitle}“`,
} satisfies Pages["pricesPage"];

/** The words of a price table, on the prices page and on each service page. */
export const priceTable = {
  caption: (serviceTitle) => `Цени: ${serviceTitle}`,
  serviceColumn: "Услуга",
  priceColumn: "Цена",
  from: "от",
  perUnit: (unit) => `за ${unit}`,
} satisfies Pages["priceTable"];

export const contactPage = {
  title: "Контакти",
  heading: "Контакти",
  description: "Телефон, Viber, имейл и адрес на „Вечнозелено“ в Трявна. Работно време и населени места, в които работим.",
  intro: "Най-бързо ще ни намерите по телефона или във Viber. Ако не вдигнем, значи сме на обект – ще ви се обадим при първа възможност.",
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
    text: (network: string) => `Снимки от обекти и новини от сезона публикуваме и във ${network}.`,
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
} satisfies Pages["contactPage"];

export const galleryPage = {
  title: "Галерия",
  heading: "Галерия с наши обекти",
  description:
    "Снимки от озеленени дворове, поливни системи, перголи, изкопи и градинско осветление, изпълнени от „Вечнозелено“ в региона на Трявна.",
  intro:
    "Подбрани обекти от последните сезони – от новата морава до осветената пергола. Изберете услуга или отворете снимка в голям размер.",
  filter: {
    label: "Снимки по услуга",
    all: "Всички",
  },
  lightbox: {
    previous: "Предишна снимка",
    next: "Следваща снимка",
    close: "Затворете",
  },
} satisfies Pages["galleryPage"];

/** „4 снимки“ / „1 снимка“. */
export const photoCount: Pages["photoCount"] = (count) => (count === 1 ? "1 снимка" : `${count} снимки`);

/** What the gallery's live region says after the filter changes. */
export const shownPhotos: Pages["shownPhotos"] = (count, serviceTitle) =>
  serviceTitle
    ? `${count === 1 ? "Показана е" : "Показани са"} ${photoCount(count)}: ${serviceTitle}`
    : `Показани са всички ${photoCount(count)}`;

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote: Pages["newTabNote"] = " (отваря се в нов раздел)";

/** A photo's place in the lightbox, e.g. „3 от 24“. */
export const photoPosition: Pages["photoPosition"] = (position, total) => `${position} от ${total}`;

export const notFoundPage = {
  title: "Страницата не е намерена",
  heading: "Тази страница я няма",
  description: "Страницата, която търсите, не съществува или е преместена.",
  intro: "Възможно е адресът да е изписан грешно или страницата да е преместена. Ето откъде можете да продължите:",
  homeLink: "Към началната страница",
  servicesHeading: "Нашите услуги",
  contactLink: "Свържете се с нас",
} satisfies Pages["notFoundPage"];

/** When a page fails to show (an error the site did not expect). */
export const errorPage = {
  heading: "Unexpected Application Error!",
  text: "Нещо се обърка при показването на страницата. Опитайте да я заредите отново или се върнете към",
  homeLink: "началната страница",
  afterLink: ".",
} satisfies Pages["errorPage"];

/** The first link of every page, shown when it gets keyboard focus. */
export const skipLink: Pages["skipLink"] = "Към съдържанието";

export const callToAction = {
  heading: "Да поговорим за вашата градина",
  text: "Обадете се или пишете – ще уговорим оглед в удобен за вас ден.",
  enquiry: "Поискайте оферта",
} satisfies Pages["callToAction"];

/** The toasts' region and close button, for screen readers. */
export const toasterCopy = {
  region: "Известия",
  /** Said before each toast's text. */
  toast: "Известие",
  close: "Затворете известието",
} satisfies Pages["toasterCopy"];
