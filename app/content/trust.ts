/**
 * Why a homeowner can trust the company, on the home page and on every
 * service page: how it works (the visit to assess the yard, the written
 * offer, how soon it starts, payment and invoice, guarantee, insurance, how
 * fast it answers), its people and what customers said. The service area is
 * company.serviceArea, the one list every page shows.
 *
 * DEMO VALUES. Every fact, person and review below with `demo: true` was made
 * up for the demo site, and the build lists each of them ("demo values are
 * still in use") until it is replaced. The people and the reviews above all:
 * a site must never show made-up staff or customers as real. Write the
 * company's real facts, its real people and reviews that real customers
 * agreed to have published (name as they want it shown), then set `demo` to
 * false. Delete what does not apply: a review that is not real must go, not
 * stay. The shape and its rules are in trust.schema.ts.
 */
import { typeset } from "./typography";
import type { Trust } from "./trust.schema";

export const trust = typeset({
  heading: "Как работим",
  intro: "Малка местна фирма с ясни правила: идваме на оглед, даваме писмена оферта и отговаряме за свършената работа.",
  facts: [
    {
      id: "since",
      title: "В Трявна от 2012 г.",
      text: "Работим в Трявна и селата наоколо. Познаваме тежката глинеста почва, наклонените дворове и студените зими тук.",
      demo: true,
    },
    {
      id: "visit",
      // {безплатно-до} and {пътят-по-далеч}: the trip's figures, filled in from service-area.ts (trip-rules.ts).
      title: "Безплатен оглед до {безплатно-до}",
      text: "Огледът до {безплатно-до} от Трявна е безплатен и не ви задължава. По-далеч струва колкото пътят – {пътят-по-далеч} – и го приспадаме от цената, ако работим заедно.",
      highlight: true,
      demo: true,
    },
    {
      id: "offer",
      title: "Писмена оферта",
      text: "Преди да започнем, получавате оферта по позиции: материали, растения, труд и извозване. Цената не се променя без вашето съгласие.",
      demo: true,
    },
    {
      id: "start",
      title: "Започваме до 3 седмици",
      text: "След като одобрите офертата, започваме обикновено до 10 работни дни, а в пика на пролетта и есента – до 3 седмици. Датата казваме предварително.",
      demo: true,
    },
    {
      id: "payment",
      title: "Плащане след приемане на работата",
      text: "Плащате в брой или по банков път, след като приемете работата; за обекти над 1500 € искаме 30 % аванс за материалите. Издаваме фактура за всяко плащане.",
      demo: true,
    },
    {
      id: "guarantee",
      // Its title is true of each service below: the 2 years are not the plants' (a season).
      title: "Гаранция за работата",
      text: "2 години гаранция на поливните системи, осветлението и конструкциите. Ако засадено от нас растение не се хване през първия сезон, засаждаме ново безплатно.",
      highlight: true,
      services: ["gardening", "irrigation", "constructions", "lighting"],
      demo: true,
    },
    {
      id: "insurance",
      title: "Застраховани сме",
      text: "Имаме застраховка „Обща гражданска отговорност“: ако по време на работа повредим нещо във вашия имот, щетата е покрита.",
      demo: true,
    },
    {
      id: "response",
      title: "Отговор до един работен ден",
      text: "В работно време вдигаме телефона, а ако сме на обект, връщаме обаждането същия ден. На запитване от сайта отговаряме до един работен ден.",
      highlight: true,
      demo: true,
    },
  ],
  areaHeading: "Къде работим",
  teamHeading: "Кой идва у вас",
  team: [
    {
      name: "Николай Ганчев",
      role: "Управител, озеленител",
      text: "Прави огледите и офертите и води всеки обект от първия разговор до приемането.",
      demo: true,
    },
    {
      name: "Петя Ганчева",
      role: "Растения и поддръжка",
      text: "Подбира растенията за всеки двор и води сезонната поддръжка на градините.",
      demo: true,
    },
    {
      name: "Стефан Минков",
      role: "Поливни системи, осветление, минибагер",
      text: "Изгражда поливните системи и градинското осветление и работи с минибагера.",
      demo: true,
    },
  ],
  reviewsHeading: "Какво казват клиентите",
  reviews: [
    {
      id: "review-gardening-1",
      author: "Десислава П.",
      place: "Трявна",
      service: "gardening",
      text: "След строежа дворът беше гола пръст. За две седмици имахме морава, жив плет и лехи, а после ни показаха как да поливаме първата година. Всичко се хвана.",
      demo: true,
    },
    {
      id: "review-irrigation-1",
      author: "Георги Т.",
      place: "Плачковци",
      service: "irrigation",
      text: "Системата полива от кладенеца, на четири зони. Вече не мислим за поливането, а наесен сами се обаждат да я зазимят.",
      demo: true,
    },
    {
      id: "review-cleaning-1",
      author: "Мария Д.",
      place: "Габрово",
      service: "cleaning",
      text: "Живея в София и къщата стоеше празна. Изчистиха обраслия двор, извозиха всичко и ми пратиха снимки преди и след. Платих точно колкото пишеше в офертата.",
      demo: true,
    },
    {
      id: "review-constructions-1",
      author: "Иван С.",
      place: "Дряново",
      service: "constructions",
      text: "Пергола и дървена тераса на наклонен двор. Основите са направени като за къща, а всяка вечер оставяха мястото чисто.",
      demo: true,
    },
    {
      id: "review-excavation-1",
      author: "Пламен К.",
      place: "Севлиево",
      service: "excavation",
      text: "Багерът мина през портата ни от метър и половина. За един ден изкопаха траншеята за водата и канала, без да счупят нито една плочка.",
      demo: true,
    },
    {
      id: "review-lighting-1",
      author: "Елена В.",
      place: "Велико Търново",
      service: "lighting",
      text: "Осветиха пътеката, стъпалата и стария орех. Дойдоха вечерта, за да насочат лампите – сега дворът е съвсем друг.",
      demo: true,
    },
  ],
} satisfies Trust);
