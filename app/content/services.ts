/**
 * The six services: titles for the menu, and the lines for the cards, the
 * page heading and search results. One entry per slug in `serviceSlugs`, in
 * the same order. Each service page's longer texts (what it is, what is
 * included, steps, questions) are in `service-details.ts`, so that every other
 * page does not download them. Prices come from `price-list.ts`.
 */
import { typeset } from "./typography";
import type { Service } from "./services.schema";
import type { ServiceSlug } from "./types";

export const services: readonly Service[] = typeset([
  {
    slug: "gardening",
    title: "Озеленяване",
    seoTitle: "Озеленяване на дворове и градини",
    headline: "Озеленяване на дворове и градини в Трявна и региона",
    summary: "Морава, храсти, дървета и цветни лехи, засадени така, че да се хванат в нашата почва.",
    description:
      "Озеленяване в Трявна, Габрово и Дряново: затревяване, тревен чим, храсти и дървета, подобряване на глинеста почва. Оглед и оферта преди започване.",
  },
  {
    slug: "irrigation",
    title: "Поливни системи",
    seoTitle: "Поливни системи",
    headline: "Автоматично поливане за морави и лехи в Трявна и региона",
    summary: "Пръскачи за моравата и капково напояване за лехите – с таймер, от водопровода или от кладенец.",
    description:
      "Поливни системи в Трявна и региона: пръскачи за морава, капково напояване, Wi-Fi контролери, връзка с кладенец, зазимяване и пролетно пускане.",
  },
  {
    slug: "cleaning",
    title: "Почистване",
    seoTitle: "Почистване на дворове",
    headline: "Почистване на дворове и градини в Трявна и околните села",
    summary: "Есенни листа, обрасли храсти, жив плет и зелени отпадъци – почистваме и извозваме.",
    description:
      "Почистване на дворове в Трявна, Габрово и Дряново: есенни листа, обрасли парцели, подрязване на жив плет и извозване на зелените отпадъци.",
  },
  {
    slug: "constructions",
    title: "Градински конструкции",
    seoTitle: "Градински конструкции",
    headline: "Градински конструкции от дърво и камък в Трявна и региона",
    summary: "Перголи, дървени настилки, повдигнати лехи и подпорни стени, съобразени с наклона на двора.",
    description:
      "Перголи, дървени настилки, повдигнати лехи, подпорни стени и каменни алеи в Трявна и региона – от импрегниран бор, лиственица и естествен камък.",
  },
  {
    slug: "excavation",
    title: "Изкопни работи",
    seoTitle: "Изкопни работи с минибагер",
    headline: "Изкопни работи с минибагер в Трявна и региона",
    summary: "Минибагер за траншеи, основи, дренаж и подравняване – влиза и там, където голяма машина не може.",
    description:
      "Изкопни работи с минибагер в Трявна и региона: траншеи за кабели и тръби, основи, дренаж, подравняване на терен и извозване на пръст.",
  },
  {
    slug: "lighting",
    title: "Градинско осветление",
    seoTitle: "Градинско осветление",
    headline: "Осветление за алеи, стъпала и дървета в Трявна и региона",
    summary: "Безопасно 12 V LED осветление за алеи, стъпала, дървета и фасади, с таймер или здрачен датчик.",
    description:
      "Градинско осветление в Трявна, Габрово и Дряново: нисковолтови 12 V LED лампи за алеи и стъпала, прожектори за дървета, таймери и здрачни датчици.",
  },
]);

/** The service with the given slug; throws if the list has no entry for it. */
export function getService(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) {
    throw new Error(`No service with slug "${slug}" in app/content/services.ts: add an entry for it.`);
  }
  return service;
}
