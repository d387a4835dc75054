/**
 * The gallery page: its filter, counts and lightbox. Its words follow what it
 * shows (decision 0051): the owner's photos, the demo illustrations
 * (`isDemoIllustration` in ../gallery-status.ts) or both; an illustration is
 * never called a photo of the company's jobs.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { ShownCounts } from "../gallery-status";
import type { Pages } from "../pages.schema";

export const galleryPage = typeset({
  title: "Галерия",
  seoTitle: "Галерия на градинските услуги",
  /** By what the page shows. */
  shown: {
    photos: {
      heading: "Снимки от наши обекти",
      description:
        "Снимки от озеленени дворове, поливни системи, перголи, изкопи и градинско осветление, изпълнени от „Вечнозелено“ в региона на Трявна.",
      intro: "Подбрани обекти от последните сезони. Изберете услуга или отворете снимка в голям размер.",
      filterLabel: "Снимки по услуга",
    },
    illustrations: {
      heading: "Работата ни в илюстрации",
      description:
        "Илюстрации на работата на „Вечнозелено“: озеленяване, поливни системи, почистване, перголи, изкопи и градинско осветление в Трявна и региона.",
      intro: "Докато подготвяме снимките от нашите обекти, ето илюстрации на работата ни – от новата морава до осветената пергола.",
      filterLabel: "Илюстрации по услуга",
    },
    both: {
      heading: "Снимки и илюстрации на работата ни",
      description:
        "Снимки от обектите на „Вечнозелено“ и илюстрации на работата ни: озеленяване, поливни системи, почистване, перголи, изкопи и осветление.",
      intro:
        "Снимки от наши обекти, а след тях – илюстрации на останалата работа, която вършим. Изберете услуга или отворете картина в голям размер.",
      filterLabel: "Снимки и илюстрации по услуга",
    },
    none: {
      heading: "Галерия",
      description: "Снимки от обектите на „Вечнозелено“ – озеленяване, поливни системи, почистване, перголи, изкопи и осветление в Трявна.",
      intro: "Скоро тук ще публикуваме снимки от нашите обекти. Дотогава ще ви разкажем за работата ни по телефона или на оглед.",
      filterLabel: "Снимки по услуга",
    },
  },
  /** Beside an illustration's service, where photos are shown too. */
  illustrationLabel: "илюстрация",
  filter: { all: "Всички" },
  lightbox: {
    previous: { photo: "Предишна снимка", illustration: "Предишна илюстрация" },
    next: { photo: "Следваща снимка", illustration: "Следваща илюстрация" },
    close: "Затворете",
  },
} satisfies Pages["galleryPage"]);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** „12 снимки“, „1 илюстрация“, „3 снимки и 24 илюстрации“. */
export const photoCount: Pages["photoCount"] = ({ photos, illustrations }) =>
  [
    photos > 0 || illustrations === 0 ? plural(photos, "снимка", "снимки") : "",
    illustrations > 0 ? plural(illustrations, "илюстрация", "илюстрации") : "",
  ]
    .filter(Boolean)
    .join(" и ");

/** What the gallery says it shows, and its live region after the filter changes. */
export const shownPhotos: Pages["shownPhotos"] = (counts: ShownCounts, serviceTitle) => {
  const one = counts.photos + counts.illustrations === 1;
  if (serviceTitle) return `${one ? "Показана е" : "Показани са"} ${photoCount(counts)}: ${serviceTitle}`;
  return one ? `Показана е ${photoCount(counts)}` : `Показани са всички ${photoCount(counts)}`;
};

/** A photo's place in the lightbox, e.g. „3 от 24“. */
export const photoPosition: Pages["photoPosition"] = (position, total) => `${position} от ${total}`;
