/**
 * The price list: one list that the prices page, every service page, the
 * price estimate and the care plans read. Prices are in euro cents (1250 =
 * 12,50 €); `from: true` shows „от“; `minimum` is the least a job is charged
 * (shown under the price); `seasonPercent` and `spreadPercent` tune the
 * estimate (see `estimateRules` at the end).
 */
import { typeset } from "./typography";
import type { PriceItem, PriceListContent } from "./price-list.schema";
import type { ServiceSlug } from "./types";

/**
 * The list as the repository writes it. The pages show it with the owner's
 * edits (DATA_DIR/content/prices.json), which loaders read at render time:
 * `siteContent(…).priceList` (app/content/current.server.ts, decision 0040),
 * and hand to the pages in their data. Marked pure so that the browser's
 * JavaScript, which imports this module for the VAT note and `pricesFor`,
 * leaves the list out (tests/server/owner-prices.test.ts).
 */
export const priceListDefaults: readonly PriceItem[] = /* @__PURE__ */ typeset([
  // Озеленяване
  {
    id: "gardening-lawn-seed",
    service: "gardening",
    name: "Затревяване чрез сеитба",
    cents: 290,
    unit: "м²",
    from: true,
    note: "Фрезоване, подравняване, семена и стартов тор",
    // The price is for a lawn of 100 м² or more: a smaller one is charged as 100 м², and the estimate says so.
    minimum: { quantity: 100 },
    seasonPercent: { spring: 5, autumn: 5 },
  },
  {
    id: "gardening-lawn-turf",
    service: "gardening",
    name: "Полагане на тревен чим",
    cents: 760,
    unit: "м²",
    from: true,
    note: "С доставката на чима и подготовката на почвата",
    seasonPercent: { spring: 10, autumn: 10 },
  },
  {
    id: "gardening-mowing",
    service: "gardening",
    name: "Косене на трева",
    cents: 14,
    unit: "м²",
    from: true,
    note: "Със събиране и извозване на окосеното",
    minimum: { cents: 3500 },
  },
  {
    id: "gardening-shrub-planting",
    service: "gardening",
    name: "Засаждане на храст",
    cents: 450,
    unit: "бр.",
    from: false,
    note: "Без цената на растението; с компост в ямата и мулч",
  },
  {
    id: "gardening-tree-planting",
    service: "gardening",
    name: "Засаждане на дърво",
    cents: 1850,
    unit: "бр.",
    from: true,
    note: "За фиданки до 2,5 м, с кол и връзване; без цената на растението",
  },
  {
    id: "gardening-fruit-tree-pruning",
    service: "gardening",
    name: "Резитба на плодно дърво",
    cents: 1450,
    unit: "бр.",
    from: true,
    note: "За дървета до 4 м височина, с прибиране на клоните",
  },

  // Поливни системи
  {
    id: "irrigation-lawn-system",
    service: "irrigation",
    name: "Автоматична поливна система за морава",
    cents: 480,
    unit: "м²",
    from: true,
    note: "Пръскачи, тръби, клапани и контролер",
    // The price is for a lawn of 200 м² or more: a smaller one is charged as 200 м², and the estimate says so.
    minimum: { quantity: 200 },
  },
  {
    id: "irrigation-drip-line",
    service: "irrigation",
    name: "Капково напояване за лехи и жив плет",
    cents: 270,
    unit: "л.м.",
    from: false,
    note: "Капкова линия с монтаж, без контролера",
    minimum: { cents: 9000 },
  },
  {
    id: "irrigation-wifi-controller",
    service: "irrigation",
    name: "Wi-Fi контролер с монтаж и настройка",
    cents: 16900,
    unit: "бр.",
    from: true,
    note: "До 6 зони; управлява се от телефона през домашния рутер",
  },
  {
    id: "irrigation-well-connection",
    service: "irrigation",
    name: "Свързване към кладенец или сонда",
    cents: 23500,
    unit: "обект",
    from: true,
    note: "Без цената на помпата и хидрофора",
  },
  {
    id: "irrigation-winterising",
    service: "irrigation",
    name: "Зазимяване на поливна система",
    cents: 4500,
    unit: "посещение",
    from: true,
    note: "Изпускане на водата и продухване с компресор; до 6 зони",
  },
  {
    id: "irrigation-spring-start",
    service: "irrigation",
    name: "Пролетно пускане и проверка",
    cents: 3900,
    unit: "посещение",
    from: true,
    note: "Проверка на всяка зона и почистване на дюзите; резервните части се плащат отделно",
  },

  // Почистване
  {
    id: "cleaning-autumn-leaves",
    service: "cleaning",
    name: "Есенно почистване на листа",
    cents: 32,
    unit: "м²",
    from: true,
    note: "От морава, лехи и алеи; извозването се плаща отделно",
    minimum: { cents: 4000 },
  },
  {
    id: "cleaning-overgrown-plot",
    service: "cleaning",
    name: "Почистване на обрасъл парцел",
    cents: 85,
    unit: "м²",
    from: true,
    note: "Храсти, къпини и висока трева; цената зависи от гъстотата",
    minimum: { cents: 6000 },
    spreadPercent: 60,
  },
  {
    id: "cleaning-hedge-trimming",
    service: "cleaning",
    name: "Подрязване на жив плет",
    cents: 380,
    unit: "л.м.",
    from: true,
    note: "За плет до 2 м височина, от двете страни и отгоре",
    minimum: { cents: 4000 },
  },
  {
    id: "cleaning-green-waste",
    service: "cleaning",
    name: "Извозване на зелени отпадъци",
    cents: 3200,
    unit: "м³",
    from: false,
    note: "С натоварването и извозването до площадката за зелени отпадъци",
    minimum: { quantity: 1 },
  },
  {
    id: "cleaning-pressure-washing",
    service: "cleaning",
    name: "Почистване на плочки и алеи с водоструйка",
    cents: 260,
    unit: "м²",
    from: true,
    minimum: { cents: 4500 },
  },
  {
    id: "cleaning-seasonal-visit",
    service: "cleaning",
    name: "Сезонно почистване на двор",
    cents: 6800,
    unit: "посещение",
    from: true,
    note: "Двама души до 4 часа – напролет, през лятото или наесен",
  },

  // Градински конструкции
  {
    id: "constructions-pergola",
    service: "constructions",
    name: "Пергола от импрегниран бор",
    cents: 8900,
    unit: "м²",
    from: true,
    note: "С бетонни основи; покривът от поликарбонат или платно се смята отделно",
    seasonPercent: { winter: -5 },
  },
  {
    id: "constructions-deck",
    service: "constructions",
    name: "Дървена настилка (декинг) от лиственица",
    cents: 10800,
    unit: "м²",
    from: true,
    note: "С подконструкцията и монтажа; от импрегниран бор излиза по-евтино",
    seasonPercent: { winter: -5 },
  },
  {
    id: "constructions-raised-bed",
    service: "constructions",
    name: "Повдигната леха от дъски",
    cents: 16500,
    unit: "бр.",
    from: true,
    note: "1,2 × 2,4 м, височина 40 см, с мрежа срещу къртици и пълнеж",
  },
  {
    id: "constructions-gabion-wall",
    service: "constructions",
    name: "Подпорна стена от габиони",
    cents: 11500,
    unit: "м³",
    from: true,
    note: "С дренаж зад стената; за стени до 1,2 м височина",
    spreadPercent: 45,
  },
  {
    id: "constructions-stone-path",
    service: "constructions",
    name: "Алея от естествен камък",
    cents: 5400,
    unit: "м²",
    from: true,
    note: "На основа от трошен камък и пясък",
  },

  // Изкопни работи
  {
    id: "excavation-mini-excavator",
    service: "excavation",
    name: "Минибагер с оператор",
    cents: 4200,
    unit: "час",
    from: false,
    note: "С горивото; машината минава през порта от 1,5 м. Превозът ѝ до обекта се плаща отделно",
    minimum: { quantity: 4 },
  },
  {
    id: "excavation-machine-transport",
    service: "excavation",
    name: "Превоз на минибагера до обекта",
    cents: 3500,
    unit: "обект",
    from: true,
    note: "С платформа, в Трявна; по-далеч – според разстоянието. Отделно от пътя на екипа",
  },
  {
    id: "excavation-trench",
    service: "excavation",
    name: "Изкоп на траншея за кабел или тръба",
    cents: 650,
    unit: "л.м.",
    from: true,
    note: "До 60 см дълбочина, с обратно засипване; цената на метър включва работата на багера, без почасовия му минимум",
  },
  {
    id: "excavation-levelling",
    service: "excavation",
    name: "Подравняване на терен",
    cents: 180,
    unit: "м²",
    from: true,
    note: "С минибагер и ръчно оформяне на наклона; без почасовия минимум на багера",
  },
  {
    id: "excavation-soil-removal",
    service: "excavation",
    name: "Извозване на пръст",
    cents: 1650,
    unit: "м³",
    from: false,
    note: "С натоварването и извозването на депо",
  },
  {
    id: "excavation-topsoil",
    service: "excavation",
    name: "Доставка и разстилане на хумус",
    cents: 3600,
    unit: "м³",
    from: true,
  },

  // Градинско осветление
  {
    id: "lighting-path-light",
    service: "lighting",
    name: "Лампа за алея 12 V с монтаж",
    cents: 6900,
    unit: "бр.",
    from: true,
    note: "LED; включва до 5 м кабел от предишната лампа",
  },
  {
    id: "lighting-step-light",
    service: "lighting",
    name: "Вградена лампа за стъпало",
    cents: 4900,
    unit: "бр.",
    from: true,
  },
  {
    id: "lighting-spotlight",
    service: "lighting",
    name: "Прожектор за дърво или фасада с монтаж",
    cents: 5800,
    unit: "бр.",
    from: true,
  },
  {
    id: "lighting-low-voltage-set",
    service: "lighting",
    name: "Нисковолтово осветление – цялостно решение",
    cents: 62000,
    unit: "обект",
    from: true,
    note: "Трансформатор, 8 лампи, кабел, изкоп и настройка",
  },
  {
    id: "lighting-cable",
    service: "lighting",
    name: "Полагане на кабел 12 V",
    cents: 420,
    unit: "л.м.",
    from: false,
    note: "В изкоп на около 20 см; под алеи – в гофрирана тръба",
  },
  {
    id: "lighting-timer-sensor",
    service: "lighting",
    name: "Таймер или здрачен датчик с монтаж",
    cents: 3900,
    unit: "бр.",
    from: false,
  },
]);

