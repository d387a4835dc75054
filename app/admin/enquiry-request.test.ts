import { describe, expect, it } from "vitest";
import { serviceAreaDefaults } from "~/content/service-area";
import { carePlans } from "~/content/care-plans";
import { cleanText } from "~/content/text";
import { estimateRecord } from "~/estimate/record";
import { priceListDefaults } from "~/content/price-list";
import { estimateCatalog } from "~/estimate/catalog";
import { enquiryPrefill } from "~/enquiry/prefill";
import { enquiryRequest, ownWords } from "./enquiry-request.server";

const content = { priceList: priceListDefaults, serviceArea: serviceAreaDefaults };
const query = "work=gardening-mowing&size=300&town=veliko-tarnovo";
const record = () => JSON.stringify(estimateRecord(query, estimateCatalog(content))!);
/** The message as the form opened from the estimate fills it in, with the customer's words after it, as the store keeps it. */
const sentFromEstimate = (own: string) => cleanText(`${enquiryPrefill(new URLSearchParams(query), content).values.message}${own}`);

describe("what an enquiry asked for, on the owner's page", () => {
  it("names the care plan and links to it on the site", () => {
    const plan = carePlans[0]!;
    expect(enquiryRequest({ plan: plan.id, estimate: null, message: "Здравейте" })).toEqual({
      plan: { name: plan.name, href: `/care-plans#${plan.id}` },
      estimate: null,
      message: "Здравейте",
    });
  });

  it("writes out the stored estimate line by line, with its total, and links to it", () => {
    const { estimate } = enquiryRequest({ plan: null, estimate: record(), message: "Здравейте" });
    expect(estimate?.href).toBe(JSON.parse(record()).link);
    expect(estimate?.lines[0]).toMatch(/^– Косене на трева, 300\s?м²/);
    expect(estimate?.lines.at(-1)).toMatch(/^Общо/);
    expect(estimate?.lines.join("\n")).toContain("Велико Търново");
    // The total as the card shows it: the estimate's last line without „Общо: “.
    expect(estimate?.lines.at(-1)).toBe(`Общо: ${estimate?.total}`);
    expect(estimate?.total).toMatch(/^от\u00a0\d+(,\d+)?\u00a0€ до\u00a0\d+(,\d+)?\u00a0€$/);
  });

  it("keeps the customer's own words and drops the estimate's lines the form wrote into the message", () => {
    const message = sentFromEstimate("Искаме и оглед в събота.");
    expect(message).toContain("Общо:");
    expect(enquiryRequest({ plan: null, estimate: record(), message }).message).toBe("Искаме и оглед в събота.");
    // Nothing added: nothing left to show beside the estimate.
    expect(enquiryRequest({ plan: null, estimate: record(), message: sentFromEstimate("") }).message).toBe("");
  });

  it("keeps a line of the estimate the customer changed, and the whole message of an enquiry without an estimate", () => {
    const changed = sentFromEstimate("Може ли по-рано?").replace("Общо:", "Общо горе-долу:");
    expect(enquiryRequest({ plan: null, estimate: record(), message: changed }).message).toMatch(
      /^Общо горе-долу: .*\n\nМоже ли по-рано\?$/,
    );
    const message = sentFromEstimate("Искаме и оглед.");
    expect(enquiryRequest({ plan: null, estimate: null, message }).message).toBe(message);
  });

  it("shows nothing for an enquiry without either, or with a stored value that is not an estimate", () => {
    expect(enquiryRequest({ plan: null, estimate: null, message: "Текст" })).toEqual({ plan: null, estimate: null, message: "Текст" });
    expect(enquiryRequest({ plan: null, estimate: "not json", message: "Текст" }).estimate).toBeNull();
    expect(enquiryRequest({ plan: null, estimate: '{"a":1}', message: "Текст" }).estimate).toBeNull();
  });
});

describe("ownWords", () => {
  it("drops copied lines wherever they are, however their spaces were cleaned, and closes the gaps they leave", () => {
    expect(ownWords("Преди\n\nОценка\u00a0X\n\n\nСлед", ["Оценка X"])).toBe("Преди\n\nСлед");
  });
});
