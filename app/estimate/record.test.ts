import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { estimateRecord, estimateText, storedEstimateText } from "./record";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "./catalog";

const NBSP = "\u00a0";
const euro = (amount: string) => `${amount}${NBSP}€`;

describe("the estimate an enquiry keeps", () => {
  const record = estimateRecord(
    "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=10&work=x&size=1&town=veliko-tarnovo&season=spring",
    estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }),
  )!;

  it("is worked out again from the query, with only the priced lines, as plain data", () => {
    expect(record).toEqual({
      link: "/prices?work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=10&town=veliko-tarnovo&season=spring#estimate",
      season: "Пролет",
      town: { name: "Велико Търново", km: 46 },
      lines: [
        {
          item: "gardening-mowing",
          name: "Косене на трева",
          quantity: 300,
          unit: "м²",
          lowCents: 4200,
          highCents: 5700,
          minimumApplied: false,
        },
        {
          item: "cleaning-hedge-trimming",
          name: "Подрязване на жив плет",
          quantity: 10,
          unit: "л.м.",
          lowCents: 4000,
          highCents: 5100,
          minimumApplied: true,
          minimumCents: 4000,
        },
      ],
      travelCents: 3500,
      lowCents: 11700,
      highCents: 14300,
      unpriced: [],
    });
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });

  it("is nothing when no line has a price", () => {
    expect(
      estimateRecord("work=gardening-mowing&size=", estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults })),
    ).toBeNull();
    expect(estimateRecord("", estimateCatalog({ priceList: priceListDefaults, serviceArea: serviceAreaDefaults }))).toBeNull();
  });

  it("reads as text for the message, the e-mail and the export", () => {
    expect(estimateText(record)).toEqual([
      "Ориентировъчна оценка от сайта:",
      `– Косене на трева, 300${NBSP}м²: от${NBSP}${euro("42")} до${NBSP}${euro("57")}`,
      `– Подрязване на жив плет, 10${NBSP}л.м.: от${NBSP}${euro("40")} до${NBSP}${euro("51")} (минималната цена от ${euro("40")} е включена)`,
      "Сезон: Пролет",
      `Път до Велико Търново, веднъж за обекта: ${euro("35")}`,
      `Общо: от${NBSP}${euro("117")} до${NBSP}${euro("143")}`,
    ]);
    expect(storedEstimateText(JSON.stringify(record))).toBe(estimateText(record).join("\n"));
    // A record stored before the minimum's figures were kept still says the minimum is included.
    const older = { ...record.lines[1]!, minimumCents: undefined };
    expect(estimateText({ ...record, lines: [older] })[1]).toContain(`минималната цена от ${euro("40")} е включена`);
    expect(storedEstimateText(null)).toBe("");
    expect(storedEstimateText("not json")).toBe("");
  });
});
