/**
 * The owner's form for the service area (/admin/area, decision 0049): the
 * towns with their distances and the trip's cost by distance, the overlay
 * `serviceArea`, whose lists replace the repository's whole. Rows are
 * numbered as the form shows them; a row marked for removal, or left empty,
 * is no entry. The company's service area (the towns every page names, on
 * „Фирмени данни“) must stay a part of these towns: a town it names follows a
 * rename here, and is not removed here while it names it.
 */
import { adminEditing, adminPrices } from "~/content/admin";
import { companyDefaults } from "~/content/company";
import {
  withCompanyOverlay,
  withListsOverlay,
  type CompanyOverlay,
  type ContentOverlays,
  type ServiceAreaOverlay,
} from "~/content/overlay";
import { editIssues } from "~/content/overlays.server";
import { serviceAreaDefaults } from "~/content/service-area";
import type { Town, TravelZone } from "~/content/service-area.schema";
import { cleanContentLine } from "~/content/text";
import { typeset } from "~/content/typography";
import type { ContentIssue } from "~/content/validate.server";
import { builtPhotos } from "~/lib/images";
import { euroInput, parseEuro } from "./content-forms.server";
import type { FormErrors, FormValues } from "./form-values";

const same = (a: unknown, b: unknown) => JSON.stringify(typeset(a)) === JSON.stringify(typeset(b));
const sameName = (a: string, b: string) => typeset(a) === typeset(b);

/** The Bulgarian alphabet а…я (U+0430…U+044F) in Latin letters, as the official transliteration writes them. */
const LATIN = "a b v g d e zh z i y k l m n o p r s t u f h ts ch sh sht a y y e yu ya".split(" ");

/** A town's id for the estimate's address (`?town=…`): its name in Latin letters, kebab-case, not one of `taken`. */
export function townId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      // „с. Боженци“, „гр. Габрово“: the village's or town's own name.
      .replace(/^\p{L}{1,3}\.\s*/u, "")
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[\u0430-\u044f]/g, (letter) => LATIN[letter.charCodeAt(0) - 0x430] ?? "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "town";
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  return id;
}

/** Whole numbers as typed („25“, „ 7 “); anything else NaN, for the schema to refuse. */
const wholeNumber = (typed: string) => (/^\d{1,4}$/.test(cleanContentLine(typed)) ? Number(cleanContentLine(typed)) : Number.NaN);

/** The published towns and zones, each list with one empty row to add one. */
export function areaFormValues(edits: ContentOverlays): FormValues {
  const { towns, travelZones } = withListsOverlay(serviceAreaDefaults, edits.serviceArea);
  const values: FormValues = {};
  [...towns, { id: "", name: "", km: Number.NaN }].forEach((town, row) => {
    values[`towns.${row}.id`] = town.id;
    values[`towns.${row}.name`] = town.name;
    values[`towns.${row}.km`] = Number.isNaN(town.km) ? "" : String(town.km);
  });
  [...travelZones, { upToKm: Number.NaN, cents: Number.NaN }].forEach((zone, row) => {
    values[`zones.${row}.upToKm`] = Number.isNaN(zone.upToKm) ? "" : String(zone.upToKm);
    values[`zones.${row}.cents`] = Number.isNaN(zone.cents) ? "" : euroInput(zone.cents);
  });
  return values;
}

/**
 * The edit the form makes, with the form's rows of each entry (`townRows[i]`: the row of the i-th
 * town saved) and what it refuses before the schemas look: a town named twice, or one the company's
 * service area names removed.
 */
