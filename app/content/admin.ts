/**
 * The words of the owner's pages under /admin (sign-in, enquiries, account)
 * and of the e-mails they send. The shape and its rules are in
 * admin.schema.ts. Decision 0028.
 */
import type { z } from "zod";
import type { AdminContent, AdminTrust, adminGalleryManageSchema } from "./admin.schema";
import { COMPANY_LIMITS } from "./company-limits";
import { GALLERY_TEXT_LIMITS, PRICE_NOTE_LIMIT, SERVICE_TEXT_LIMITS } from "./text-limits";
import { tripPlaceholders } from "./trip-rules";
import { BRIEF_FACTS, BRIEF_FACTS_ON_PHONE, TRUST_LIMITS } from "./trust-limits";
import { typeset } from "./typography";

export const adminCommon = {
  title: "Управление на сайта",
  brand: "Вечнозелено · управление",
  signOut: "Изход",
  // Under the list of the devices signed in: one line on a phone.
  signOutEverywhere: "Изход от всички",
  backToSite: "Към сайта",
  navLabel: "Управление",
  nav: {
    enquiries: "Запитвания",
    content: "Съдържание",
    prices: "Цени",
    company: "Фирмени данни",
    gallery: "Галерия",
    services: "Услуги",
    versions: "Версии",
    account: "Профил",
  },
  needSignIn: "Трябва да влезете",
  needSignInText: "Тази страница е само за собственика на сайта и помощниците му.",
  signInLink: "Вход",
  toInbox: "Към запитванията",
  forbidden: "Заявката е отказана",
  forbiddenText: "Формата не дойде от този сайт. Отворете страницата отново и опитайте пак.",
  unavailable: "Управлението работи само на сървъра на сайта.",
  notFound: "Няма такава страница",
  notFoundText: "Адресът може да е сгрешен или страницата вече да я няма. Изберете от менюто горе.",
  enquiryNotFound: "Няма такова запитване",
  enquiryNotFoundText: "Може да е изтрито след 12 месеца или адресът да е сгрешен.",
  failed: "Страницата не може да се покаже",
  failedText: "Нещо на сървъра се обърка. Опитайте отново след минута; ако се повтаря, обадете се на човека, който поддържа сайта.",
  saved: "Запазено.",
} satisfies AdminContent["adminCommon"];

/** Asked before leaving a page whose form holds changes that are not saved (app/admin/unsaved-changes.tsx). */
export const adminUnsaved = typeset({
  heading: "Промените не са запазени",
  text: "Ако излезете от страницата сега, написаното в нея ще се загуби.",
  stay: "Останете на страницата",
  leave: "Излезте без запазване",
} satisfies AdminContent["adminUnsaved"]);

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
  linkButton: "Влезте",
  linkInvalid: "Връзката вече е използвана или е изтекла. Поискайте нова.",
} satisfies AdminContent["adminSignIn"];

export const adminAccount = {
  title: "Профил",
  heading: "Профил и сигурност",
  passkeysHeading: "Ключове за достъп",
  noPasskeys: "Още нямате ключ за достъп. Добавете един, за да влизате без имейл.",
  lockedOutWarning:
    "Нямате ключ за достъп, а сайтът още не изпраща имейли: след изход ще влезете отново само с връзка от човека, който поддържа сайта. Добавете първо ключ за достъп (по-горе).",
  addPasskey: "Добавете ключ за достъп",
  passkeyLabel: "Име на устройството",
  passkeyLabelDefault: "Телефон",
  passkeyAdded: "Ключът е добавен.",
  passkeyFailed: "Ключът не беше добавен. Опитайте отново.",
  remove: "Махнете",
  lastPasskey:
    "Това е единственият ви ключ за достъп и не може да се премахне: без него може да не успеете да влезете. Добавете друг ключ, после премахнете този.",
  sessionsHeading: "Влезли устройства",
  thisDevice: "това устройство",
  unknownDevice: "неизвестно устройство",
  device: (browser: string, system: string) => `${browser} на ${system}`,
  auditHeading: "Вашите последни действия",
  auditEmpty: "Още няма записани действия.",
  auditVersion: (id: number, what: string[]) => (what.length > 0 ? `версия ${id}: ${what.join(", ")}` : `версия ${id}`),
  signInMethods: { passkey: "с ключ за достъп", link: "с връзка по имейл" },
  onServer: "на сървъра",
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
    upload: "Качена снимка",
    publish: "Запазена промяна",
    published: "Публикувана промяна",
    "publish-failed": "Неуспешно публикуване",
    rollback: "Връщане към по-стара версия",
  },
} satisfies AdminContent["adminAccount"];

