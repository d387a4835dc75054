/**
 * The gallery page: its filter, counts and lightbox.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import type { Pages } from "../pages.schema";

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

/** A photo's place in the lightbox, e.g. „3 от 24“. */
export const photoPosition: Pages["photoPosition"] = (position, total) => `${position} от ${total}`;
