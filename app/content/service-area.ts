/**
 * Where we work and what the trip costs: the towns and villages the price
 * estimate offers, each with its distance by road from our yard in Трявна,
 * and the trip's cost by distance. Every town of the company's service area
 * (company.ts) must be here. The shape is in service-area.schema.ts.
 */
import type { ServiceAreaContent, Town, TravelZone } from "./service-area.schema";

/** Nearest first. */
export const towns: readonly Town[] = [
  { id: "tryavna", name: "Трявна", km: 0 },
  { id: "plachkovtsi", name: "Плачковци", km: 7 },
  { id: "tsareva-livada", name: "с. Царева ливада", km: 16 },
  { id: "gabrovo", name: "Габрово", km: 21 },
  { id: "dryanovo", name: "Дряново", km: 22 },
  { id: "bozhentsi", name: "с. Боженци", km: 27 },
  { id: "veliko-tarnovo", name: "Велико Търново", km: 46 },
  { id: "sevlievo", name: "Севлиево", km: 48 },
];

/**
 * The trip, once per visit: free up to Габрово and Дряново, then by distance
 * (the price list's „Разстоянието от Трявна“).
 */
export const travelZones: readonly TravelZone[] = [
  { upToKm: 25, cents: 0 },
  { upToKm: 40, cents: 2000 },
  { upToKm: 60, cents: 3500 },
];

/** The repository's service area: the seed of the published one (SiteContent.serviceArea). */
export const serviceAreaDefaults: ServiceAreaContent = { towns: [...towns], travelZones: [...travelZones] };

/** The places of a service area (company.serviceArea) that have no town entry, and so no distance for the estimate's trip. */
export const placesWithoutDistance = (places: readonly string[], known: readonly { name?: string }[] = towns) =>
  places.filter((name) => !known.some((town) => town.name === name));

export type { ServiceAreaContent };
