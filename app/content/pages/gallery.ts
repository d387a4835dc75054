/**
 * The gallery page: its filter, counts and lightbox. While the pictures are
 * the demo illustrations (`picturesAreIllustrations` in ../gallery.ts), every
 * word here calls them illustrations, never photos of the company's jobs.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import { picturesAreIllustrations } from "../gallery-status";
import type { Pages } from "../pages.schema";

/** The word for one picture and for several: „снимка“, „снимки“ (both feminine, like „илюстрация“). */
const [one, many] = picturesAreIllustrations ? ["илюстрация", "илюстрации"] : ["снимка", "снимки"];

export const galleryPage = typeset({
  title: "Галерия",
  seoTitle: "Галерия на градинските услуги",
  ...(picturesAreIllustrations
    ? {
        heading: "Работата ни в илюстрации",
        description:
          "Илюстрации на работата на „Вечнозелено“: озеленяване, поливни системи, почистване, перголи, изкопи и градинско осветление в Трявна и региона.",
        intro: "Докато подготвим снимки от нашите обекти, ето илюстрации на работата ни – от новата морава до осветената пергола.",
      }
    : {
        heading: "Снимки от наши обекти",
        description:
          "Снимки от озеленени дворове, поливни системи, перголи, изкопи и градинско осветление, изпълнени от „Вечнозелено“ в региона на Трявна.",
        intro:
          "Подбрани обекти от последните сезони – от новата морава до осветената пергола. Изберете услуга или отворете снимка в голям размер.",
      }),
  filter: {
    label: picturesAreIllustrations ? "Илюстрации по услуга" : "Снимки по услуга",
    all: "Всички",
  },
  lightbox: {
    previous: `Предишна ${one}`,
    next: `Следваща ${one}`,
    close: "Затворете",
  },
} satisfies Pages["galleryPage"]);

/** „4 снимки“ / „1 снимка“. */
export const photoCount: Pages["photoCount"] = (count) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What the gallery's live region says after the filter changes. */
export const shownPhotos: Pages["shownPhotos"] = (count, serviceTitle) =>
  serviceTitle
    ? `${count === 1 ? "Показана е" : "Показани са"} ${photoCount(count)}: ${serviceTitle}`
    : `Показани са всички ${photoCount(count)}`;

/** A photo's place in the lightbox, e.g. „3 от 24“. */
export const photoPosition: Pages["photoPosition"] = (position, total) => `${position} от ${total}`;