export const adminInbox = {
  title: "Запитвания",
  heading: "Запитвания",
  searchLabel: "Търсене по име, телефон, град или текст",
  searchButton: "Търсете",
  statusFilter: "Състояние",
  allStatuses: "Всички",
  empty: "Няма запитвания за показване.",
  exportCsv: "Изтеглете таблица (CSV)",
  stuckHeading: "Известия, които не са изпратени повече от ден",
  stuckText: "Имейлът до фирмата за тези запитвания не излиза. Обадете се на клиентите и проверете настройките за поща.",
  open: "Отворете",
  notified: "Известието е изпратено",
  resend: "Изпратете известието отново",
  resent: "Известието е наредено за ново изпращане. Ако пощата на сайта работи, ще тръгне до минута.",
  statusLabel: "Състояние",
  notesLabel: "Бележки",
  save: "Запазете",
  call: "Обадете се",
  viber: "Viber",
  email: "Имейл",
  message: "Съобщение",
  back: "Всички запитвания",
  notificationHeading: "Известие по имейл",
  waiting: "Известието чака изпращане",
  planHeading: "Поискан план за поддръжка",
  openPlan: "Вижте плана на сайта",
  estimateHeading: "Ориентировъчна оценка от сайта",
  openEstimate: "Отворете оценката на сайта",
  newCount: (count: number) => (count === 1 ? "1 ново" : `${count} нови`),
  retention: (months: number) => `Запитванията се пазят ${months} месеца, след което се изтриват автоматично.`,
  received: (when: string) => `получено на ${when}`,
  failed: (attempts: number, error: string) => `Неуспешно след ${attempts} опита: ${error}`,
  sentAt: (when: string) => `изпратено на ${when}`,
  statuses: { new: "ново", contacted: "свързахме се", quoted: "оферта", won: "спечелено", lost: "отказано" },
} satisfies AdminContent["adminInbox"];

export const adminEditing = typeset({
  pricesTitle: "Цени",
  pricesIntro: "Изберете услуга, за да промените цените ѝ, „от“, бележките и минималните цени.",
  priceLabel: "Цена в евро",
  fromLabel: "Показвайте „от“ пред цената",
  noteLabel: "Бележка под цената",
  companyTitle: "Фирмени данни",
  companyIntro: "Името, телефонът, имейлът, адресът, работното време и районът, които сайтът показва навсякъде.",
  legalName: "Име на фирмата, както е регистрирана",
  phone: "Телефон",
  email: "Имейл",
  street: "Улица и номер",
  postalCode: "Пощенски код",
  town: "Град",
  hoursHeading: "Работно време",
  days: "Дни",
  time: "Часове",
  serviceArea: "Населени места, в които работите",
  serviceAreaHint: "Разделени със запетая или по едно на ред, например Трявна, Габрово.",
  serviceAreaDistances: "Разстоянията до тях и цената на пътя",
  serviceAreaNote: "Текст след тях",
  save: "Запазете и публикувайте",
  saving: "Запазва се…",
  uploading: "Снимката се качва…",
  removeQuestion: (name: string) => `Да се махне ли „${name}“ от сайта?`,
  removeYes: "Да, махнете",
  removeNo: "Отказ",
  removing: "Маха се…",
  invalid: "Нищо не е запазено: поправете полетата, отбелязани в червено.",
  publishing: "Запазено. Новата версия на сайта се публикува.",
  follow: "Следете я във „Версии“",
  busy: "Друга промяна още се публикува. Изчакайте я и натиснете „Запазете и публикувайте“ отново.",
  unavailable: "Публикуването работи само на сървъра на сайта.",
  perUnit: (unit: string) => `за ${unit}`,
  hoursRow: (row: number) => `Ред ${row}`,
  required: "задължително",
  hoursField: (field: string, row: number) => `${field} (ред ${row})`,
  unknownPlaces: (places: string) =>
    `Сайтът още не знае колко е далеч ${places} и не може да смята пътя до там в оценката на цената. Добавете мястото с разстоянието му в „Район и път“, или го махнете от списъка.`,
  errors: {
    price: "Въведете цена в евро – число над нула с до два знака след запетаята, например 12,50 или 1 250.",
    note: `Бележката не може да бъде по-дълга от ${PRICE_NOTE_LIMIT} знака.`,
    legalName: `Въведете името на фирмата, както е регистрирана – до ${COMPANY_LIMITS.legalName} знака, например „Зелен двор“ ЕООД.`,
    phone: "Въведете телефон като 0888 123 456.",
    email: "Въведете имейл адрес, например office@firma.bg.",
    street: `Въведете улица и номер – до ${COMPANY_LIMITS.street} знака.`,
    postalCode: "Въведете четирицифрен пощенски код, например 5350.",
    town: `Въведете град – до ${COMPANY_LIMITS.town} знака.`,
    days: `Напишете дните с имената им, например „Понеделник – Петък“ или „Събота“ – до ${COMPANY_LIMITS.days} знака.`,
    time: `Попълнете часовете, например 8:00–18:00, или „по договаряне“ – до ${COMPANY_LIMITS.time} знака.`,
    serviceArea: "Въведете поне едно място, например Трявна, Габрово.",
    serviceAreaNote: `Текстът след местата не може да бъде по-дълъг от ${COMPANY_LIMITS.serviceAreaNote} знака.`,
  },
} satisfies AdminContent["adminEditing"]);

