/**
 * The privacy policy (/privacy): what the site collects, why, for how long,
 * and the visitor's rights. Company facts come from company.ts and the
 * retention period from enquiry.ts, so the policy cannot drift from them.
 * The shape is in privacy.schema.ts.
 */
import { typeset, unbreakable } from "./typography";
import { fullAddress } from "./company";
import type { Company } from "./company.schema";
import { ENQUIRY_RETENTION_MONTHS } from "./enquiry";
import { contactPage } from "./pages/contact";
import type { PrivacyPage } from "./privacy.schema";

/** The policy names the company with its current facts (decision 0040). */
export const privacyPage = (company: Company) =>
  typeset({
    title: "Политика за поверителност",
    heading: "Политика за поверителност",
    description: `Какви лични данни събира сайтът на ${company.legalName}, защо, колко дълго ги пази и как да упражните правата си.`,
    intro: "Събираме само това, което ни трябва, за да ви отговорим. Нищо не продаваме и не проследяваме.",
    updated: "Последна промяна: 22 ноември 2026 г.",
    sections: [
      {
        heading: "Кой обработва данните",
        paragraphs: [
          `Администратор на личните данни е ${company.legalName}, ${fullAddress(company)}, имейл ${company.email}, телефон ${unbreakable(company.phone.display)}.`,
        ],
      },
      {
        heading: "Какви данни събираме и защо",
        paragraphs: [
          "Когато изпратите запитване през формата на страница „Контакти“, получаваме името ви, телефона, имейла (ако го посочите), населеното място, избраната услуга, съобщението ви и как предпочитате да ви отговорим.",
          "Използваме ги само за да отговорим на запитването, да уговорим оглед и да ви изпратим оферта. Основанието е чл. 6, ал. 1, буква „б“ от Общия регламент относно защитата на данните (GDPR): стъпки по ваше искане преди сключване на договор.",
          "Не използваме данните за реклама, не ги продаваме и не ги даваме на други фирми. Запитването стига до нас като имейл през доставчика ни на електронна поща.",
        ],
      },
      {
        heading: "Колко дълго ги пазим",
        paragraphs: [
          `Запитванията се пазят ${ENQUIRY_RETENTION_MONTHS} месеца от получаването им, след което сайтът ги изтрива автоматично. Ако след запитването сключим договор, данните, нужни за него и за счетоводството, пазим толкова, колкото изисква законът.`,
        ],
      },
      {
        heading: "Бисквитки и външни услуги",
        paragraphs: [
          "Сайтът не използва бисквитки за проследяване и няма рекламни или статистически услуги. В браузъра ви се пази само изборът на светла или тъмна тема.",
          `Картата на страница „${contactPage.title}“ е от OpenStreetMap и се зарежда едва когато натиснете „${contactPage.map.show}“; тогава браузърът ви се свързва със сървърите на OpenStreetMap, които имат своя политика за поверителност.`,
          "Сървърът записва за кратко техническа информация за всяка заявка (IP адрес, време, адрес на страницата), за да пази сайта от злоупотреби – например твърде много запитвания от един адрес.",
        ],
      },
      {
        heading: "Вашите права",
        paragraphs: [
          `Можете да поискате достъп до данните си, поправката или изтриването им, ограничаване на обработването, да възразите срещу него или да ги получите в удобен формат. Пишете ни на ${company.email} или се обадете на ${unbreakable(company.phone.display)}; ще отговорим до един месец.`,
          "Ако смятате, че правата ви са нарушени, можете да подадете жалба до Комисията за защита на личните данни (КЗЛД): София 1592, бул. „Проф. Цветан Лазаров“ № 2, www.cpdp.bg.",
        ],
      },
    ],
  } satisfies PrivacyPage);
