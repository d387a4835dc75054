/**
 * The quote request form's words: labels, hints, the privacy notice, the
 * messages next to invalid fields and the ones a visitor sees after sending;
 * and the owner's e-mail and export. The form's rules are in
 * `app/enquiry/schema.ts`; the shape of this file is in enquiry.schema.ts.
 */
import { typeset, unbreakable } from "./typography";
import type { Company } from "./company.schema";
import type { EnquiryContent } from "./enquiry.schema";
import type { Failure } from "~/enquiry/contract";
import { enquiryLimits, type EnquiryService } from "~/enquiry/fields";
import { contactActions } from "./layout";
import { services } from "./services";

/** How long enquiries are kept; the server deletes older ones on a schedule. */
export const ENQUIRY_RETENTION_MONTHS: EnquiryContent["ENQUIRY_RETENTION_MONTHS"] = 12;

export const enquiryForm = typeset({
  /** The section's id on the contact page: links to the form use `/contact#enquiry`. */
  anchor: "enquiry",
  heading: contactActions.enquiry,
  intro:
    "Опишете накратко двора и какво искате да направим. Ще ви отговорим в работно време – обикновено до един работен ден – и ще уговорим оглед.",
  requiredNote: "Полетата със звездичка са задължителни.",
  labels: {
    name: "Име",
    phone: "Телефон",
    email: "Имейл",
    service: "Услуга",
    plan: "План за поддръжка",
    town: "Населено място",
    message: "Какво да направим",
    reply: "Как да ви отговорим",
    estimate: "Ориентировъчна оценка",
  },
  hints: {
    phone: "Например 0897 654 321",
    email: "По желание; задължителен, ако искате отговор по имейл.",
    plan: "По желание: идваме редовно по график вместо веднъж.",
    town: "Къде е обектът, например Трявна или Плачковци",
    message: "Например: двор около 300 м², искаме морава и капково напояване за лехите.",
  },
  servicePlaceholder: "Изберете…",
  planPlaceholder: "Без план – еднократно",
  estimate: {
    heading: "Изпращате и тази оценка",
    edit: "Променете оценката",
  },
  planMessage: (plan) => `Интересувам се от плана за поддръжка „${plan}“.`,
  otherService: "Друго",
  replyLabels: {
    phone: "Обаждане по телефона",
    viber: "Съобщение във Viber",
    email: "Имейл",
  },
  /** For the success message: „ще ви отговорим …“ */
  replyPhrases: {
    phone: "ще ви се обадим на",
    viber: "ще ви пишем във Viber на",
    email: "ще ви пишем на",
  },
  submit: "Изпратете запитването",
  sending: "Изпращане…",
  /** Read by screen readers for the spam trap field, which people never see. */
  honeypotLabel: "Не попълвайте това поле",
  privacy: {
    text: (company: Company) =>
      `Данните от формата получава само ${company.legalName}, за да отговори на запитването ви и да уговори оглед. Пазим ги ${ENQUIRY_RETENTION_MONTHS} месеца, след което се изтриват. Можете да поискате достъп до тях, поправка или изтриване на ${company.email}, а ако смятате, че правата ви са нарушени – да подадете жалба до Комисията за защита на личните данни (КЗЛД).`,
    link: "Политика за поверителност",
  },
  sent: {
    heading: "Благодарим! Запитването е изпратено.",
    /** Followed by how and where the company will reply. */
    text: "Получихме го и",
    again: "Изпратете ново запитване",
  },
} satisfies EnquiryContent["enquiryForm"]);