export const adminVersions = typeset({
  title: "Версии",
  intro:
    "Всяко публикуване прави нова версия на сайта. Всички се пазят: сайтът може да се върне към коя да е готова версия, след като потвърдите.",
  deployed: "Версията, качена от човека, който поддържа сайта",
  live: "на сайта сега",
  rollback: "Върнете сайта към тази версия",
  rolledBack: "Сайтът е върнат към избраната версия.",
  rollbackFailed: "Тази версия не може да бъде върната. Изчакайте публикуването да завърши и опитайте пак.",
  failed: "Новата версия не можа да се подготви. Сайтът остава както беше, без тази промяна.",
  failedAdvice:
    "Направете промяната отново и я публикувайте. Ако пак не стане, изпратете техническите подробности отдолу на човека, който поддържа сайта.",
  technical: "Технически подробности",
  confirmYes: "Да, върнете сайта",
  confirmNo: "Отказ",
  buildingNote: "Новата версия се подготвя. Сайтът остава какъвто е, докато тя не е готова.",
  refresh: "Обновете",
  empty: "Още няма публикувани промени.",
  version: (id: number) => `Версия ${id}`,
  published: (when: string, by: string) => `${when}, ${by}`,
  changed: (what: string[]) => `Променени: ${what.join(", ")}`,
  undoes: (what: string[]) => `Връщането отменя всичко, променено след нея: ${what.join(", ")}.`,
  confirmQuestion: (id: number) =>
    id === 0 ? "Да се върне ли сайтът към версията, качена от човека, който поддържа сайта?" : `Да се върне ли сайтът към версия ${id}?`,
  willUndo: "Ще отмени:",
  willRedo: "Ще върне на сайта:",
  spanItem: (name: string, when: string, what: string[]) =>
    what.length > 0 ? `${name} от ${when}: ${what.join(", ")}` : `${name} от ${when}`,
  spanHeading: (name: string, when: string) => `${name} от ${when}:`,
  states: { building: "публикува се", ready: "готова", failed: "неуспешна" },
  changes: {
    prices: "цени",
    company: "фирмени данни",
    gallery: "галерия",
    services: "текстове на услугите",
    trust: "екип, отзиви и „Как работим“",
    serviceArea: "район и път",
  },
} satisfies AdminContent["adminVersions"]);

