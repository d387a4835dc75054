/**
 * Care plans: regular visits agreed for the year, each priced from the price
 * list (price-list.ts) by the estimate's rules (app/estimate/rules.ts), and
 * the seasonal calendar of what we do when. The shape is in
 * care-plans.schema.ts; the plans' ids are listed in types.ts.
 */
import type { CarePlan, CarePlansContent } from "./care-plans.schema";
import { typeset } from "./typography";

export const carePlans: readonly CarePlan[] = typeset([
  {
    id: "lawn-and-hedge",
    service: "gardening",
    name: "Морава и жив плет",
    summary:
      "Косим от март до ноември – през лятото на всеки две седмици, напролет и наесен по-рядко – и подрязваме живия плет веднъж на сезон. Вие само се наслаждавате на двора.",
    suits: "двор с около 400 м² морава и 25 м жив плет",
    perVisit: [
      "Косене на цялата морава и оформяне на краищата",
      "Събиране и извозване на окосеното",
      "Преглед на моравата за болести, плевели и сухи петна",
      "Веднъж на сезон – подрязване на живия плет от двете страни и отгоре",
    ],
    visits: { spring: 4, summer: 6, autumn: 3 },
    parts: [
      { item: "gardening-mowing", quantity: 400 },
      { item: "cleaning-hedge-trimming", quantity: 25, visits: { spring: 1, summer: 1, autumn: 1 } },
    ],
    billing: "month",
    discountPercent: 10,
  },
  {
    id: "irrigation-season",
    service: "irrigation",
    name: "Поливна система – пускане и зазимяване",
    summary: "Напролет пускаме системата и проверяваме всяка зона, наесен я изпразваме и продухваме, преди да е паднал първият мраз.",
    suits: "поливна система до 6 зони",
    perVisit: [
      "Напролет – пускане, проверка на всяка зона, почистване на дюзите и настройка на програмата",
      "Наесен – изпускане на водата и продухване на тръбите с компресор",
      "Кратък доклад какво е сменено и какво да се наблюдава",
    ],
    visits: { spring: 1, autumn: 1 },
    parts: [
      { item: "irrigation-spring-start", quantity: 1, visits: { spring: 1 } },
      { item: "irrigation-winterising", quantity: 1, visits: { autumn: 1 } },
    ],
    billing: "year",
    discountPercent: 10,
  },
  {
    id: "seasonal-cleaning",
    service: "cleaning",
    name: "Сезонно почистване",
    summary:
      "Двама души идват напролет, през лятото и два пъти наесен: почистват, подрязват и извозват, така че дворът да е подреден през цялата година.",
    suits: "двор с около 300 м² морава, лехи и алеи",
    perVisit: [
      "Двама души до 4 часа: плевене, подрязване на храстите, почистване на алеите",
      "Наесен – събиране на листата от морава, лехи и алеи",
      "Извозване на зелените отпадъци в края на есента",
    ],
    visits: { spring: 1, summer: 1, autumn: 2 },
    parts: [
      { item: "cleaning-seasonal-visit", quantity: 1 },
      { item: "cleaning-autumn-leaves", quantity: 300, visits: { autumn: 1 } },
      { item: "cleaning-green-waste", quantity: 2, visits: { autumn: 1 } },
    ],
    billing: "season",
    discountPercent: 10,
  },
]);

/** What we do in each season, each task linking to its service. */
export const seasonalCalendar: CarePlansContent["seasonalCalendar"] = typeset({
  spring: [
    { text: "Пускаме и проверяваме поливните системи", service: "irrigation" },
    { text: "Затревяваме и полагаме тревен чим", service: "gardening" },
    { text: "Засаждаме храсти, дървета и цветни лехи", service: "gardening" },
    { text: "Почистваме двора след зимата", service: "cleaning" },
  ],
  summer: [
    { text: "Косим моравата на всеки две седмици", service: "gardening" },
    { text: "Подрязваме живия плет", service: "cleaning" },
    { text: "Строим перголи, настилки и повдигнати лехи", service: "constructions" },
    { text: "Монтираме градинско осветление", service: "lighting" },
  ],
  autumn: [
    { text: "Събираме и извозваме листата", service: "cleaning" },
    { text: "Зазимяваме поливните системи", service: "irrigation" },
    { text: "Засаждаме дървета и храсти за следващата година", service: "gardening" },
    { text: "Копаем и подравняваме преди есенните дъждове", service: "excavation" },
  ],
  winter: [
    { text: "Режем плодните дървета", service: "gardening" },
    { text: "Копаем траншеи и дренаж, докато земята не е замръзнала", service: "excavation" },
    { text: "Строим перголи и настилки – с по-ниска цена", service: "constructions" },
    { text: "Правим оглед и план на двора за пролетта" },
  ],
});
