import { describe, expect, it } from "vitest";
import { adminChanges } from "~/content/admin";
import { siteContent } from "~/content/current.server";
import { trust } from "~/content/trust";
import { describeChange } from "./change-summary";

const base = siteContent({});

describe("describeChange", () => {
  it("names nothing when nothing changed", () => {
    expect(describeChange(base, siteContent({}))).toEqual([]);
  });

  it("names a price from its old to its new amount, on its service's part of the price list", () => {
    const lines = describeChange(base, siteContent({ prices: { items: { "gardening-mowing": { cents: 15 } } } }));
    expect(lines).toEqual([{ text: "Косене на трева: 0,14 € → 0,15 €", page: "/prices#prices-gardening" }]);
  });

  it("names a minimum charge and a note removed", () => {
    const before = siteContent({ prices: { items: { "gardening-mowing": { note: "Без извозване" } } } });
    const after = siteContent({ prices: { items: { "gardening-mowing": { note: null, minimum: null } } } });
    const texts = describeChange(before, after).map((line) => line.text);
    expect(texts).toContain("Косене на трева, бележка: Без извозване → (няма)");
    expect(texts).toContainEqual(expect.stringMatching(/^Косене на трева: Минимална цена 35(,00)? € на посещение → \(няма\)$/));
  });

  it("names what a minimum of units comes to when it follows a new price", () => {
    const texts = describeChange(base, siteContent({ prices: { items: { "gardening-lawn-seed": { cents: 310 } } } })).map(
      (line) => line.text,
    );
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/^Затревяване чрез сеитба: Минимум 100 м² \(290 €\) на посещение → Минимум 100 м² \(310 €\) на посещение$/u);
  });

  it("names a company fact as people write it, on the contact page", () => {
    const lines = describeChange(base, siteContent({ company: { phone: { e164: "+359897654321", display: "0897 654 321" } } }));
    expect(lines).toEqual([{ text: "Телефон: 0888 123 456 → 0897 654 321", page: "/contact" }]);
  });

  it("names a person added and a demo review removed, on the home page", () => {
    const team = [...trust.team, { name: "Мария Иванова", role: "Градинар", text: "Грижи се за цветните лехи.", demo: false }];
    const reviews = trust.reviews.slice(1);
    const lines = describeChange(base, siteContent({ trust: { team, reviews } }));
    expect(lines).toContainEqual({ text: "Добавен човек от екипа: Мария Иванова", page: "/" });
    expect(lines).toContainEqual({ text: `Махнат отзив от ${trust.reviews[0]!.author}`, page: "/" });
  });

  it("says a picture that came with the site is hidden and shown again, not removed and added", () => {
    const picture = base.gallery[1]!;
    const hidden = siteContent({ gallery: { entries: [], hidden: [picture.id] } });
    expect(describeChange(base, hidden)).toEqual([{ text: adminChanges.photoHidden(picture.caption), page: "/gallery" }]);
    expect(describeChange(hidden, base)).toEqual([{ text: adminChanges.photoShown(picture.caption), page: "/gallery" }]);
    expect(adminChanges.photoHidden("Морава")).toMatch(/^Скрита от галерията: „Морава“$/u);
  });

  it("names a trip cost changed and a town added", () => {
    const { towns, travelZones } = base.serviceArea;
    const after = siteContent({
      serviceArea: {
        towns: [...towns, { id: "zelenik", name: "Зеленик", km: 12 }],
        travelZones: travelZones.map((zone, index) => (index === 0 ? { ...zone, cents: zone.cents + 100 } : zone)),
      },
    });
    const texts = describeChange(base, after).map((line) => line.text);
    // „12 км“ with a no-break space, as the content's typography writes it.
    expect(texts).toContain("Добавено населено място: Зеленик (12\u00a0км)");
    // Spaces compared as spaces: the typography puts no-break ones in both the label and the amounts.
    const plain = (text: string) => text.replace(/\s/gu, " ");
    expect(texts.map(plain)).toContain(plain(`${adminChanges.zoneLabel(travelZones[0]!.upToKm)}: 0 € → 1 €`));
  });

  it("names a trip zone added by itself, not the facts whose figures follow it", () => {
    const { travelZones } = base.serviceArea;
    const after = siteContent({ serviceArea: { travelZones: [...travelZones, { upToKm: 80, cents: 5000 }] } });
    expect(describeChange(base, after).map((line) => [line.text.replace(/\s/gu, " "), line.page])).toEqual([
      [adminChanges.zoneAdded(80, "50 €").replace(/\s/gu, " "), "/prices"],
    ]);
    expect(describeChange(after, base)).toEqual([{ text: adminChanges.zoneRemoved(80), page: "/prices" }]);
  });

  it("says a fact made real and put in the first screen in words, with the trip's figures where its text has them", () => {
    const facts = trust.facts.map((fact) => (fact.id === "visit" ? { ...fact, demo: false, highlight: !fact.highlight } : fact));
    const visit = trust.facts.find((fact) => fact.id === "visit")!;
    expect(visit.title).toContain("{безплатно-до}");
    const texts = describeChange(base, siteContent({ trust: { facts } })).map((line) => line.text);
    const title = texts[0]!.split(", ")[0]!;
    expect(title).not.toContain("{");
    expect(title).toContain("25 км");
    expect(texts).toContain(`${title}, вече не е пример`);
    expect(texts).toContain(`${title}, ${adminChanges.fact.highlight}: ${visit.highlight ? "да → не" : "не → да"}`);
    for (const text of texts) expect(text).not.toMatch(/true|false|\{/);
  });

  it("says a fact hidden and shown again as such: the owner hides facts, never removes them", () => {
    const offer = trust.facts.find((fact) => fact.id === "offer")!;
    const hidden = siteContent({ trust: { facts: trust.facts.filter((fact) => fact.id !== "offer") } });
    expect(describeChange(base, hidden).map((line) => line.text)).toEqual([adminChanges.factRemoved(offer.title)]);
    expect(adminChanges.factRemoved(offer.title)).toMatch(/^Скрито от/);
    expect(describeChange(hidden, base).map((line) => line.text)).toEqual([adminChanges.factAdded(offer.title)]);
    expect(adminChanges.factAdded(offer.title)).toMatch(/^Показано\sотново/u);
  });

  it("cuts a long text to a line a phone shows", () => {
    const intro = ["Много дълъг текст ".repeat(10).trim()];
    const [line] = describeChange(base, siteContent({ services: { items: { gardening: { intro } } } }));
    expect(line!.page).toBe("/services/gardening");
    expect(line!.text).toMatch(/^Озеленяване, въведение: .+ → Много дълъг текст .+…$/);
    expect(line!.text.split(" → ")[1]!.length).toBeLessThanOrEqual(60);
  });

  it("cuts a long text after a whole word, not in the middle of one, and not after a comma", () => {
    const intro = ["Поддържаме градини, дворове, зелени площи, паркове, градинки пред блокове и вили."];
    const [line] = describeChange(base, siteContent({ services: { items: { gardening: { intro } } } }));
    const shown = line!.text.split(" → ")[1]!;
    // "градинки" would end the line at 60 characters with no room for „…“: the line ends after „паркове“.
    expect(shown).toBe("Поддържаме градини, дворове, зелени площи, паркове…");
    // A web address has no word to cut after: it is cut where the line ends.
    const url = `https://www.facebook.com/${"a".repeat(80)}`;
    const [link] = describeChange(base, siteContent({ company: { social: { network: "Facebook", url } } }));
    expect(link!.text).toContain(`→ ${`Facebook, ${url}`.slice(0, 59)}…`);
  });

  it("shows a long text from the word where the edit is, so that a change at its end is seen", () => {
    const start = "Ако засадено от нас растение не се хване през първия сезон, ";
    const before = siteContent({ services: { items: { gardening: { intro: [`${start}засаждаме ново без пари.`] } } } });
    const after = siteContent({ services: { items: { gardening: { intro: [`${start}засаждаме ново безплатно.`] } } } });
    const [line] = describeChange(before, after);
    expect(line!.text).toBe("Озеленяване, въведение: …ново без пари. → …ново безплатно.");
  });

  it("names the working hours by the day that changed", () => {
    const hours = base.company.hours.map((row) => (row.days === "Събота" ? { ...row, time: "9:00–14:00" } : row));
    const lines = describeChange(base, siteContent({ company: { hours } }));
    expect(lines).toEqual([{ text: "Работно време, Събота: 9:00–16:00 → 9:00–14:00", page: "/contact" }]);
    const shorter = describeChange(base, siteContent({ company: { hours: base.company.hours.slice(0, 2) } }));
    expect(shorter.map((line) => line.text)).toEqual(["Работно време, Неделя: по договаряне → (няма)"]);
  });
});