export const adminGallery = typeset({
  title: "Галерия",
  intro:
    "Качете снимка на завършена работа направо от телефона – от камерата или от галерията му, напишете какво показва и натиснете „Качете снимка“. Сайтът се обновява за няколко секунди; старият остава, докато новият е готов.",
  uploadHeading: "Нова снимка",
  photo: "Снимка",
  photoHint: "JPEG или PNG, до 25 MB. Снимката се обръща както е снимана, а данните за мястото и апарата се премахват.",
  photoKept: "Снимката е качена – не е нужно да я избирате отново.",
  before: "Снимка „преди“ (по желание)",
  beforeHint: "Същото място преди работата, снимано от същата гледна точка.",
  beforeKept: "Снимката „преди“ е качена – не е нужно да я избирате отново.",
  service: "Услуга",
  serviceChoose: "Изберете услуга",
  caption: "Надпис под снимката",
  alt: "Какво показва снимката",
  altHint: "За хора, които не виждат снимката, например: „Окосена морава пред къща с дървена ограда“.",
  beforeAlt: "Какво показва снимката „преди“",
  date: "Дата на работата",
  upload: "Качете снимка",
  listHeading: "Качени снимки",
  empty: "Още няма качени снимки.",
  notPublished: "Снимката ще се вижда тук, след като бъде публикувана.",
  remove: "Махнете снимката",
  removeNote: "Снимката изчезва от сайта веднага; в „Версии“ старите версии я пазят и можете да я върнете.",
  removing: "Снимката се премахва: новата версия на сайта, без нея, се публикува.",
  adding: "Снимката се добавя: новата версия на сайта, с нея, се публикува. След това ще можете да я променяте оттук.",
  errors: {
    photo: "Изберете снимка.",
    tooLarge: "Файлът е по-голям от 25 MB. Изберете по-малка снимка.",
    notImage: "Този файл не е снимка. Изберете снимка във формат JPEG или PNG.",
    heic: "Снимката е във формат HEIC, който сайтът не чете. На iPhone изберете снимката през бутона на тази страница (телефонът я изпраща като JPEG) или включете Настройки › Камера › Формати › „Най-съвместим“.",
    tooManyPixels: "Снимката е твърде голяма (над 120 мегапиксела). Изберете по-малка.",
    tooSmall: "Снимката е твърде малка. Изберете снимка, широка поне 400 пиксела.",
    interrupted: "Снимката не пристигна цяла: връзката прекъсна. Опитайте отново – където сигналът е по-силен, или през Wi-Fi.",
    tooSlow: "Качването продължи твърде дълго и беше спряно: връзката е много бавна. Опитайте отново през Wi-Fi.",
    notStored:
      "Снимката не можа да се запише на сървъра. Опитайте отново след малко, а ако пак не стане – обадете се на човека, който поддържа сайта.",
    caption: `Напишете кратък надпис под снимката – до ${GALLERY_TEXT_LIMITS.caption} знака.`,
    alt: `Опишете какво показва снимката, за хора, които не я виждат – до ${GALLERY_TEXT_LIMITS.alt} знака.`,
    beforeAlt: `Опишете какво показва снимката „преди“ – до ${GALLERY_TEXT_LIMITS.alt} знака.`,
    beforePhoto: "Изберете снимката „преди“ или изтрийте описанието ѝ.",
    date: "Въведете дата на работата, която не е в бъдещето.",
    service: "Изберете услуга.",
  },
} satisfies AdminContent["adminGallery"]);

export const adminServices = typeset({
  title: "Услуги",
  intro:
    "Текстовете на страницата на всяка услуга: какво представлява и какво включва. Отворете услугата, променете ги и натиснете „Запазете и публикувайте“. Сайтът се обновява за няколко секунди.",
  introLabel: "Какво представлява услугата",
  introHint: "Абзаците се разделят с празен ред.",
  includedLabel: "Какво включва",
  includedHint: "Всяко нещо в свое поле, поне три. Празните полета не се запазват.",
  includedItem: (n: number) => `Ред ${n}`,
  includedClear: (n: number) => `Изтрийте ред ${n}`,
  errors: {
    intro: `Напишете от един до ${SERVICE_TEXT_LIMITS.paragraphs} абзаца, всеки до ${SERVICE_TEXT_LIMITS.paragraph} знака.`,
    included: `Напишете от три до ${SERVICE_TEXT_LIMITS.items} неща, всяко до ${SERVICE_TEXT_LIMITS.item} знака.`,
  },
} satisfies AdminContent["adminServices"]);

export const adminMail = {
  linkSubject: "Вход в сайта на Вечнозелено",
  linkText: (name: string, link: string, minutes: number) =>
    `Здравейте, ${name}!\n\nЗа да влезете в управлението на сайта, отворете тази връзка в следващите ${minutes} минути:\n\n${link}\n\nАко не сте поискали вход, не правете нищо: без връзката никой не може да влезе.`,
  alertSubject: (count: number) => `Известия за ${count} запитвания не са изпратени повече от ден`,
  alertText: (lines: string[]) =>
    `Сайтът не успява да изпраща до фирмата известията за тези запитвания повече от ден:\n\n${lines.join("\n")}\n\nВижте ги в управлението на сайта (/admin) и проверете настройките за поща.`,
} satisfies AdminContent["adminMail"];

