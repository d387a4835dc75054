/**
 * The care plans page (/care-plans): its headings and the words around each
 * plan, and the plans' teaser on the prices page. The plans themselves are in
 * ../care-plans.ts. The shape and its rules: ../pages.schema.ts.
 */
import type { Pages } from "../pages.schema";
import { typeset } from "../typography";

export const carePlansPage = typeset({
  title: "Планове за поддръжка",
  heading: "Поддръжка на двора през цялата година",
  description:
    "Планове за поддръжка на двора в Трявна и региона: редовно косене и подрязване на живия плет, пускане и зазимяване на поливната система, сезонно почистване.",
  intro:
    "Договаряте веднъж, ние идваме по график – без да ни търсите всеки път. Цените са от нашия ценоразпис и излизат по-изгодно, отколкото същите услуги поотделно.",
  plansHeading: "Планове",
  suitsLabel: "Цената е за:",
  perVisitHeading: "Какво включва",
  visitsHeading: "Посещения през годината",
  visitCount: (count) => (count === 0 ? "няма посещения" : count === 1 ? "1 посещение" : `${count} посещения`),
  noVisits: "–",
  pricePrefix: "от",
  per: { month: "на месец", season: "на сезон", year: "на година" },
  // A plan paid by the month or the season also says what its instalments add up to: the three plans compare by the year.
  priceNote: (billing, periods, visits, discount, yearTotal) =>
    `${visits === 1 ? "1 посещение" : `${visits} посещения`} годишно${
      billing === "month"
        ? `, общо от ${yearTotal} на година, на ${periods} месечни вноски`
        : billing === "season"
          ? `, общо от ${yearTotal} на година, на ${periods} вноски – по една на сезон`
          : ""
    }; ${discount} % по-евтино от същите услуги поотделно.`,
  choose: "Заявете този план",
  howPriced: "Цените са пресметнати от ценоразписа",
  calendarHeading: "Какво правим през годината",
  calendarIntro: "Всеки сезон има своята работа в градината. Ето кога е най-добре да ни повикате за всяка от услугите.",
  catalogName: "Планове за поддръжка",
  billingUnit: { month: "месец", season: "сезон", year: "година" },
  teaser: {
    heading: "Поддръжка по план",
    text: "Редовно косене и подрязване на живия плет, пускане и зазимяване на поливната система или сезонно почистване – по график и по-изгодно, отколкото поотделно.",
    link: "Вижте плановете за поддръжка",
  },
} satisfies Pages["carePlansPage"]);
