/**
 * The prices and the service texts are data, not code (decision 0040): the
 * JavaScript the browser downloads holds no price of the list, neither the
 * repository's nor an owner's, and the built server renders a page with an
 * estimate at the prices of its content folder as they are now, without a
 * new build.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { serviceAreaDefaults } from "~/content/service-area";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "~/content/current.server";
import { priceListDefaults, vatNote } from "~/content/price-list";
import type { PriceItem } from "~/content/price-list.schema";
import { serviceDetailsDefaults } from "~/content/service-details";
import { estimateCatalog } from "~/estimate/catalog";
import { readEstimate } from "~/estimate/query";
import { computeEstimate, knownState } from "~/estimate/rules";
import { formatEuro } from "~/lib/money";
import { CLIENT, startBuiltSite, type BuiltSite } from "./built-site";

/** The text of every script of the build, its spaces made plain (the modules' texts are typeset in the browser). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");
const scripts = readdirSync(path.join(CLIENT, "assets"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, text: plain(readFileSync(path.join(CLIENT, "assets", name), "utf8")) }));
const holding = (needle: string) => scripts.filter((script) => script.text.includes(plain(needle))).map((script) => script.name);

describe("the browser's JavaScript", () => {
  it("holds the price list's page copy (this search finds what the build keeps)", () => {
    expect(holding(vatNote).length).toBeGreaterThan(0);
  });

  it("holds no price of the list: no item's note, no item's name with its price", () => {
    const notes = priceListDefaults.flatMap((item) => (item.note ? [item.note] : []));
    expect(notes.length).toBeGreaterThan(10);
    expect(notes.filter((note) => holding(note).length > 0)).toEqual([]);
    const pricedNames = priceListDefaults.filter((item) =>
      scripts.some((script) => new RegExp(`${plain(item.name)}.{0,80}cents:${item.cents}\\b`, "su").test(script.text)),
    );
    expect(pricedNames.map((item) => item.id)).toEqual([]);
  });

  it("holds none of the service pages' texts the owner edits", () => {
    const texts = serviceDetailsDefaults.flatMap((details) => [...details.intro, ...details.included]);
    expect(texts.filter((text) => holding(text.slice(0, 60)).length > 0)).toEqual([]);
  });
});

describe("the built server, with a price edited in its content folder", () => {
  let site: BuiltSite;
  let dir: string;
  const before = process.env.CONTENT_DIR;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "owner-prices-"));
    writeFileSync(path.join(dir, "prices.json"), JSON.stringify({ items: { "gardening-mowing": { cents: 4321 } } }));
    // As the server sets it to its own DATA_DIR/content (server/main.ts); for this file's whole run.
    process.env.CONTENT_DIR = dir;
    site = await startBuiltSite();
  });
  afterAll(async () => {
    await site?.close();
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders the price list and an estimate at that price", async () => {
    const query = "work=gardening-mowing&size=10";
    const page = await site.app.inject({ url: `/prices?${query}`, headers: { "accept-encoding": "identity" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatEuro(4321));
    const total = (items: readonly PriceItem[]) => {
      const catalog = estimateCatalog({ priceList: items, serviceArea: serviceAreaDefaults });
      return formatEuro(computeEstimate(knownState(readEstimate(new URLSearchParams(query)), catalog), catalog).low);
    };
    const published = siteContent({ prices: { items: { "gardening-mowing": { cents: 4321 } } } }).priceList;
    expect(total(published)).not.toBe(total(priceListDefaults));
    expect(page.body).toContain(total(published));
  });
});
