import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { carePlans } from "~/content/care-plans";
import { enquiryForm } from "~/content/enquiry";
import { priceListDefaults } from "~/content/price-list";
import { enquiryEstimate, enquiryPrefill, planChoices } from "./prefill";

/** Prices are formatted with no-break spaces („42 €“); the expectations are written with plain ones. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");
const plainLines = (lines: string[] | undefined) => lines?.map(plain);

const query = "work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=25&town=gabrovo&season=spring";

describe("the enquiry form filled in from a link", () => {
  it("offers every care plan by name", () => {
    expect(planChoices).toEqual(carePlans.map((plan) => ({ value: plan.id, label: plan.name })));
  });

  it("an estimate: its lines and total as the message, its town, its canonical query in the hidden field, its first work's service", () => {
    const prefill = enquiryPrefill(new URLSearchParams(`service=gardening&${query}`), {
      priceList: priceListDefaults,
      serviceArea: serviceAreaDefaults,
    });
    expect(prefill.service).toBe("gardening");
    expect(prefill.values.estimate).toBe(query);
    expect(prefill.values.town).toBe("Габрово");
    expect(plain(prefill.values.message)).toBe(
      [
        "Ориентировъчна оценка от сайта:",
        "– Косене на трева, 300 м²: от 42 € до 57 €",
        "– Подрязване на жив плет, 25 л.м.: от 95 € до 128 €",
        "Сезон: Пролет",
        "Път до Габрово, веднъж за обекта: без доплащане",
        "Общо: от 137 € до 185 €",
        "",
        "",
      ].join("\n"),
    );
    expect(prefill.estimate).toEqual({
      lines: prefill.values.message!.trim().split("\n"),
      link: `/prices?${query}#estimate`,
    });
  });

  it("a care plan: chosen, and named in the message", () => {
    const plan = carePlans[0]!;
    const prefill = enquiryPrefill(new URLSearchParams({ plan: plan.id }), {
      priceList: priceListDefaults,
      serviceArea: serviceAreaDefaults,
    });
    expect(prefill.values).toEqual({ plan: plan.id, message: enquiryForm.planMessage(plan.name) });
    expect(prefill.estimate).toBeNull();
    expect(prefill.service).toBeNull();
  });

  it("fills in nothing for an unknown plan, works not on the price list or sizes that are not sizes", () => {
    expect(
      enquiryPrefill(new URLSearchParams("plan=gold&work=unknown&size=5&work=gardening-mowing&size=abc"), {
        priceList: priceListDefaults,
        serviceArea: serviceAreaDefaults,
      }),
    ).toEqual({
      values: {},
      service: null,
      estimate: null,
    });
  });

  it("keeps only what the price list knows in the stored query, and names the works without a size", () => {
    const read = enquiryEstimate("work=unknown&size=5&work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=&town=atlantis", {
      priceList: priceListDefaults,
      serviceArea: serviceAreaDefaults,
    });
    expect(read?.query).toBe("work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=");
    expect(read?.town).toBeNull();
    expect(plainLines(read?.estimate.lines)).toEqual([
      "Ориентировъчна оценка от сайта:",
      "– Косене на трева, 300 м²: от 42 € до 57 €",
      "Общо: от 42 € до 57 €",
      "Без оценка (количеството не е ясно): Подрязване на жив плет",
    ]);
  });
});
