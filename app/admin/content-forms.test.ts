import { NBSP } from "~/content/typography";
import { describe, expect, it } from "vitest";
import { adminEditing, adminPrices, adminTrust } from "~/content/admin";
import { companyDefaults } from "~/content/company";
import { COMPANY_LIMITS } from "~/content/company-limits";
import { siteContent } from "~/content/current.server";
import type { ContentOverlays } from "~/content/overlay";
import { demoValues } from "~/content/validate.server";
import { cleanOverlays } from "~/content/overlay.schema";
import { withPricesOverlay } from "~/content/price-overlay";
import { priceListDefaults } from "~/content/price-list";
import { PRICE_NOTE_LIMIT } from "~/content/text-limits";
import {
  companyFormValues,
  editErrors,
  euroInput,
  parseEuro,
  phoneNumbers,
  priceFormValues,
  readCompanyForm,
  readPriceForm,
} from "./content-forms.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

describe("the owner's price form", () => {
  it("reads euros as the owner types them", () => {
    expect(parseEuro("12,50")).toBe(1250);
    expect(parseEuro("12.5")).toBe(1250);
    expect(parseEuro(" 35 € ")).toBe(3500);
    expect(parseEuro("0,14")).toBe(14);
    expect(parseEuro("дванайсет")).toBeNaN();
    // Thousands as people write them, with a space or a point.
    expect(parseEuro("1 000,50")).toBe(100050);
    expect(parseEuro("1\u00a0250 €")).toBe(125000);
    expect(parseEuro("1.250,5")).toBe(125050);
    // Three decimals, or more than a million: not a price the form takes.
    expect(parseEuro("12,345")).toBeNaN();
    expect(parseEuro("99999999999999")).toBeNaN();
    // One euro sign after the number, or none; spaces only between groups of three digits.
    expect(parseEuro("12,50€")).toBe(1250);
    expect(parseEuro("1 234,50 €")).toBe(123450);
    expect(parseEuro("12,5€€")).toBeNaN();
    expect(parseEuro("€12")).toBeNaN();
    expect(parseEuro("12 € 50")).toBeNaN();
    expect(parseEuro("1 2 3")).toBeNaN();
    expect(parseEuro("12 34")).toBeNaN();
    // What nobody sees does not count.
    expect(parseEuro("12\u200b,50\u202e")).toBe(1250);
    expect(euroInput(1250)).toBe("12,50");
    expect(euroInput(3500)).toBe("35");
    expect(euroInput(123450)).toBe("1234,50");
  });

  it("keeps only what differs from the repository's prices, and publishes nothing for an unchanged form", () => {
    const values = priceFormValues({});
    const unchanged = readPriceForm(form(values), "gardening", {});
    expect(unchanged.change).toEqual({ prices: undefined });
    const edited = readPriceForm(form({ ...values, "cents.gardening-mowing": "0,16", "note.gardening-mowing": "" }), "gardening", {});
    expect(edited.change.prices?.items).toEqual({ "gardening-mowing": { cents: 16, note: null } });
    expect(editErrors({}, edited.change, "prices", [])).toEqual({});
  });

  it("sets, changes and clears an item's minimum charge, and keeps a minimum of units while its amount is unchanged", () => {
    const values = priceFormValues({});
    // The repository's minimum for mowing is 35 €; an unchanged field is no edit.
    expect(values["minimum.gardening-mowing"]).toBe("35");
    expect(values["minimum.gardening-lawn-turf"]).toBe("");
    const set = readPriceForm(
      form({ ...values, "minimum.gardening-mowing": "45", "minimum.gardening-lawn-turf": "120,50" }),
      "gardening",
      {},
    );
    expect(set.change.prices?.items).toEqual({
      "gardening-mowing": { minimum: { cents: 4500 } },
      "gardening-lawn-turf": { minimum: { cents: 12050 } },
    });
    expect(editErrors({}, set.change, "prices", [])).toEqual({});
    // Cleared: none, over the repository's 35 €; and shown empty when the form is read again.
    const cleared = readPriceForm(form({ ...values, "minimum.gardening-mowing": " " }), "gardening", {});
    expect(cleared.change.prices?.items).toEqual({ "gardening-mowing": { minimum: null } });
    expect(priceFormValues(cleared.change)["minimum.gardening-mowing"]).toBe("");
    expect(
      withPricesOverlay(priceListDefaults, cleared.change.prices).find((item) => item.id === "gardening-mowing")?.minimum,
    ).toBeUndefined();
    // An edited minimum shows as edited; the form sent back unchanged keeps it.
    const edits = { prices: { items: { "gardening-mowing": { minimum: { cents: 4000 } } } } };
    const shown = priceFormValues(edits);
    expect(shown["minimum.gardening-mowing"]).toBe("40");
    expect(readPriceForm(form(shown), "gardening", edits).change.prices?.items).toEqual(edits.prices.items);
    // The excavator's minimum is 4 hours: shown as what it comes to, kept as hours when unchanged, so it follows a new price.
    const excavation = priceFormValues({});
    expect(excavation["minimum.excavation-mini-excavator"]).toBe("168");
    const repriced = readPriceForm(form({ ...excavation, "cents.excavation-mini-excavator": "45" }), "excavation", {});
    expect(repriced.change.prices?.items).toEqual({ "excavation-mini-excavator": { cents: 4500 } });
    const amount = readPriceForm(form({ ...excavation, "minimum.excavation-mini-excavator": "150" }), "excavation", {});
    expect(amount.change.prices?.items).toEqual({ "excavation-mini-excavator": { minimum: { cents: 15000 } } });
  });

  it("refuses a minimum charge that is not an amount above nothing, naming the field in Bulgarian", () => {
    const values = priceFormValues({});
    for (const typed of ["0", "трийсет", "-5"]) {
      const { values: kept, change } = readPriceForm(form({ ...values, "minimum.gardening-mowing": typed }), "gardening", {});
      expect(editErrors({}, change, "prices", []), typed).toEqual({ "minimum.gardening-mowing": adminPrices.errors.minimum });
      expect(kept["minimum.gardening-mowing"]).toBe(typed);
    }
  });

  it("saves a note with a right-to-left override, a NUL and a zero-width space as the text the owner sees", () => {
    const values = priceFormValues({});
    const typed = "\u202eВключва\u0000 семена\u200b и  тор ";
    const { values: shown, change } = readPriceForm(form({ ...values, "note.gardening-mowing": typed }), "gardening", {});
    expect(change.prices?.items["gardening-mowing"]).toEqual({ note: "Включва семена и тор" });
    expect(editErrors({}, change, "prices", [])).toEqual({});
    // What is saved is what the schema makes of it, and what the prices page shows.
    expect(cleanOverlays(change)).toEqual(change);
    expect(withPricesOverlay(priceListDefaults, change.prices).find((item) => item.id === "gardening-mowing")?.note).toBe(
      "Включва семена и тор",
    );
    expect(shown["note.gardening-mowing"]).toBe("Включва семена и тор");
    // Only invisible characters: no note.
    const blank = readPriceForm(form({ ...values, "note.gardening-mowing": "\u200b\u0007 " }), "gardening", {});
    expect(blank.change.prices?.items["gardening-mowing"]).toEqual({ note: null });
  });

  it("refuses a note longer than the limit, saying so in Bulgarian", () => {
    const values = priceFormValues({});
    const long = readPriceForm(form({ ...values, "note.gardening-mowing": "я".repeat(PRICE_NOTE_LIMIT + 1) }), "gardening", {});
    const errors = editErrors({}, long.change, "prices", []);
    expect(errors).toEqual({ "note.gardening-mowing": adminEditing.errors.note });
    expect(errors["note.gardening-mowing"]).toContain(`${PRICE_NOTE_LIMIT}${NBSP}знака`);
    const fits = readPriceForm(form({ ...values, "note.gardening-mowing": "я".repeat(PRICE_NOTE_LIMIT) }), "gardening", {});
    expect(editErrors({}, fits.change, "prices", [])).toEqual({});
  });

  it("gives a refused price a Bulgarian message on its field and keeps what was typed", () => {
    const values = priceFormValues({});
    const { values: typed, change } = readPriceForm(form({ ...values, "cents.gardening-mowing": "дванайсет" }), "gardening", {});
    expect(editErrors({}, change, "prices", [])).toEqual({ "cents.gardening-mowing": adminEditing.errors.price });
    expect(typed["cents.gardening-mowing"]).toBe("дванайсет");
  });
});