/** What a version changed, value by value (app/admin/change-summary.ts): the versions page and the answer to a save. */
export const adminChanges = typeset({
  none: "(няма)",
  yes: "да",
  no: "не",
  note: "бележка",
  // A demo entry (a review, a person, a fact) edited into the company's own, or made a demo again.
  ownNow: "вече не е пример",
  demoAgain: "отново пример",
  fromOn: "вече с „от“ пред цената",
  fromOff: "вече без „от“ пред цената",
  company: {
    legalName: "Име на фирмата",
    phone: "Телефон",
    email: "Имейл",
    address: "Адрес",
    hours: "Работно време",
    serviceArea: "Населени места",
    serviceAreaNote: "Текст след населените места",
    social: "Страница в социална мрежа",
    credit: "Изработка на сайта",
  },
  serviceText: { intro: "въведение", included: "какво включва" },
  photoLabel: (caption: string) => `Снимка „${caption}“`,
  photoAdded: (caption: string) => `Добавена снимка: „${caption}“`,
  photoRemoved: (caption: string) => `Махната снимка: „${caption}“`,
  // A picture that came with the site (a demo illustration) is hidden, never deleted: it can be shown again.
  photoHidden: (caption: string) => `Скрита от галерията: „${caption}“`,
  photoShown: (caption: string) => `Показана отново в галерията: „${caption}“`,
  photo: { caption: "надпис", alt: "описание", service: "услуга", date: "дата", before: "снимка „преди“" },
  galleryOrder: "Галерия: нов ред на снимките",
  personAdded: (name: string) => `Добавен човек от екипа: ${name}`,
  personRemoved: (name: string) => `Махнат от екипа: ${name}`,
  person: { role: "какво прави", text: "текст" },
  reviewLabel: (author: string) => `Отзив от ${author}`,
  reviewAdded: (author: string) => `Добавен отзив от ${author}`,
  reviewRemoved: (author: string) => `Махнат отзив от ${author}`,
  review: { author: "име", place: "място", service: "услуга", text: "текст" },
  // The owner hides a fact and shows it again; the facts themselves are the site's.
  factAdded: (title: string) => `Показано отново в „Как работим“: ${title}`,
  factRemoved: (title: string) => `Скрито от „Как работим“: ${title}`,
  fact: { title: "заглавие", text: "текст", highlight: "в първия екран", services: "услуги" },
  km: (km: number) => `${km} км`,
  townAdded: (name: string, km: number) => `Добавено населено място: ${name} (${km} км)`,
  townRemoved: (name: string) => `Махнато населено място: ${name}`,
  zoneLabel: (upToKm: number) => `Цена на пътя до ${upToKm} км`,
  zoneAdded: (upToKm: number, amount: string) => `Нова зона на пътя: до ${upToKm} км – ${amount}`,
  zoneRemoved: (upToKm: number) => `Махната зона на пътя: до ${upToKm} км`,
  other: (part: string) => `${part}: променено`,
  parts: { site: "Адрес на сайта" } as Record<string, string>,
  more: (count: number) => `и още ${count}`,
} satisfies AdminContent["adminChanges"]);

/** The answer to a save once its version is live, or why it is not (app/admin/publish-result.tsx). */
export const adminPublished = typeset({
  published: "Публикувано.",
  see: "Вижте го на сайта",
  failed:
    "Промяната е запазена, но новата версия не можа да се публикува: сайтът остава какъвто беше. Опитайте отново след малко; ако пак не стане, покажете техническите подробности на човека, който поддържа сайта.",
  technical: "Технически подробности",
  slow: "Запазено. Новата версия още се подготвя и ще е на сайта до минута.",
  unchanged: "Нищо не е променено: на сайта вече е точно това. Не е създадена нова версия.",
} satisfies AdminContent["adminPublished"]);

/**
 * The frame of the owner's pages (app/admin/shell.tsx: three items a phone
 * shows at a glance), „Съдържание“ (/admin once signed in: what is still a
 * demo value, then every page of content) and the question after a sign-in
 * by link while the account has no passkey (/admin/passkey-prompt).
 */
