import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentContent, readOverlays, siteContent } from "./current.server";
import { priceListDefaults } from "./price-list";
import { serviceDetailsDefaults } from "./service-details";
import { typeset, typesetText } from "./typography";

const dir = mkdtempSync(path.join(os.tmpdir(), "current-content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mowing = (items: readonly { id: string }[]) => items.find((item) => item.id === "gardening-mowing");
const gardening = <T extends { slug: string }>(details: readonly T[]) => details.find((entry) => entry.slug === "gardening")!;

describe("the content the pages are rendered with (decision 0040)", () => {
  it("is the repository's prices and service texts when the owner edited nothing", () => {
    const content = siteContent({});
    expect(content.priceList).toEqual(priceListDefaults);
    expect(content.serviceDetails).toEqual(serviceDetailsDefaults);
  });

  it("has the owner's price edits: the price, „from“, the note removed, the minimum charge kept", () => {
    const { priceList } = siteContent({ prices: { items: { "gardening-mowing": { cents: 19, from: false, note: null } } } });
    const { minimum, ...rest } = mowing(priceListDefaults)! as (typeof priceListDefaults)[number];
    expect(mowing(priceList)).toEqual({ ...rest, minimum, cents: 19, from: false, note: undefined });
    expect(mowing(priceList)).not.toHaveProperty("note");
    expect(priceList.filter((item) => item.id !== "gardening-mowing")).toEqual(
      priceListDefaults.filter((item) => item.id !== "gardening-mowing"),
    );
  });

  it("has the owner's service texts, typeset as the pages show them", () => {
    const { serviceDetails } = siteContent({ services: { items: { gardening: { included: ["Оглед и оферта до 2 дни"] } } } });
    expect(gardening(serviceDetails).included).toEqual([typesetText("Оглед и оферта до 2 дни")]);
    expect(gardening(serviceDetails).included).not.toEqual(["Оглед и оферта до 2 дни"]);
    expect(gardening(serviceDetails).intro).toEqual(gardening(serviceDetailsDefaults).intro);
  });

  it("reads the prices and the service texts of a content folder, cleaned as the content check cleans them", () => {
    writeFileSync(
      path.join(dir, "prices.json"),
      JSON.stringify({ items: { "gardening-mowing": { cents: 21, note: "\u202eВключва\u0000 извозване\u200b" } } }),
    );
    writeFileSync(path.join(dir, "services.json"), JSON.stringify({ items: { gardening: { intro: ["Нов увод."] } } }));
    expect(readOverlays(dir)).toEqual({
      prices: { items: { "gardening-mowing": { cents: 21, note: "Включва извозване" } } },
      services: { items: { gardening: { intro: ["Нов увод."] } } },
    });
    const content = currentContent(dir);
    expect(mowing(content.priceList)).toMatchObject({ cents: 21, note: "Включва извозване" });
    expect(gardening(content.serviceDetails).intro).toEqual(["Нов увод."]);
  });

  it("refuses a price edit of the wrong shape, naming the file and the field", () => {
    const bad = mkdtempSync(path.join(os.tmpdir(), "current-content-bad-"));
    try {
      writeFileSync(path.join(bad, "prices.json"), JSON.stringify({ items: { "gardening-mowing": { cents: "много" } } }));
      expect(() => readOverlays(bad)).toThrow(`${path.join(bad, "prices.json")}: items.gardening-mowing.cents`);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it("has the owner's minimum charges: set, changed or removed", () => {
    const { priceList } = siteContent({
      prices: { items: { "gardening-mowing": { minimum: { cents: 4000 } }, "irrigation-drip-line": { minimum: null } } },
    });
    expect(priceList.find((item) => item.id === "gardening-mowing")?.minimum).toEqual({ cents: 4000 });
    expect(priceList.find((item) => item.id === "irrigation-drip-line")).not.toHaveProperty("minimum");
    expect(priceListDefaults.find((item) => item.id === "irrigation-drip-line")).toHaveProperty("minimum");
  });

  it("has the owner's people, reviews and facts, and the service area's towns and trip costs, each list replacing the default", () => {
    const person = { name: "Петър Иванов", role: "Поливни системи", text: "Строи системите от 2015 г.", demo: false };
    const zones = [
      { upToKm: 30, cents: 0 },
      { upToKm: 80, cents: 2500 },
    ];
    const content = siteContent({ trust: { team: [person] }, serviceArea: { travelZones: zones } });
    expect(content.trust.team).toEqual(typeset([person]));
    expect(content.trust.facts).toEqual(siteContent({}).trust.facts);
    expect(content.serviceArea.travelZones).toEqual(zones);
    expect(content.serviceArea.towns).toEqual(siteContent({}).serviceArea.towns);
  });

  it("refuses a people or service-area edit of the wrong shape, naming the file and the field", () => {
    writeFileSync(path.join(dir, "service-area.json"), JSON.stringify({ travelZones: [{ upToKm: 30, cents: -5 }] }));
    expect(() => readOverlays(dir)).toThrow(/service-area\.json: travelZones\.0\.cents must not be negative/);
    writeFileSync(path.join(dir, "service-area.json"), "{}");
    writeFileSync(path.join(dir, "trust.json"), JSON.stringify({ team: [{ name: "Петър" }] }));
    expect(() => readOverlays(dir)).toThrow(/trust\.json: team\.0\.role/);
    rmSync(path.join(dir, "trust.json"));
    rmSync(path.join(dir, "service-area.json"));
  });
});