export const vatNote: PriceListContent["vatNote"] = typeset(
  "Цените са ориентировъчни, в евро, с включен ДДС. Точната цена ви казваме след оглед и я потвърждаваме с писмена оферта.",
);

/** What makes a job cost more or less than the list price. */
export const priceFactors: PriceListContent["priceFactors"] = typeset([
  "Достъпът – дали машина и материали минават през портата, или всичко се носи на ръка",
  "Наклонът на терена – на стръмен двор работата е по-бавна и често са нужни тераси или укрепване",
  "Почвата – тежка глина, камъни и стари корени изискват повече работа и материали",
  "Размерът на обекта – на голяма площ цената на м² пада, а малките задачи имат минимална цена на посещение",
  "Избраните материали и растения – вид дървесина, марка на пръскачите и лампите, големина на растенията",
  "Разстоянието от Трявна – извън зоната без доплащане пътят се плаща веднъж за обекта (вижте „Път и оглед“)",
  "Сезонът – в пика на пролетта и есента растенията и чимът поскъпват, през зимата перголите и настилките излизат малко по-евтино, а спешна работа в неделя се договаря отделно",
]);

/**
 * How the price estimate reads this list (app/estimate/rules.ts): its range
 * reaches this many percent above the list price times the size, for a price
 * that is a floor („от“) and for a fixed one. An item may set its own
 * `spreadPercent`.
 */
export const estimateRules: PriceListContent["estimateRules"] = {
  // A fixed price (no „от“) is what the work costs, on any site: its line is one figure.
  spreadPercent: { from: 35, fixed: 0 },
  /** A size in these is a whole number, rounded up (2,5 trees are 3); the other units take tenths. */
  wholeUnits: ["бр.", "посещение", "обект"],
  /** Larger jobs are priced only after a visit: 10 ha of lawn, 10 km of hedge, 1 000 m³ of earth. */
  largest: { "м²": 100_000, "л.м.": 10_000, "бр.": 5_000, час: 1_000, "м³": 1_000, посещение: 100, обект: 10 },
};

/** The price items of one service in `items` (the list as published), in list order. */
export function pricesFor(items: readonly PriceItem[], slug: ServiceSlug): PriceItem[] {
  return items.filter((item) => item.service === slug);
}