export function readAreaForm(form: FormData, edits: ContentOverlays) {
  const get = (name: string) => String(form.get(name) ?? "");
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const current = withListsOverlay(serviceAreaDefaults, edits.serviceArea);
  const companyArea = withCompanyOverlay(companyDefaults, edits.company).serviceArea;
  const listed = (name: string) => companyArea.some((place) => sameName(place, name));
  const problems: FormErrors = {};
  const renames = new Map<string, string>();

  const towns: Town[] = [];
  const townRows: number[] = [];
  const taken = new Set<string>();
  for (let row = 0; form.has(`towns.${row}.name`); row += 1) taken.add(cleanContentLine(get(`towns.${row}.id`)));
  for (let row = 0; form.has(`towns.${row}.name`); row += 1) {
    const id = cleanContentLine(get(`towns.${row}.id`));
    const name = cleanContentLine(get(`towns.${row}.name`));
    const km = get(`towns.${row}.km`);
    const previous = current.towns.find((town) => id !== "" && town.id === id);
    if (get(`towns.${row}.remove`) === "on") {
      if (previous && listed(previous.name)) problems[`towns.${row}.name`] = adminPrices.errors.listed(previous.name);
      continue;
    }
    if (!id && !name && !cleanContentLine(km)) continue;
    if (towns.some((town) => name !== "" && sameName(town.name, name))) problems[`towns.${row}.name`] = adminPrices.errors.sameTown;
    if (previous && name !== "" && !sameName(previous.name, name) && listed(previous.name)) renames.set(typeset(previous.name), name);
    const townIdOf = id || townId(name, taken);
    taken.add(townIdOf);
    towns.push({ id: townIdOf, name, km: wholeNumber(km) });
    townRows.push(row);
  }

  // Each zone with its form's row, for the messages.
  const typedZones: { zone: TravelZone; row: number }[] = [];
  for (let row = 0; form.has(`zones.${row}.upToKm`); row += 1) {
    const upToKm = get(`zones.${row}.upToKm`);
    const cents = get(`zones.${row}.cents`);
    if (get(`zones.${row}.remove`) === "on" || (!cleanContentLine(upToKm) && !cleanContentLine(cents))) continue;
    typedZones.push({ zone: { upToKm: wholeNumber(upToKm), cents: parseEuro(cents) }, row });
  }
  // Zones are kept nearest first, wherever the owner typed one (a new zone goes in the empty row at the
  // bottom): sorted by distance once every distance is a number.
  if (typedZones.every(({ zone }) => Number.isFinite(zone.upToKm))) typedZones.sort((a, b) => a.zone.upToKm - b.zone.upToKm);
  const zones = typedZones.map(({ zone }) => zone);
  const zoneRows = typedZones.map(({ row }) => row);

  // Only a list that differs from the repository's is an edit.
  const serviceArea: ServiceAreaOverlay = {};
  if (!same(towns, serviceAreaDefaults.towns)) serviceArea.towns = towns;
  if (!same(zones, serviceAreaDefaults.travelZones)) serviceArea.travelZones = zones;
  const change: ContentOverlays = { serviceArea: Object.keys(serviceArea).length > 0 ? serviceArea : undefined };
  if (renames.size > 0) {
    const company: CompanyOverlay = { ...edits.company, serviceArea: companyArea.map((place) => renames.get(typeset(place)) ?? place) };
    if (same(company.serviceArea, companyDefaults.serviceArea)) delete company.serviceArea;
    change.company = Object.keys(company).length > 0 ? company : undefined;
  }
  return { values, change, rows: { towns: townRows, zones: zoneRows, lastZoneKm: zones.at(-1)?.upToKm ?? 0 }, problems };
}

type AreaRows = ReturnType<typeof readAreaForm>["rows"];

/** The form's field an issue of the schemas is about ("" for the form as a whole), with its Bulgarian message. */
function areaField(issue: ContentIssue, rows: AreaRows, towns: readonly Town[]): [string, string] {
  const { errors } = adminPrices;
  const townField = (index: number, field: string, message: string): [string, string] =>
    field.startsWith("km")
      ? [`towns.${rows.towns[index]}.km`, message.includes("beyond") ? errors.beyond(rows.lastZoneKm) : errors.km]
      : [`towns.${rows.towns[index]}.name`, field.startsWith("id") && message.includes("unique") ? errors.sameTown : errors.townName];
  const zoneField = (index: number, field: string): [string, string] =>
    field.startsWith("cents")
      ? [`zones.${rows.zones[index]}.cents`, errors.zoneCents]
      : [`zones.${rows.zones[index]}.upToKm`, errors.zoneKm];

  if (issue.file.endsWith("service-area.json")) {
    const [list, index, field = ""] = issue.field.split(".");
    if (index === undefined) return ["", list === "towns" ? errors.noTowns : errors.noZones];
    return list === "towns" ? townField(Number(index), field, issue.message) : zoneField(Number(index), field);
  }
  if (issue.file.endsWith("service-area.ts")) {
    const numbered = /^(towns|travelZones) #(\d+)$/.exec(issue.entry ?? "");
    if (numbered) {
      const index = Number(numbered[2]) - 1;
      return numbered[1] === "towns" ? townField(index, issue.field, issue.message) : zoneField(index, issue.field);
    }
    if (issue.entry === "towns") return ["", errors.noTowns];
    if (issue.entry === "travelZones") return ["", errors.noZones];
    const index = towns.findLastIndex((town) => town.id === issue.entry);
    if (index >= 0) return townField(index, issue.field, issue.message);
  }
  return ["", adminEditing.invalid];
}

/** The schemas' verdict on the content with the form's change: a Bulgarian message per refused field. */
export function areaErrors(
  edits: ContentOverlays,
  { change, rows, problems }: ReturnType<typeof readAreaForm>,
  photoFolders: readonly string[],
): FormErrors {
  const towns = change.serviceArea?.towns ?? withListsOverlay(serviceAreaDefaults, edits.serviceArea).towns;
  const result: FormErrors = {};
  for (const issue of editIssues(edits, change, photoFolders, builtPhotos())) {
    const [field, message] = areaField(issue, rows, towns);
    // The company's towns without an entry here: said on the row that removed one (problems).
    if (field === "" && Object.keys(problems).length > 0) continue;
    if (!(field in result)) result[field] = message;
  }
  return { ...result, ...problems };
}
