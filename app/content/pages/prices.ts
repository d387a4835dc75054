/**
 * The prices page, and the price tables of the prices and service pages.
 * One module per page, so that a page's JavaScript carries only its own words
 * (the shape and its rules for all of them: ../pages.schema.ts).
 */
import { typeset } from "../typography";
import type { Pages } from "../pages.schema";

export const pricesPage = typeset({
  title: "Цени",
  seoTitle: "Цени на градинските услуги",
  heading: "Ориентировъчни цени",
  description:
    "Ориентировъчни цени в евро за озеленяване, поливни системи, почистване, конструкции, изкопи и градинско осветление в Трявна и региона.",
  intro: "Цените по-долу са за обичайни обекти в Трявна и региона. Изберете услуга, за да отидете направо на нейните цени.",
  /** The row of links to each service's prices, for screen readers. */
  jumpLabel: "Цени по услуга",
  factorsHeading: "От какво зависи цената",
  ctaHeading: "Искате точна оферта?",
  ctaText: "Опишете двора и какво искате – ще ви предложим удобен ден за оглед.",
  serviceLink: (serviceTitle) => `Повече за услугата „${serviceTitle}“`,
} satisfies Pages["pricesPage"]);

/** The words of a price table, on the prices page and on each service page. */
export const priceTable = typeset({
  caption: (serviceTitle) => `Цени: ${serviceTitle}`,
  serviceColumn: "Услуга",
  priceColumn: "Цена",
  noteColumn: "Бележка",
  from: "от",
  perUnit: (unit) => `за ${unit}`,
  // The same rule as the estimate's (estimate.ts: minimumApplied): the least one work costs on one visit.
  minimum: (amount, count) => (count ? `Минимум ${count} (${amount}) на посещение` : `Минимална цена ${amount} на посещение`),
} satisfies Pages["priceTable"]);
