/**
 * The copy test: the site speaks to a visitor in one voice. It reads every
 * content module in app/content/ (their source for words, their exports for
 * typography) and fails on an informal „ти“ form, a second name for a thing
 * that has one, or text a line could break badly in.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatPhone } from "~/enquiry/phone";
import { companyDefaults as company } from "./company";
import { contactActions } from "./layout";
import { estimator } from "./pages/estimate";

const folder = path.dirname(new URL(import.meta.url).pathname);

/** The content modules' files (not tests, schemas or the checker), relative to app/content/. */
const contentFiles = (dir = ""): string[] =>
  readdirSync(path.join(folder, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gallery" ? [] : contentFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(test|schema|server)\.ts$/.test(entry.name) ? [file] : [];
  });

/**
 * Imperatives and pronouns of the informal „ти“, which the site never uses
 * (it says „Вие“: „Копирайте“, „Покажете“, „Затворете“). Matched as whole
 * words, so „Изпратете“ and „Вижте“ are fine.
 */
const INFORMAL = [
  "копирай",
  "покажи",
  "затвори",
  "изпрати",
  "виж",
  "избери",
  "опиши",
  "обади се",
  "пиши",
  "напиши",
  "отвори",
  "провери",
  "натисни",
  "скрий",
  "кликни",
  "свържи се",
  "поискай",
  "изчакай",
  "опитай",
  "маркирай",
  "последвай",
  "попълни",
  "разгледай",
  "научи",
  "кажи",
  "звънни",
  "остави",
  "твой",
  "твоя",
  "твоят",
  "твоята",
  "твоето",
  "твоите",
  "теб",
  "тебе",
];
const informal = new RegExp(`(?<!\\p{L})(${INFORMAL.join("|").replaceAll(" ", "\\s+")})(?!\\p{L})`, "giu");

/** Words for things that have one name on the site: the wrong one, and the one to use. */
const ONE_TERM: [RegExp, string][] = [
  [/разпръсквач/iu, "пръскач (пръскачи)"],
  [/Изпратете запитване(?!то)|Направете запитване|Пратете запитване/u, `${contactActions.enquiry} (contactActions.enquiry)`],
  [/(?<!\p{L})харч/iu, "изразходва / консумира"],
];

const sources = contentFiles().map((file) => ({ file, text: readFileSync(path.join(folder, file), "utf8") }));

/** Every string in a module's exports (a phrase's text is checked where it is written, in its source). */
function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  return [];
}

describe("the copy test", () => {
  it("knows the informal forms from the formal ones", () => {
    expect("Копирай имейла".match(informal)).toEqual(["Копирай"]);
    expect("Покажи картата и затвори".match(informal)).toEqual(["Покажи", "затвори"]);
    expect("Копирайте имейла, Покажете картата, Затворете, Изпратете запитването, Вижте, Обадете се".match(informal)).toBeNull();
  });

  it("reads every content module", () => {
    expect(sources.map((source) => source.file)).toEqual(
      expect.arrayContaining(["company.ts", "trust.ts", "service-details.ts", "pages/home.ts", "enquiry.ts"]),
    );
  });
});

describe("the site's copy", () => {
  it("addresses the visitor in one form, the formal „Вие“", () => {
    const found = sources.flatMap(({ file, text }) =>
      text.split("\n").flatMap((line, index) => [...line.matchAll(informal)].map((match) => `${file}:${index + 1}: „${match[0]}“`)),
    );
    expect(found, "Use the plural form: „Копирайте“, „Покажете“, „Затворете“…").toEqual([]);
  });

  it("calls each thing by one name", () => {
    const found = sources.flatMap(({ file, text }) =>
      ONE_TERM.flatMap(([wrong, right]) =>
        text.split("\n").flatMap((line, index) => (wrong.test(line) ? [`${file}:${index + 1}: use „${right}“`] : [])),
      ),
    );
    expect(found).toEqual([]);
  });

  it("never lets a dash start a line or a euro sign end up alone on one", async () => {
    const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./**/*.schema.ts", "!./*.server.ts"]);
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["./company.ts", "./trust.ts", "./pages/prices.ts"]));
    const bad: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      for (const [where, text] of strings(await load(), file)) {
        if (/ [–—]|\d €/u.test(text)) bad.push(`${where}: ${text.slice(0, 80)}`);
      }
    }
    expect(bad, "Pass the module's exports through typeset (app/content/typography.ts)").toEqual([]);
  });

  it("ends a rounded size's sentence with one full stop, a unit's own („бр.“) included", () => {
    expect(estimator.sizeRounded(estimator.quantity("4", "бр.", 4))).toMatch(/^Цената е за 4\sбр\.$/);
    expect(estimator.sizeRounded(estimator.quantity("3", "час", 3))).toMatch(/^Цената е за 3\sчаса\.$/);
  });

  it("writes the phone the usual way, as the one formatter does", () => {
    expect(company.phone.display).toBe("0888 123 456");
    expect(company.phone.display).toBe(formatPhone(company.phone.e164));
  });
});
