import { describe, expect, it } from "vitest";
import { typeset, typesetText, unbreakable } from "./typography";

const NBSP = "\u00a0";

describe("typesetText", () => {
  it("keeps a dash on the line of the word before it", () => {
    expect(typesetText("Понеделник – Петък")).toBe(`Понеделник${NBSP}– Петък`);
    expect(typesetText("от първата копка – до есента – и след това")).toBe(`от първата копка${NBSP}– до есента${NBSP}– и${NBSP}след това`);
    expect(typesetText("дума — дума, дума - дума")).toBe(`дума${NBSP}— дума, дума${NBSP}- дума`);
  });

  it("keeps the euro and per cent signs and units with their amount", () => {
    expect(typesetText("минимум 35 € на посещение")).toBe(`минимум 35${NBSP}€ на посещение`);
    expect(typesetText("30 % аванс")).toBe(`30${NBSP}% аванс`);
    expect(typesetText("LED на 12 V, от 2012 г., до 2,5 м и 10 kWh.")).toBe(
      `LED на 12${NBSP}V, от 2012${NBSP}г., до 2,5${NBSP}м и${NBSP}10${NBSP}kWh.`,
    );
    // „м“ is a unit only on its own: a number still stays with the word it counts.
    expect(typesetText("2 места")).toBe(`2${NBSP}места`);
    expect(typesetText("до 6 зони, на 3 вноски, за 6–10 седмици")).toBe(`до 6${NBSP}зони, на 3${NBSP}вноски, за 6–10${NBSP}седмици`);
  });

  it("keeps „©“ with the name after it, and lets a hyphenated word break after its hyphen", () => {
    expect(typesetText("(© участниците в OpenStreetMap)")).toBe(`(©${NBSP}участниците в${NBSP}OpenStreetMap)`);
    expect(typesetText("по-далеч {пътят-по-далеч}")).toBe("по-далеч {пътят-по-далеч}");
  });

  it("keeps a one-letter word with the word after it", () => {
    expect(typesetText("Изкопни работи с минибагер в Трявна и региона")).toBe(
      `Изкопни работи с${NBSP}минибагер в${NBSP}Трявна и${NBSP}региона`,
    );
    expect(typesetText("И в двора")).toBe(`И${NBSP}в${NBSP}двора`);
    expect(typesetText("вода и ток")).toBe(`вода и${NBSP}ток`);
  });

  it("leaves hyphenated words, ranges and the rest alone", () => {
    for (const text of ["Wi-Fi контролер", "8:00–18:00", "6–10", "office@vechnozeleno.example", "0888 123 456"]) {
      expect(typesetText(text)).toBe(text);
    }
  });
});

describe("unbreakable", () => {
  it("keeps a phone number written into a sentence on one line", () => {
    expect(unbreakable("0888 123 456")).toBe(`0888${NBSP}123${NBSP}456`);
    expect(`телефон ${unbreakable("0888 123 456")}.`).not.toMatch(/\d \d/);
  });
});

describe("typeset", () => {
  it("typesets every string in objects and lists, and what a phrase returns", () => {
    const content = typeset({
      title: "Цени – ориентировъчни",
      list: ["а – б", { note: "35 €" }],
      count: 3,
      flag: true,
      phrase: (name: string) => `${name} – готово`,
    });
    expect(content.title).toBe(`Цени${NBSP}– ориентировъчни`);
    expect(content.list).toEqual([`а${NBSP}– б`, { note: `35${NBSP}€` }]);
    expect(content.count).toBe(3);
    expect(content.flag).toBe(true);
    expect(content.phrase("Озеленяване")).toBe(`Озеленяване${NBSP}– готово`);
  });
});
