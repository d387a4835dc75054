/**
 * Shapes of the site's content. Everything a visitor reads lives in
 * `app/content/*` as typed data; components only present it.
 */

export const serviceSlugs = ["gardening", "irrigation", "cleaning", "constructions", "excavation", "lighting"] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceStep {
  title: string;
  text: string;
}

export interface Question {
  question: string;
  answer: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Short title used in the menu and on cards, e.g. „Озеленяване“. */
  title: string;
  /** The page's h1. */
  headline: string;
  /** One line for the service card on the home page. */
  summary: string;
  /** Meta description for the service page (at most 160 characters). */
  description: string;
}

/** The longer texts of a service page (app/content/service-details.ts). */
export interface ServiceDetails {
  slug: ServiceSlug;
  /** What the service is: a few short paragraphs. */
  intro: string[];
  /** What is included in the work. */
  included: string[];
  /** How the work goes, in order. */
  steps: ServiceStep[];
  /** Common questions with answers. */
  faq: Question[];
}

export type PriceUnit = "м²" | "л.м." | "бр." | "час" | "м³" | "посещение" | "обект";

export interface PriceItem {
  /** Stable id, unique across the whole list, e.g. "gardening-lawn-seed". */
  id: string;
  service: ServiceSlug;
  /** What is priced, e.g. „Затревяване чрез сеитба“. */
  name: string;
  /** Price in euro cents (integer). 1250 means 12,50 €. */
  cents: number;
  unit: PriceUnit;
  /** True when the price is a floor („от“). */
  from: boolean;
  /** Optional short note shown under the item. */
  note?: string;
}
