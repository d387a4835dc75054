import { describe, expect, it } from "vitest";
import { adminEditing, adminPrices } from "~/content/admin";
import { companyDefaults } from "~/content/company";
import { serviceAreaDefaults } from "~/content/service-area";
import { areaErrors, areaFormValues, readAreaForm, townId } from "./area-form.server";
import { companyFormValues, editErrors, readCompanyForm } from "./content-forms.server";
import { areaRows } from "./form-values";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

const { towns, travelZones } = serviceAreaDefaults;
const gabrovo = towns.findIndex((town) => town.id === "gabrovo");
const plachkovtsi = towns.findIndex((town) => town.id === "plachkovtsi");
const newRow = towns.length;

describe("the owner's service area form", () => {
  it("shows the towns and the zones with an empty row each to add one, and reads them back unchanged as no edit", () => {
    const values = areaFormValues({});
    expect(areaRows(values, "towns")).toBe(towns.length + 1);
    expect(areaRows(values, "zones")).toBe(travelZones.length + 1);
    expect(values[`towns.${gabrovo}.name`]).toBe("Габрово");
    expect(values[`towns.${gabrovo}.km`]).toBe("21");
    expect(values["zones.1.cents"]).toBe("20");
    expect(values[`towns.${newRow}.name`]).toBe("");
    const read = readAreaForm(form(values), {});
    expect(read.change).toEqual({ serviceArea: undefined });
    expect(areaErrors({}, read, [])).toEqual({});
  });

  it("adds a town with an id of its name in Latin letters, edits a distance and removes a village: the towns list replaces the default whole", () => {
    const values = areaFormValues({});
    const read = readAreaForm(
      form({
        ...values,
        [`towns.${newRow}.name`]: "Кръвеник",
        [`towns.${newRow}.km`]: "35",
        [`towns.${gabrovo}.km`]: "20",
        [`towns.${plachkovtsi}.remove`]: "on",
      }),
      {},
    );
    const saved = read.change.serviceArea?.towns;
    expect(saved).toHaveLength(towns.length);
    expect(saved?.find((town) => town.id === "plachkovtsi")).toBeUndefined();
    expect(saved?.find((town) => town.id === "gabrovo")?.km).toBe(20);
    expect(saved?.at(-1)).toEqual({ id: "kravenik", name: "Кръвеник", km: 35 });
    expect(read.change.serviceArea?.travelZones).toBeUndefined();
    expect(areaErrors({}, read, [])).toEqual({});
    // Saved, the form shows it, with an empty row again.
    const shown = areaFormValues(read.change);
    expect(shown[`towns.${newRow - 1}.id`]).toBe("kravenik");
    expect(areaRows(shown, "towns")).toBe(towns.length + 1);
  });

  it("edits the trip's cost, adds and removes a zone", () => {
    const values = areaFormValues({});
    const read = readAreaForm(
      form({ ...values, "zones.1.cents": "22,50", "zones.2.remove": "on", "zones.3.upToKm": "80", "zones.3.cents": "45" }),
      {},
    );
    expect(read.change.serviceArea).toEqual({
      travelZones: [
        { upToKm: 25, cents: 0 },
        { upToKm: 40, cents: 2250 },
        { upToKm: 80, cents: 4500 },
      ],
    });
    expect(areaErrors({}, read, [])).toEqual({});
  });

  it("keeps the zones nearest first, wherever a new one was typed, with each message on its own row", () => {
    const values = areaFormValues({});
    // 30 km typed in the empty row at the bottom, under 60 km: it goes between 25 and 40.
    const between = readAreaForm(form({ ...values, "zones.3.upToKm": "30", "zones.3.cents": "10" }), {});
    expect(between.change.serviceArea?.travelZones).toEqual([
      { upToKm: 25, cents: 0 },
      { upToKm: 30, cents: 1000 },
      { upToKm: 40, cents: 2000 },
      { upToKm: 60, cents: 3500 },
    ]);
    expect(areaErrors({}, between, [])).toEqual({});
    // An existing zone's distance changed past the next one: the two change places.
    const moved = readAreaForm(form({ ...values, "zones.1.upToKm": "70" }), {});
    expect(moved.change.serviceArea?.travelZones?.map((zone) => zone.upToKm)).toEqual([25, 60, 70]);
    // A message is said on the row it is about, as the owner typed the rows.
    const bad = readAreaForm(form({ ...values, "zones.3.upToKm": "30", "zones.3.cents": "много" }), {});
    expect(areaErrors({}, bad, [])).toEqual({ "zones.3.cents": adminPrices.errors.zoneCents });
    // A distance that is not a number leaves the rows as typed, for its message.
    const word = readAreaForm(form({ ...values, "zones.0.upToKm": "двайсет" }), {});
    expect(areaErrors({}, word, [])).toEqual({ "zones.0.upToKm": adminPrices.errors.zoneKm });
  });

  it("refuses bad rows field by field in Bulgarian, keeping what was typed", () => {
    const values = areaFormValues({});
    const read = readAreaForm(
      form({
        ...values,
        [`towns.${gabrovo}.km`]: "двайсет",
        [`towns.${newRow}.name`]: "Дряново",
        [`towns.${newRow}.km`]: "22",
        "zones.1.cents": "много",
      }),
      {},
    );
    expect(areaErrors({}, read, [])).toEqual({
      [`towns.${gabrovo}.km`]: adminPrices.errors.km,
      [`towns.${newRow}.name`]: adminPrices.errors.sameTown,
      "zones.1.cents": adminPrices.errors.zoneCents,
    });
    expect(read.values[`towns.${gabrovo}.km`]).toBe("двайсет");
    // Two zones of one distance: the message on the row typed last; and every town within the last zone.
    const twice = readAreaForm(form({ ...values, "zones.3.upToKm": "40", "zones.3.cents": "25" }), {});
    expect(areaErrors({}, twice, [])).toEqual({ "zones.3.upToKm": adminPrices.errors.zoneKm });
    const near = readAreaForm(form({ ...values, "zones.2.upToKm": "45" }), {});
    expect(areaErrors({}, near, [])).toMatchObject({
      [`towns.${towns.findIndex((town) => town.id === "veliko-tarnovo")}.km`]: adminPrices.errors.beyond(45),
    });
    // No town at all, no zone at all.
    const none: Record<string, string> = { ...values };
    towns.forEach((_, row) => (none[`towns.${row}.remove`] = "on"));
    expect(readAreaForm(form(none), { company: { serviceArea: ["Трявна"] } }).problems).toEqual({
      [`towns.${towns.findIndex((town) => town.id === "tryavna")}.name`]: adminPrices.errors.listed("Трявна"),
    });
    const noZones: Record<string, string> = { ...values };
    travelZones.forEach((_, row) => (noZones[`zones.${row}.remove`] = "on"));
    expect(areaErrors({}, readAreaForm(form(noZones), {}), [])).toMatchObject({ "": adminPrices.errors.noZones });
  });

  it("keeps the company's towns among its own: one it names is not removed here, and a rename follows it there", () => {
    const values = areaFormValues({});
    const removed = readAreaForm(form({ ...values, [`towns.${gabrovo}.remove`]: "on" }), {});
    expect(areaErrors({}, removed, [])).toEqual({ [`towns.${gabrovo}.name`]: adminPrices.errors.listed("Габрово") });

    const renamed = readAreaForm(form({ ...values, [`towns.${gabrovo}.name`]: "гр. Габрово" }), {});
    expect(areaErrors({}, renamed, [])).toEqual({});
    expect(renamed.change.company?.serviceArea).toEqual(
      companyDefaults.serviceArea.map((name) => (name === "Габрово" ? "гр. Габрово" : name)),
    );
    expect(renamed.change.serviceArea?.towns?.find((town) => town.id === "gabrovo")?.name).toBe("гр. Габрово");
    // Renamed back: the company's list is the repository's again, no edit of it.
    const back = readAreaForm(form({ ...areaFormValues(renamed.change), [`towns.${gabrovo}.name`]: "Габрово" }), renamed.change);
    expect(back.change).toEqual({ serviceArea: undefined, company: undefined });
  });

  it("lets the company form name a town once it is added here, and not before", () => {
    const values = areaFormValues({});
    const company = readCompanyForm(form({ ...companyFormValues({}), serviceArea: "Трявна, Кръвеник" }));
    expect(editErrors({}, company.change, "company", [])).toEqual({ serviceArea: adminEditing.unknownPlaces("Кръвеник") });
    const added = readAreaForm(form({ ...values, [`towns.${newRow}.name`]: "Кръвеник", [`towns.${newRow}.km`]: "35" }), {}).change;
    expect(editErrors(added, company.change, "company", [])).toEqual({});
  });

  it("makes a town's id of its name, without the „с.“ before a village, unique", () => {
    expect(townId("Велико Търново", new Set())).toBe("veliko-tarnovo");
    expect(townId("с. Боженци", new Set())).toBe("bozhentsi");
    expect(townId("Щъркелово", new Set())).toBe("shtarkelovo");
    expect(townId("Габрово", new Set(["gabrovo"]))).toBe("gabrovo-2");
    expect(townId("???", new Set())).toBe("town");
  });
});
