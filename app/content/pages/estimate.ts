/**
 * The price estimate on the prices page and each service page: its labels,
 * the words around its figures, and the estimate written out as text for the
 * enquiry's message, the company's e-mail and the export. The figures come
 * from the price list (../price-list.ts) by app/estimate/rules.ts.
 * The shape and its rules: ../pages.schema.ts.
 */
import type { Pages } from "../pages.schema";
import { NBSP, typeset } from "../typography";

/** The count form of the units that change after a number: „1 час“, „4 часа“. */
const counted: Record<string, [one: string, many: string]> = {
  час: ["час", "часа"],
  посещение: ["посещение", "посещения"],
  обект: ["обект", "обекта"],
};

export const estimator = typeset({
  heading: "Пресметнете ориентировъчна цена",
  intro:
    "Изберете работите от ценоразписа и въведете размера, за да видите от колко до колко би струвало. Точната цена казваме след оглед на място.",
  serviceIntro: (serviceTitle) => `Изберете работа от цените за „${serviceTitle}“ и въведете размера, за да видите ориентировъчната цена.`,
  linesLabel: "Работи в оценката",
  work: "Работа",
  workPlaceholder: "Изберете работа…",
  addWork: "Добавете още една работа…",
  sizeLabels: {
    "м²": "Площ, м²",
    "л.м.": "Дължина, л.м.",
    "бр.": "Брой",
    час: "Часове",
    "м³": "Обем, м³",
    посещение: "Брой посещения",
    обект: "Брой обекти",
  },
  sizeLabel: "Количество",
  remove: "Премахнете",
  removeWork: (work) => `Премахнете „${work}“ от оценката`,
  town: "Къде е обектът",
  townNone: "Друго място или не знам",
  townOption: (name, km) => (km === 0 ? name : `${name} (${km} км)`),
  season: "Кога да започнем",
  seasonNone: "Все още не знам",
  seasonOption: (name, months) => `${name} (${months})`,
  submit: "Пресметнете",
  // „от“ and „до“ stay on the line of their amount.
  range: (low, high) => (low === high ? low : `от${NBSP}${low} до${NBSP}${high}`),
  // A size the estimate rounded (2,5 trees are priced as 3): what it priced. „бр.“ ends the sentence itself.
  sizeRounded: (quantity) => `Цената е за ${quantity}${quantity.endsWith(".") ? "" : "."}`,
  // The price tables' minimum (prices.ts: priceTable.minimum), said as included in the range.
  minimumApplied: (amount, count) =>
    count ? `Минимумът от ${count} (${amount}) на посещение е включен.` : `Минималната цена от ${amount} на посещение е включена.`,
  seasonChange: (percent, when) => `${percent > 0 ? "+" : "−"}${Math.abs(percent)} % ${when}`,
  sizeProblems: {
    missing: "Въведете количество.",
    invalid: "Въведете число, например 120 или 12,5.",
    zero: "Количеството трябва да е повече от 0.",
    "too-large": "Толкова голям обект оценяваме само на място – обадете ни се.",
  },
  quantity: (amount, unit, count) => {
    const forms = counted[unit];
    return `${amount} ${forms ? (count === 1 ? forms[0] : forms[1]) : unit}`;
  },
  // The trip rule of trip-rules.ts, for the chosen town.
  travel: (town, km) => (km === 0 ? `Път до обекта – ${town}, веднъж за обекта` : `Път до ${town} (${km} км), веднъж за обекта`),
  travelFree: "без доплащане",
  total: "Общо",
  unpriced: (works) => `Още не са в сумата (липсва или не е ясно количеството): ${works}.`,
  totalNote:
    "Ориентировъчно, в евро, с ДДС. Долната граница е по ценоразписа, горната – за по-труден обект: тесен достъп, наклон, камъни и корени в почвата. Точната цена казваме след оглед и я потвърждаваме с писмена оферта.",
  empty: "Изберете работа и въведете размера, за да видите цената.",
  send: "Изпратете като запитване",
  link: "Връзка към тази оценка",
  linkNote: "Запазете я или я изпратете – отваря се същата оценка.",
  allServices: "Добавете работи от други услуги",
  summary: {
    heading: "Ориентировъчна оценка от сайта:",
    line: (work, quantity, range) => `– ${work}, ${quantity}: ${range}`,
    minimum: (amount, count) => (count ? `(минимумът от ${count} (${amount}) е включен)` : `(минималната цена от ${amount} е включена)`),
    season: (season) => `Сезон: ${season}`,
    travel: (town, amount) => `Път до ${town}, веднъж за обекта: ${amount}`,
    total: (range) => `Общо: ${range}`,
    unpriced: (works) => `Без оценка (количеството не е ясно): ${works}`,
  },
} satisfies Pages["estimator"]);