describe("the owner's company form", () => {
  it("shows the facts and reads them back unchanged as no edit", () => {
    const values = companyFormValues({});
    expect(values.phone).toBe(companyDefaults.phone.display);
    expect(values["hours.0.days"]).toBe(companyDefaults.hours[0]!.days);
    expect(readCompanyForm(form(values)).change).toEqual({ company: undefined });
  });

  it("reads the social page and the site credit; all their fields empty is none, shown empty again", () => {
    const values = companyFormValues({});
    expect(values.socialNetwork).toBe(companyDefaults.social!.network);
    expect(values.creditUrl).toBe(companyDefaults.credit!.url);
    const social = { network: "Instagram", url: "https://www.instagram.com/firma.bg" };
    // An address typed without https:// is one.
    const typed = readCompanyForm(form({ ...values, socialNetwork: "Instagram", socialUrl: "www.instagram.com/firma.bg" }));
    expect(typed.change).toEqual({ company: { social } });
    expect(editErrors({}, typed.change, "company", [])).toEqual({});
    const none = readCompanyForm(form({ ...values, socialNetwork: "", socialUrl: " ", creditLabel: "", creditName: "", creditUrl: "" }));
    expect(none.change).toEqual({ company: { social: null, credit: null } });
    expect(editErrors({}, none.change, "company", [])).toEqual({});
    const shown = companyFormValues(none.change);
    expect([shown.socialNetwork, shown.socialUrl, shown.creditLabel, shown.creditName, shown.creditUrl]).toEqual(["", "", "", "", ""]);
    // The edit survives the save of another fact.
    expect(readCompanyForm(form({ ...shown, email: "info@firma.bg" })).change.company).toEqual({
      email: "info@firma.bg",
      social: null,
      credit: null,
    });
  });

  it("refuses a social page or a site credit half filled in, or not at an https address, in Bulgarian on its field", () => {
    const values = companyFormValues({});
    const half = readCompanyForm(form({ ...values, socialNetwork: "", creditName: "" })).change;
    expect(editErrors({}, half, "company", [])).toEqual({
      socialNetwork: adminTrust.errors.socialBoth,
      creditName: adminTrust.errors.creditAll,
    });
    const insecure = readCompanyForm(form({ ...values, socialUrl: "http://facebook.com/firma", creditUrl: "ftp://studio.bg" })).change;
    expect(editErrors({}, insecure, "company", [])).toEqual({
      socialUrl: adminTrust.errors.socialUrl,
      creditUrl: adminTrust.errors.creditUrl,
    });
  });

  it("reads the site's address as the owner may type it, refuses one that is not the address alone, and drops it from the demo values", () => {
    const values = companyFormValues({});
    expect(values.siteUrl).toBe(companyDefaults.siteUrl);
    // Without https:// and with a trailing slash it is still the address.
    const typed = readCompanyForm(form({ ...values, siteUrl: " www.Zelendvor.bg/ " })).change;
    expect(typed).toEqual({ company: { siteUrl: "https://www.zelendvor.bg" } });
    expect(editErrors({}, typed, "company", [])).toEqual({});
    expect(demoValues(siteContent(typed)).map((value) => value.group)).not.toContain("siteUrl");
    expect(demoValues(siteContent({})).map((value) => value.group)).toContain("siteUrl");
    for (const siteUrl of ["http://www.zelendvor.bg", "https://www.zelendvor.bg/za-nas", "", "zelen dvor"]) {
      const bad = readCompanyForm(form({ ...values, siteUrl })).change;
      expect(editErrors({}, bad, "company", []), siteUrl).toEqual({ siteUrl: adminTrust.errors.siteUrl });
    }
  });

  it("derives the international number from the one people write", () => {
    expect(phoneNumbers("0877 111 222")).toEqual({ e164: "+359877111222", display: "0877 111 222" });
    expect(phoneNumbers("+359 877 111 222")).toEqual({ e164: "+359877111222", display: "0877 111 222" });
    expect(phoneNumbers("0877111222")).toEqual({ e164: "+359877111222", display: "0877 111 222" });
    expect(phoneNumbers("066 80 12 34")).toEqual({ e164: "+35966801234", display: "066 80 12 34" });
  });

  it("publishes a changed phone and e-mail, and refuses bad ones field by field in Bulgarian", () => {
    const values = companyFormValues({});
    const good = readCompanyForm(form({ ...values, phone: "0877 111 222", email: "info@firma.bg" }));
    expect(good.change.company).toEqual({ phone: { e164: "+359877111222", display: "0877 111 222" }, email: "info@firma.bg" });
    expect(editErrors({}, good.change, "company", [])).toEqual({});

    const bad = readCompanyForm(form({ ...values, phone: "12", email: "не-е-имейл", postalCode: "53" }));
    expect(editErrors({}, bad.change, "company", [])).toEqual({
      phone: adminEditing.errors.phone,
      email: adminEditing.errors.email,
      postalCode: adminEditing.errors.postalCode,
    });
    expect(bad.values.email).toBe("не-е-имейл");
  });

  it("publishes the registered name, refuses an empty or too long one in Bulgarian, and the demo name is then no longer listed", () => {
    const values = companyFormValues({});
    expect(values.legalName).toBe(companyDefaults.legalName);
    const renamed = readCompanyForm(form({ ...values, legalName: "„Зелен двор“ ЕООД" }));
    expect(renamed.change.company).toEqual({ legalName: "„Зелен двор“ ЕООД" });
    expect(editErrors({}, renamed.change, "company", [])).toEqual({});
    const groups = (overlays: ContentOverlays) => demoValues(siteContent(overlays)).map((value) => value.group);
    expect(groups({})).toContain("legalName");
    expect(groups(renamed.change)).not.toContain("legalName");
    for (const legalName of ["", "Е".repeat(81)]) {
      const bad = readCompanyForm(form({ ...values, legalName }));
      expect(editErrors({}, bad.change, "company", [])).toEqual({ legalName: adminEditing.errors.legalName });
    }
  });

  it("refuses facts too long for the footer and the contact page, saying how long they may be", () => {
    const values = companyFormValues({});
    const long = readCompanyForm(
      form({
        ...values,
        street: "ул. „Ангел Кънчев“ ".repeat(6),
        town: "Трявна".repeat(8),
        "hours.0.time": "8:00–18:00, ".repeat(5),
        serviceAreaNote: "и околните села ".repeat(14),
      }),
    );
    const errors = editErrors({}, long.change, "company", []);
    expect(errors).toEqual({
      street: adminEditing.errors.street,
      town: adminEditing.errors.town,
      "hours.0.time": adminEditing.errors.time,
      serviceAreaNote: adminEditing.errors.serviceAreaNote,
    });
    expect(errors.street).toContain(`до ${COMPANY_LIMITS.street}${NBSP}знака`);
    // At the limit, accepted.
    const fits = readCompanyForm(form({ ...values, street: "у".repeat(COMPANY_LIMITS.street) }));
    expect(editErrors({}, fits.change, "company", [])).toEqual({});
  });

  it("saves the facts without the control and invisible characters typed or pasted into them", () => {
    const values = companyFormValues({});
    const { change } = readCompanyForm(
      form({
        ...values,
        street: "ул.\u00a0„Лилия“\u001b 5\u202e",
        town: "\ufeffТрявна",
        serviceArea: "Трявна\u200b, Габрово",
        serviceAreaNote: "и\tоколните\u0085 села",
      }),
    );
    expect(change.company).toEqual({
      address: { ...companyDefaults.address, street: "ул.\u00a0„Лилия“ 5", town: "Трявна" },
      serviceArea: ["Трявна", "Габрово"],
      serviceAreaNote: "и околните села",
    });
    expect(editErrors({}, change, "company", [])).toEqual({});
    expect(cleanOverlays(change)).toEqual(change);
  });

  it("reads the service area's places separated by commas, semicolons or new lines", () => {
    const values = companyFormValues({});
    const { change } = readCompanyForm(form({ ...values, serviceArea: "Трявна,\r\nГаброво;  Дряново\n\nСевлиево , " }));
    expect(change.company?.serviceArea).toEqual(["Трявна", "Габрово", "Дряново", "Севлиево"]);
  });

  it("refuses a town of the service area the site has no distance for", () => {
    const values = companyFormValues({});
    const { change } = readCompanyForm(form({ ...values, serviceArea: "Трявна, Бургас, Варна" }));
    expect(editErrors({}, change, "company", [])).toEqual({ serviceArea: adminEditing.unknownPlaces("Бургас, Варна") });
    // Named also when another field is refused in the same save.
    const both = readCompanyForm(form({ ...values, phone: "12", serviceArea: "Трявна, Бургас" }));
    expect(editErrors({}, both.change, "company", [])).toEqual({
      phone: adminEditing.errors.phone,
      serviceArea: adminEditing.unknownPlaces("Бургас"),
    });
    // No place at all.
    const none = readCompanyForm(form({ ...values, serviceArea: " , " }));
    expect(editErrors({}, none.change, "company", [])).toEqual({ serviceArea: adminEditing.errors.serviceArea });
  });

  it("refuses working days that are not weekdays or run backwards, on their own row", () => {
    const values = companyFormValues({});
    const { change } = readCompanyForm(form({ ...values, "hours.0.days": "Понеделник – Петак", "hours.1.days": "Събота – Петък" }));
    expect(editErrors({}, change, "company", [])).toEqual({
      "hours.0.days": adminEditing.errors.days,
      "hours.1.days": adminEditing.errors.days,
    });
  });

  it("drops empty rows of working hours", () => {
    const values = companyFormValues({});
    const { change } = readCompanyForm(form({ ...values, "hours.2.days": "", "hours.2.time": "" }));
    expect(change.company?.hours).toEqual(companyDefaults.hours.slice(0, 2));
  });
});