export const adminShell = typeset({
  nav: {
    enquiries: "Запитвания",
    content: "Съдържание",
    more: "Още",
    versions: "Версии",
    account: "Профил",
    site: "Към сайта",
    signOut: "Изход",
  },
  content: {
    title: "Съдържание",
    heading: "Съдържание на сайта",
    demoHeading: "Още примерни данни",
    demoIntro: "Сайтът показва тези примерни данни, докато не ги замените с истинските. Натиснете ред, за да го смените.",
    demoLeft: (count: number) => (count === 1 ? "Остава 1 нещо" : `Остават ${count} неща`),
    allDone: "Всичко е ваше: на сайта не са останали примерни данни.",
    pagesHeading: "Какво можете да промените",
    pages: {
      prices: { label: "Цени", hint: "Цените на всяка услуга и минималната цена" },
      area: { label: "Район и път", hint: "Селата, разстоянията и цената на пътя" },
      services: { label: "Услуги", hint: "Текстовете на страницата на всяка услуга" },
      company: { label: "Фирмени данни", hint: "Телефон, имейл, адрес, работно време" },
      gallery: { label: "Галерия", hint: "Снимки от завършени работи" },
      people: { label: "Екип", hint: "Хората, които работят с клиентите" },
      reviews: { label: "Отзиви", hint: "Думите на клиенти, съгласни да ги публикувате" },
      facts: { label: "Как работим", hint: "Оглед, оферта, плащане, гаранция" },
    },
  },
  demo: {
    labels: {
      legalName: "Име на фирмата",
      street: "Улица и номер",
      phone: "Телефон",
      email: "Имейл",
      social: "Страница в социална мрежа",
      credit: "Връзка „Изработка на сайта“",
      siteUrl: "Адрес на сайта",
      gallery: "Илюстрации в галерията",
      facts: "Как работим",
      team: "Екип",
      reviews: "Отзиви",
    },
    illustrations: (count: number) => (count === 1 ? "1 примерна илюстрация" : `${count} примерни илюстрации`),
  },
  passkeyPrompt: {
    title: "Ключ за достъп",
    heading: "Добавете ключ за достъп",
    intro: "С ключ влизате с пръстов отпечатък или лице, без да чакате имейл.",
    why: (days: number) =>
      `Всяко влизане трае ${days} дни, а без ключ единственият друг начин да влезете е нова връзка – и докато сайтът не изпраща имейли, само човекът, който поддържа сайта, може да ви я даде.`,
    later: "По-късно",
    next: "Продължете",
    noScript: "Ключ се добавя, когато страницата е заредена изцяло. Опитайте отново по-късно от „Профил“.",
  },
  back: { content: "Към съдържанието", enquiries: "Към запитванията" },
} satisfies AdminContent["adminShell"]);

/**
 * Answering an enquiry from a phone: the customer's chosen channel as the main
 * action, the estimate's total on the inbox's card, and, when the server has
 * no mail settings, one notice at the top of the inbox instead of a note on
 * every card.
 */