/** Every message a visitor can see next to a field (the rules are in app/enquiry/schema.ts). */
export const fieldMessages = typeset({
  name: {
    required: "Напишете името си.",
    short: "Името е твърде кратко.",
    long: `Името може да е до ${enquiryLimits.name.max} знака.`,
  },
  phone: {
    required: "Напишете телефон, на който да ви намерим.",
    invalid: "Проверете номера – например 0897 654 321. Номер в чужбина напишете с кода на страната, например +44 20 7946 0958.",
  },
  email: {
    invalid: "Проверете имейла – трябва да е като ivan@abv.bg.",
    long: `Имейлът може да е до ${enquiryLimits.email.max} знака.`,
    single: "Напишете един имейл адрес – само на него ще ви отговорим.",
    needed: "Напишете имейл или изберете друг начин да ви отговорим.",
  },
  service: { required: "Изберете услуга или „Друго“." },
  plan: { invalid: "Изберете план от списъка или „Без план“." },
  town: {
    required: "Напишете населеното място на обекта.",
    short: "Името на населеното място е твърде кратко.",
    long: `Населеното място може да е до ${enquiryLimits.town.max} знака.`,
  },
  message: {
    required: "Опишете накратко какво ви трябва.",
    short: `Напишете малко повече – поне ${enquiryLimits.message.min} знака.`,
    long: `Съобщението може да е до ${enquiryLimits.message.max} знака.`,
  },
  reply: { required: "Изберете как да ви отговорим." },
} satisfies EnquiryContent["fieldMessages"]);

/** Messages about the whole form (not one field), shown above the button and as a toast. */
export const enquiryStatus = typeset({
  invalid: "Проверете отбелязаните полета.",
  tooFast: "Формата е изпратена твърде бързо. Изчакайте няколко секунди и опитайте отново.",
  expired: "Страницата е стояла отворена твърде дълго. Изпратете отново – попълненото е запазено.",
  refused: "Запитването не беше прието. Ако грешката се повтаря, обадете ни се.",
  rateLimited: (company: Company) =>
    `Изпратихте много запитвания за кратко време. Опитайте отново след няколко минути или ни се обадете на ${unbreakable(company.phone.display)}.`,
  network: "Няма връзка със сървъра. Попълненото е запазено – опитайте отново, когато имате интернет.",
  server: (company: Company) =>
    `Не успяхме да запишем запитването. Опитайте отново след малко или ни се обадете на ${unbreakable(company.phone.display)}.`,
  unavailable: (company: Company) =>
    `В момента запитвания през сайта не се приемат. Обадете ни се на ${unbreakable(company.phone.display)} или пишете на ${company.email}.`,
} satisfies EnquiryContent["enquiryStatus"]);

export type EnquiryStatusCode = keyof typeof enquiryStatus;

/** The message for each way sending can fail (app/enquiry/contract.ts). */
const failureMessage = {
  invalid: "invalid",
  too_fast: "tooFast",
  expired: "expired",
  refused: "refused",
  unsupported: "refused",
  rate_limited: "rateLimited",
  server: "server",
  network: "network",
  unavailable: "unavailable",
} as const satisfies Record<Failure, EnquiryStatusCode>;

/** The message for a failure; those that offer the phone or the e-mail name the company's current ones. */
export function statusMessage(failure: Failure, company: Company): string {
  const message = enquiryStatus[failureMessage[failure]];
  return typeof message === "function" ? message(company) : message;
}

/**
 * The e-mail the company receives for each enquiry (app/enquiry/notification.ts).
 * Name, phone, e-mail, service and town are labelled as on the form.
 */
/** Plain text for a mail client (no typesetting: it lays the text out itself). */
export const enquiryNotification = {
  subject: (service, name, town) => `Запитване: ${service} – ${name}, ${town}`,
  heading: (received) => `Ново запитване от сайта – ${received}`,
  reply: "Предпочита отговор",
  message: "Съобщение",
  id: "Номер на запитването",
  retention: `Сайтът пази запитването ${ENQUIRY_RETENTION_MONTHS} месеца, след което го изтрива.`,
} satisfies EnquiryContent["enquiryNotification"];

/** The owner's CSV export of enquiries (`npm run enquiries`). */
export const enquiryExport = {
  columns: [
    "Получено",
    "Име",
    "Телефон",
    "Имейл",
    "Услуга",
    "План за поддръжка",
    "Населено място",
    "Съобщение",
    "Ориентировъчна оценка",
    "Отговор",
    "Известие до фирмата",
    "Номер",
  ],
  notified: (when) => `изпратено ${when}`,
  waiting: (attempts) => `чака (опити: ${attempts})`,
} satisfies EnquiryContent["enquiryExport"];

/** The choices of the service field: the six services, then „Друго“. */
export const serviceChoices: readonly { value: EnquiryService; label: string }[] = [
  ...services.map((service) => ({ value: service.slug, label: service.title })),
  { value: "other", label: enquiryForm.otherService },
];
