import { describe, expect, it } from "vitest";
import { companyDefaults as company } from "~/content/company";
import { osmEmbedUrl } from "./location-map";

describe("the contact map", () => {
  it("embeds OpenStreetMap around the company with a marker on it", () => {
    const url = new URL(osmEmbedUrl(company.geo));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe(`${company.geo.latitude.toFixed(5)},${company.geo.longitude.toFixed(5)}`);
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect(west).toBeLessThan(company.geo.longitude);
    expect(east).toBeGreaterThan(company.geo.longitude);
    expect(south).toBeLessThan(company.geo.latitude);
    expect(north).toBeGreaterThan(company.geo.latitude);
  });
});