export const adminEnquiries = typeset({
  /** The channel the customer chose on the form (`reply`), as the owner reads it. */
  prefers: (channel: string) => `Предпочита: ${channel}`,
  channels: { phone: "обаждане", viber: "Viber", email: "имейл" },
  /** The main button's words for a customer who chose Viber or e-mail (a call's is „Обадете се“ and the number). */
  answer: { viber: "Пишете във Viber", email: "Пишете по имейл" },
  actionsLabel: (name: string) => `Отговорете на ${name}`,
  estimateTotal: (range: string) => `Оценка: ${range}`,
  noMailHeading: "Не получавате имейл за новите запитвания",
  noMailText: "Пощата на сайта не е настроена. Запитванията не се губят: всички са в този списък, а таблицата им се изтегля под него.",
  noMailHow: "Как да идват имейли",
  noMailAsk:
    "За да идват имейли, помолете човека, който поддържа сървъра на сайта, да зададе настройките за поща (SMTP_HOST – вижте README).",
} satisfies AdminContent["adminEnquiries"]);
/** /admin/gallery's parts for the repository's demo illustrations, the photos' order and each service's lead photo (decision 0051). */
export const adminGalleryManage = typeset({
  demoHeading: "Примерни илюстрации",
  demoIntro:
    "Сайтът показва тези илюстрации след вашите снимки, а докато нямате свои – вместо тях. Скрийте тези, които не искате да се виждат; скритите изчезват от галерията, началната страница и страниците на услугите.",
  demoCount: (shown: number, total: number) => `На сайта се виждат ${shown} от ${total}.`,
  hide: "Скрийте",
  show: "Покажете",
  hidden: "Скрита",
  // In the card „Примерни илюстрации“: one line on a phone.
  hideAll: "Скрийте всички",
  hideAllNote: "Сайтът ще показва само вашите снимки.",
  hideAllNoteEmpty: "Сайтът ще показва само вашите снимки; докато нямате качени, галерията казва, че снимките предстоят.",
  showAll: "Покажете всички",
  orderNote: "Снимките се показват на сайта в този ред, преди илюстрациите: най-горната е първа.",
  moveUp: "Нагоре",
  moveDown: "Надолу",
  leadNow: (service: string) => `Водеща снимка на страницата „${service}“`,
  makeLead: "Направете я водеща снимка за услугата",
  previewAlt: "Избраната снимка",
} satisfies z.infer<typeof adminGalleryManageSchema>);
/** The prices of one service (/admin/prices, /admin/prices/:service) and the towns with the trip's cost (/admin/area). */
export const adminPrices = typeset({
  summary: (count: number, lowest: string) => `${count === 1 ? "1 цена" : `${count} цени`} · от ${lowest}`,
  perUnit: (amount: string, unit: string) => `${amount}/${unit}`,
  serviceIntro: "„Минимална цена“ е най-малкото, което струва работата при едно посещение. Бутонът за запазване е най-долу.",
  allPrices: "Всички цени",
  fromHint: "Крайната цена зависи от обекта.",
  minimumLabel: "Минимална цена",
  minimumHint: "в евро; празно – няма",
  // The amount shown is what `count` comes to: it changes with the price unless another amount is typed.
  minimumFollows: (count: string) => `колкото струват ${count}, сменя се с цената; празно – няма`,
  areaTitle: "Район и път",
  areaIntro:
    "Местата, които оценката на цената предлага, колко е далеч всяко от Трявна и колко струва пътят. Натиснете „Запазете и публикувайте“ най-долу.",
  townsHeading: "Места",
  townsHint: "Километри по пътя от Трявна. Местата от „Фирмени данни“ трябва да са тук.",
  townColumn: "Място",
  kmColumn: "Км",
  removeColumn: "Махнете",
  townLabel: (row: number) => `Място ${row}`,
  kmLabel: (name: string) => `Километри до ${name}`,
  removeLabel: (name: string) => `Махнете ${name}`,
  newTown: "Ново място",
  newKm: "Километри до новото място",
  newTownAgain: (count: number) => `Ново място ${count}`,
  newKmAgain: (count: number) => `Километри до новото място ${count}`,
  addTown: "Още едно място",
  zonesHeading: "Цена на пътя",
  zonesHint:
    "Веднъж за посещение, според разстоянието до мястото. 0 – безплатно. Нова зона – в празния ред най-долу: след запазването зоните се подреждат от най-близката.",
  zoneKmColumn: "До км",
  zoneCentsColumn: "Цена, €",
  zoneKmLabel: (row: number) => `Зона ${row}: до колко километра`,
  zoneCentsLabel: (row: number) => `Зона ${row}: цена на пътя в евро`,
  zoneRemoveLabel: (row: number) => `Махнете зона ${row}`,
  newZoneKm: "Нова зона: до колко километра",
  newZoneCents: "Нова зона: цена на пътя в евро",
  errors: {
    minimum: "Въведете минимална цена в евро – число над нула, например 35, или оставете полето празно.",
    townName: `Въведете името на мястото – до ${COMPANY_LIMITS.town} знака.`,
    sameTown: "Това място вече е в списъка.",
    km: "Въведете цели километри от 0 до 200.",
    zoneKm: "Въведете цели километри, различни от тези на другите зони.",
    zoneCents: "Въведете цена в евро – 0 или повече, например 20.",
    noTowns: "Оставете поне едно място.",
    noZones: "Оставете поне една зона.",
    beyond: (km: number) => `По-далеч е от последната зона (${km} км): добавете зона до него.`,
    listed: (name: string) => `${name} е сред местата във „Фирмени данни“: махнете го първо оттам.`,
  },
} satisfies AdminContent["adminPrices"]);

