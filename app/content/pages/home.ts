/**
 * The home page: its hero, its services and its gallery preview. The "how we
 * work" part is in ../trust.ts, the call and enquiry buttons' words in
 * ../layout.ts (contactActions).
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

export const homePage = typeset({
  title: "Озеленяване, поливни системи и поддръжка на градини в Трявна",
  description:
    "„Вечнозелено“ – озеленяване, поливни системи, почистване, градински конструкции, изкопи и осветление в Трявна, Габрово и Дряново. Оглед и оферта.",
  hero: {
    headline: "Подреден двор и жива градина – без да мислите за тях",
    offer:
      "Озеленяваме, поливаме, строим и поддържаме дворове в Трявна и селата наоколо. Идваме на оглед и ви казваме ясно какво и за колко.",
    /** The gallery photo (its id in gallery.ts) beside the headline. */
    pictureId: "gardening-1",
  },
  services: {
    heading: "С какво можем да помогнем",
    intro: "Шест услуги за двора и градината. Изберете услуга, за да видите какво включва, как работим и колко струва.",
    more: "Научете повече",
  },
  /** By what the section shows (decision 0051); without any picture, the section is left out. */
  gallery: {
    photos: {
      heading: "Последни обекти",
      intro: "Няколко от градините, по които работихме през последните сезони.",
      link: "Вижте цялата галерия",
    },
    illustrations: {
      heading: "Как изглежда работата ни",
      intro: "Илюстрации на работата, която вършим през сезона. Снимките от нашите обекти тепърва ще публикуваме.",
      link: "Вижте всички илюстрации",
    },
    both: {
      heading: "Как изглежда работата ни",
      intro: "Снимки от наши обекти и илюстрации на работата, която вършим през сезона.",
      link: "Вижте цялата галерия",
    },
  },
} satisfies Pages["homePage"]);
