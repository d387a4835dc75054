/**
 * The before-and-after comparison, in the gallery's lightbox and on the
 * service pages. Its own module, so that only those pages' JavaScript carries
 * these words. The shape and its rules: ../pages.schema.ts.
 */
import type { Pages } from "../pages.schema";

export const beforeAfter = {
  before: "Преди",
  after: "След",
  slider: "Сравнение преди и след: колко процента от снимката „Преди“ се вижда",
  valueText: (before) => `${before} % „Преди“, ${100 - before} % „След“`,
  hint: "Плъзнете разделителя, за да сравните.",
  keysHint: "Или го местете с клавишите със стрелки.",
  badge: "Преди и след",
} satisfies Pages["beforeAfter"];
