/**
 * The words of the owner's pages under /admin (sign-in, enquiries, account)
 * and of the e-mails they send. The shape and its rules are in
 * admin.schema.ts. Decision 0028.
 */
import type { AdminContent } from "./admin.schema";

export const adminCommon = {
  title: "Управление на сайта",
  brand: "Вечнозелено · управление",
  signOut: "Изход",
  signOutEverywhere: "Изход от всички устройства",
  backToSite: "Към сайта",
  navLabel: "Управление",
  nav: { enquiries: "Запитвания", content: "Съдържание", account: "Профил" },
  needSignIn: "Трябва да влезете",
  needSignInText: "Тази страница е само за собственика на сайта и помощниците му.",
  signInLink: "Вход",
  forbidden: "Заявката е отказана",
  forbiddenText: "Формата не дойде от този сайт. Отворете страницата отново и опитайте пак.",
  unavailable: "Управлението работи само на сървъра на сайта.",
  notFound: "Няма такова запитване. Може да е изтрито след 12 месеца.",
  saved: "Запазено.",
} satisfies AdminContent["adminCommon"];

export const adminSignIn = {
  title: "Вход",
  heading: "Вход в управлението",
  intro: "Влезте с ключ за достъп (passkey) от телефона си или поискайте еднократна връзка по имейл.",
  passkeyButton: "Вход с ключ за достъп",
  passkeyWorking: "Потвърдете на устройството си…",
  passkeyFailed: "Входът с ключ не успя. Опитайте отново или поискайте връзка по имейл.",
  passkeyUnsupported: "Този браузър не поддържа ключове за достъп. Поискайте връзка по имейл.",
  or: "или",
  emailLabel: "Имейл",
  emailHint: "Ще получите връзка за вход, валидна 15 минути.",
  emailButton: "Изпратете ми връзка",
  linkSent: "Ако адресът е на потребител на сайта, до минута ще получите имейл с връзка за вход.",
  limited: "Твърде много опити. Изчакайте няколко минути и опитайте отново.",
  mailUnavailable: "Сайтът все още не може да изпраща имейли. Поискайте връзка за вход от човека, който поддържа сайта.",
  invalidEmail: "Въведете имейл адрес, например ivan@abv.bg.",
  linkHeading: "Вход с връзка",
  linkText: "Натиснете бутона, за да влезете. Връзката важи веднъж.",
  linkButton: "Влез",
  linkInvalid: "Връзката вече е използвана или е изтекла. Поискайте нова.",
} satisfies AdminContent["adminSignIn"];

export const adminAccount = {
  title: "Профил",
  heading: "Профил и сигурност",
  passkeysHeading: "Ключове за достъп",
  noPasskeys: "Още нямате ключ за достъп. Добавете един, за да влизате без имейл.",
  addPasskey: "Добави ключ за достъп",
  passkeyLabel: "Име на устройството",
  passkeyLabelDefault: "Телефон",
  passkeyAdded: "Ключът е добавен.",
  passkeyFailed: "Ключът не беше добавен. Опитайте отново.",
  remove: "Премахни",
  sessionsHeading: "Влезли устройства",
  thisDevice: "това устройство",
  auditHeading: "Последни действия",
  auditEmpty: "Още няма записани действия.",
  created: (when: string) => `добавен на ${when}`,
  lastUsed: (when: string) => `последно използван на ${when}`,
  expires: (when: string) => `валиден до ${when}`,
  actions: {
    "sign-in": "Вход",
    "sign-in-failed": "Неуспешен вход",
    "sign-out": "Изход",
    "sign-out-everywhere": "Изход от всички устройства",
    "link-requested": "Поискана връзка за вход",
    "passkey-added": "Добавен ключ за достъп",
    "passkey-removed": "Премахнат ключ за достъп",
    "enquiry-updated": "Променено запитване",
    "notification-resent": "Известието е изпратено отново",
    "user-added": "Добавен потребител",
  },
} satisfies AdminContent["adminAccount"];

export const adminInbox = {
  title: "Запитвания",
  heading: "Запитвания",
  searchLabel: "Търсене по име, телефон, град или текст",
  searchButton: "Търси",
  statusFilter: "Състояние",
  allStatuses: "Всички",
  empty: "Няма запитвания за показване.",
  exportCsv: "Изтегли като таблица (CSV)",
  stuckHeading: "Известия, които не са изпратени повече от ден",
  stuckText: "Имейлът до фирмата за тези запитвания не излиза. Обадете се на клиентите и проверете настройките за поща.",
  open: "Отворете",
  notified: "Известието е изпратено",
  notConfigured: "Известието чака: пощата на сайта не е настроена",
  resend: "Изпратете известието отново",
  resent: "Известието е пуснато отново.",
  statusLabel: "Състояние",
  notesLabel: "Бележки",
  save: "Запази",
  call: "Обадете се",
  viber: "Viber",
  email: "Имейл",
  message: "Съобщение",
  back: "Всички запитвания",
  notificationHeading: "Известие по имейл",
  waiting: "Известието чака изпращане",
  newCount: (count: number) => (count === 1 ? "1 ново" : `${count} нови`),
  retention: (months: number) => `Запитванията се пазят ${months} месеца, след което се изтриват автоматично.`,
  received: (when: string) => `получено на ${when}`,
  failed: (attempts: number, error: string) => `Неуспешно след ${attempts} опита: ${error}`,
  sentAt: (when: string) => `изпратено на ${when}`,
  statuses: { new: "ново", contacted: "свързахме се", quoted: "оферта", won: "спечелено", lost: "отказано" },
} satisfies AdminContent["adminInbox"];

export const adminMail = {
  linkSubject: "Вход в сайта на Вечнозелено",
  linkText: (name: string, link: string, minutes: number) =>
    `Здравейте, ${name}!\n\nЗа да влезете в управлението на сайта, отворете тази връзка в следващите ${minutes} минути:\n\n${link}\n\nАко не сте поискали вход, не правете нищо: без връзката никой не може да влезе.`,
  alertSubject: (count: number) => `Известия за ${count} запитвания не са изпратени повече от ден`,
  alertText: (lines: string[]) =>
    `Сайтът не успява да изпраща до фирмата известията за тези запитвания повече от ден:\n\n${lines.join("\n")}\n\nВижте ги в управлението на сайта (/admin) и проверете настройките за поща.`,
} satisfies AdminContent["adminMail"];
