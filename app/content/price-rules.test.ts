import { describe, expect, it } from "vitest";
import { minimumAppliedText, minimumText } from "~/components/price-minimum";
import { estimateCatalog } from "~/estimate/catalog";
import { estimateText, recordOf } from "~/estimate/record";
import { computeEstimate, lineFigures, minimumCharge, travelCharge } from "~/estimate/rules";
import { trustAsShown } from "~/lib/trust";
import { formatEuro } from "~/lib/money";
import { estimator } from "./pages/estimate";
import { priceFactors, priceListDefaults, vatNote } from "./price-list";
import { serviceAreaDefaults } from "./service-area";
import type { TravelZone } from "./service-area.schema";
import { freeTripKm, tripPlaceholders, tripRule, visitRule } from "./trip-rules";
import { trust } from "./trust";

const catalog = estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults });
const zones = serviceAreaDefaults.travelZones;
const flat = (text: string) => text.replace(/\s/g, " ");

/** The sentences of a text that speak of the trip or the visit. */
const aboutTheTrip = (text: string) =>
  flat(text)
    .split(/(?<=[.;])\s/)
    .filter((sentence) => /оглед|път|транспорт|превоз|км\b/i.test(sentence));

describe("one trip rule", () => {
  it("no text the owner writes states a distance or a trip's price: the figures come from the travel zones", () => {
    const prose = [
      ...trust.facts.flatMap((fact) => [fact.title, fact.text]),
      ...priceListDefaults.map((item) => item.note ?? ""),
      ...priceFactors,
      vatNote,
      estimator.intro,
      estimator.totalNote,
    ];
    for (const sentence of prose.flatMap(aboutTheTrip)) expect(sentence).not.toMatch(/\d\s*(км|€)/);
  });

  it("the visit's fact names the free zone and the zones beyond it, as the rule says them", () => {
    const visit = trustAsShown(trust, serviceAreaDefaults).facts.find((fact) => fact.id === "visit")!;
    expect(visit.title).not.toContain("{");
    expect(flat(visit.title)).toContain(`${freeTripKm(zones)} км`);
    for (const zone of zones.filter((zone) => zone.cents > 0)) {
      const stated = flat(`${formatEuro(zone.cents)} до ${zone.upToKm} км`);
      expect(flat(visit.text)).toContain(stated);
      expect(flat(visitRule(zones))).toContain(stated);
    }
    expect(flat(visitRule(zones))).toContain(`до ${freeTripKm(zones)} км е безплатен`);
  });

  it("the estimate's trip to each town is the amount the rule states for its distance", () => {
    const rule = flat(tripRule(zones));
    for (const town of serviceAreaDefaults.towns) {
      const estimate = computeEstimate({ lines: [{ item: "gardening-mowing", size: "300" }], town: town.id, season: "" }, catalog);
      const zone = zones.find((candidate) => town.km <= candidate.upToKm)!;
      expect(estimate.travel).toBe(zone.cents);
      expect(rule).toContain(flat(`до ${zone.upToKm} км – ${zone.cents === 0 ? "без доплащане" : formatEuro(zone.cents)}`));
      // The visit there costs the same trip, or nothing in the free zone.
      if (zone.cents > 0) expect(flat(visitRule(zones))).toContain(flat(`${formatEuro(zone.cents)} до ${zone.upToKm} км`));
      else expect(town.km).toBeLessThanOrEqual(freeTripKm(zones)!);
      const text = flat(estimateText(recordOf(estimate, "/prices")!).join("\n"));
      expect(text).toContain(
        flat(estimator.summary.travel(town.name, estimate.travel === 0 ? estimator.travelFree : formatEuro(estimate.travel!))),
      );
      expect(text).toContain("веднъж за обекта");
      expect(flat(estimator.travel(town.name, town.km))).toContain("веднъж за обекта");
    }
  });

  it("follows the owner's zones: other figures, other sentences", () => {
    const edited: TravelZone[] = [
      { upToKm: 15, cents: 0 },
      { upToKm: 30, cents: 1500 },
      { upToKm: 70, cents: 4000 },
    ];
    const visit = trustAsShown(trust, { travelZones: edited }).facts.find((fact) => fact.id === "visit")!;
    expect(flat(visit.title)).toContain("15 км");
    expect(flat(visit.text)).toContain(flat(`${formatEuro(1500)} до 30 км, ${formatEuro(4000)} до 70 км`));
    expect(flat(tripRule(edited))).toContain("до 15 км – без доплащане");
    expect(travelCharge(20, edited)).toBe(1500);
    expect(visit.text).not.toContain(tripPlaceholders.farZones);
  });
});

describe("one minimum rule", () => {
  const withMinimum = priceListDefaults.filter((item) => item.minimum);

  it("the price table and the estimate state each minimum with the same figures, and the estimate includes it", () => {
    expect(withMinimum.length).toBeGreaterThan(0);
    for (const item of withMinimum) {
      const charge = formatEuro(minimumCharge(item)!);
      const table = flat(minimumText(item)!);
      const applied = flat(minimumAppliedText(item)!);
      expect(table).toContain(flat(charge));
      expect(applied).toContain(flat(charge));
      expect(applied).toMatch(/включен/);
      // The smallest size is charged the minimum, which is the range's low end.
      const figures = lineFigures(item, 1, null, catalog.rules);
      expect(figures).toMatchObject({ low: minimumCharge(item), minimumApplied: true });
      const estimate = computeEstimate({ lines: [{ item: item.id, size: "0,1" }], town: "", season: "" }, catalog);
      const line = flat(estimateText(recordOf(estimate, "/prices")!)[1]!);
      expect(line).toContain(flat(charge));
      expect(line).toMatch(/включен/);
      if ("quantity" in item.minimum!) {
        const count = table.match(/Минимум (.+?) \(/)![1]!;
        expect(applied).toContain(count);
        expect(line).toContain(count);
      }
    }
  });

  it("says the mini excavator's „Минимум 4 часа“ is included in its line and not added to work priced per metre", () => {
    const excavator = priceListDefaults.find((item) => item.id === "excavation-mini-excavator")!;
    expect(flat(minimumAppliedText(excavator)!)).toBe(flat(`Минимумът от 4 часа (${formatEuro(16800)}) на посещение е включен.`));
    const trench = priceListDefaults.find((item) => item.id === "excavation-trench")!;
    expect(trench.note).toMatch(/без почасовия му минимум/);
  });
});
