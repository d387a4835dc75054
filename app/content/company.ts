/**
 * Company facts: the one place the name, address, phone, e-mail, social page,
 * working hours and service area are written. Values marked as demo in the
 * README are placeholders until the real company's facts are entered. The
 * shape and its rules are in company.schema.ts.
 */
import { typeset } from "./typography";
import type { Company } from "./company.schema";

/**
 * The facts as the repository writes them: the defaults, and the seed of the owner's edits.
 * Pages get the facts with those edits from the root loader (`useCompany()` in
 * app/lib/site-content.ts), the server from app/content/current.server.ts (decision 0040).
 */
export const companyDefaults = typeset({
  legalName: "„Вечнозелено“ ЕООД",
  name: "Вечнозелено",
  tagline: "Градини, поливни системи и поддръжка в Трявна и региона",
  description:
    "Малка семейна фирма от Трявна. Проектираме, изграждаме и поддържаме дворове и градини – от първата копка до есенното почистване.",
  address: {
    street: "ул. „Ангел Кънчев“ 27",
    postalCode: "5350",
    town: "Трявна",
    country: "BG",
  },
  /** Where the address is on the map (used by the contact map and search engines). */
  geo: { latitude: 42.86695, longitude: 25.48928 },
  /** How search engines summarise the price level. */
  priceRange: "€€",
  phone: {
    /** International form, used for tel: and Viber links. */
    e164: "+359888123456",
    /** How the number is written for people. */
    display: "0888 123 456",
  },
  email: "office@vechnozeleno.example",
  social: {
    network: "Facebook",
    url: "https://www.facebook.com/vechnozeleno.example",
  },
  /**
   * Where the company works: the one list the home page, the contact page,
   * the footer, the "how we work" part and search engines all show.
   */
  serviceArea: ["Трявна", "Габрово", "Дряново", "Севлиево", "Велико Търново"],
  serviceAreaNote: "и селата между тях",
  /** How page titles say where, e.g. „Почистване на дворове в Трявна и региона“. */
  regionPhrase: "в Трявна и региона",
  hours: [
    { days: "Понеделник – Петък", time: "8:00–18:00" },
    { days: "Събота", time: "9:00–16:00" },
    { days: "Неделя", time: "по договаряне" },
  ],
  /** The footer's keyword line; the towns of `serviceArea` follow it. */
  keywords: "Озеленяване · Поливни системи · Почистване на дворове · Градински конструкции · Изкопни работи · Градинско осветление",
  /** Where the site opens (the demo value until the site has its domain). */
  siteUrl: "https://www.vechnozeleno.example",
  credit: {
    label: "Изработка на сайта",
    name: "Студио Пример",
    url: "https://studio.example",
  },
} satisfies Company);

/** The address on one line, as it is written on an envelope. */
export const fullAddress = ({ address }: Pick<Company, "address">) => `${address.street}, ${address.postalCode} ${address.town}`;

/** The service area in a sentence: „Трявна, Габрово, Дряново, Севлиево, Велико Търново и селата между тях“. */
export const serviceAreaText = ({ serviceArea, serviceAreaNote }: Pick<Company, "serviceArea" | "serviceAreaNote">) =>
  [serviceArea.join(", "), serviceAreaNote].filter(Boolean).join(" ");