/** The owner's pages of "how we work" (/admin/people, /admin/reviews, /admin/facts) and the company page's links and address. */
export const adminTrust = typeset({
  demoBadge: "пример",
  demoNote: "Записите, отбелязани с „пример“, са измислени за демонстрация. Сменете ги с истински или ги махнете.",
  demoNoteHide: "Записите, отбелязани с „пример“, са измислени за демонстрация. Сменете ги с истински или ги скрийте от сайта.",
  savedIsReal: "Запазеното се показва на сайта като истинско.",
  changed: "Списъкът се промени, докато страницата беше отворена. Нищо не е запазено: отворете записа отново и опитайте пак.",
  open: "Отворете, за да промените",
  people: {
    title: "Екип",
    intro:
      "Хората, които сайтът показва в „Кой идва у вас“ на началната страница и на страниците на услугите. Показвайте само истински хора от фирмата.",
    empty: "Няма добавени хора: сайтът не показва частта „Кой идва у вас“.",
    add: "Добавете човек",
    name: "Име и фамилия",
    role: "С какво се занимава",
    roleHint: "Например „Поливни системи и осветление“.",
    text: "Изречение за човека",
    remove: "Махнете човека от сайта",
    removeNote: "Човекът изчезва от сайта веднага; в „Версии“ старите версии го пазят и можете да го върнете.",
  },
  reviews: {
    title: "Отзиви",
    intro:
      "Думите на клиенти, които сайтът показва в „Какво казват клиентите“. Публикувайте само отзиви, които клиентът е дал и е съгласен да се показват.",
    empty: "Няма отзиви: сайтът не показва частта „Какво казват клиентите“.",
    add: "Добавете отзив",
    addHint: "Новият отзив се показва пръв на началната страница.",
    author: "Име на клиента",
    authorHint: "Както клиентът е съгласен да бъде показан, например „Мария Д.“.",
    place: "Място",
    placeHint: "Къде беше работата, например „Габрово“.",
    service: "Услуга",
    choose: "Изберете услуга",
    text: "Какво каза клиентът",
    remove: "Махнете отзива от сайта",
    removeNote: "Отзивът изчезва от сайта веднага; в „Версии“ старите версии го пазят и можете да го върнете.",
  },
  facts: {
    title: "Как работим",
    intro: `Кратките факти за фирмата – огледът, офертата, плащането, гаранцията и другите. Началната страница показва всички. Страницата на всяка услуга показва до ${BRIEF_FACTS} от тези, които важат за нея (на телефон – ${BRIEF_FACTS_ON_PHONE}), изтъкнатите първо.`,
    minimum: "Оставете поне 3 факта видими на сайта.",
    shown: "Показвайте на сайта",
    hidden: "скрит",
    highlighted: "изтъкнат",
    factTitle: "Заглавие",
    factText: "Текст",
    highlight: "Изтъкнат: показва се и в първия екран на страниците",
    services: "За кои услуги важи",
    servicesHint: "Без отметка – за всички услуги.",
    realNote: "Със запазването потвърждавате, че написаното е вярно за фирмата.",
    figures: (free, far) =>
      `На сайта ${tripPlaceholders.freeKm} се показва като „${free}“, а ${tripPlaceholders.farZones} – като „${far}“: цифрите идват от „Район и път“ и следват промените там.`,
  },
  company: {
    socialHeading: "Страница в социална мрежа",
    socialHint: "Оставете двете полета празни, ако фирмата няма такава страница: сайтът тогава не показва връзка.",
    socialNetwork: "Мрежа",
    socialNetworkHint: "Например Facebook или Instagram.",
    socialUrl: "Адрес на страницата",
    creditHeading: "Кой е изработил сайта",
    creditHint: "Ред най-долу на сайта. Оставете трите полета празни, за да не се показва.",
    creditLabel: "Текст преди името",
    creditLabelHint: "Например „Изработка на сайта“.",
    creditName: "Име на изработилия сайта",
    creditUrl: "Адрес на неговия сайт",
    siteUrl: "Адрес на сайта",
    siteUrlHint:
      "Адресът, на който клиентите отварят сайта, например https://www.firma.bg. С него търсачките и Facebook показват страниците. Сменете го, когато сайтът вече се отваря на новия адрес.",
  },
  errors: {
    name: `Напишете име и фамилия – до ${TRUST_LIMITS.name} знака.`,
    role: `Напишете с какво се занимава човекът – до ${TRUST_LIMITS.role} знака.`,
    personText: `Напишете изречение за човека – до ${TRUST_LIMITS.personText} знака.`,
    author: `Напишете името на клиента – до ${TRUST_LIMITS.author} знака.`,
    place: `Напишете къде беше работата – до ${TRUST_LIMITS.place} знака.`,
    service: "Изберете услуга.",
    reviewText: `Напишете какво каза клиентът – до ${TRUST_LIMITS.reviewText} знака.`,
    factTitle: `Напишете заглавие – до ${TRUST_LIMITS.factTitle} знака.`,
    factText: `Напишете текста – до ${TRUST_LIMITS.factText} знака.`,
    factPlaceholder: `Има дума в къдрави скоби, която сайтът не познава. Попълват се само ${tripPlaceholders.freeKm} и ${tripPlaceholders.farZones} – написани точно така, с тирето.`,
    tooFewFacts: "Сайтът показва поне 3 факта за това как работите. Включете друг, преди да скриете този.",
    socialNetwork: `Напишете името на мрежата, например Facebook – до ${COMPANY_LIMITS.network} знака.`,
    socialUrl: "Въведете адреса на страницата, например https://www.facebook.com/firma.",
    socialBoth: "Попълнете и мрежата, и адреса – или оставете двете полета празни.",
    creditLabel: `Напишете текста преди името – до ${COMPANY_LIMITS.creditLabel} знака.`,
    creditName: `Напишете името – до ${COMPANY_LIMITS.creditName} знака.`,
    creditUrl: "Въведете адреса, например https://www.studio.bg.",
    creditAll: "Попълнете и трите полета – или оставете трите празни.",
    siteUrl: "Въведете адреса на сайта, започващ с https://, например https://www.firma.bg.",
  },
} satisfies AdminTrust);
