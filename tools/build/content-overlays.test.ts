import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { overlayDefines } from "./content-overlays";

const dir = mkdtempSync(path.join(os.tmpdir(), "content-overlays-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the owner's edits as the build puts them into the content modules", () => {
  it("carry the gallery's texts cleaned by the content schemas, as the content check judged them", () => {
    const entry = {
      id: "owner-garden",
      service: "gardening",
      caption: "\u202eНова\u0000 градина\u200b",
      alt: "Градина с цветя",
      file: "owner-garden.jpg",
      date: "2026-05-01",
    };
    writeFileSync(path.join(dir, "gallery.json"), JSON.stringify({ entries: [entry] }));
    expect(JSON.parse(overlayDefines(dir).__GALLERY_OVERLAY__!)).toEqual({ entries: [{ ...entry, caption: "Нова градина" }] });
  });

  it("leave the company facts, the prices and the service texts to the loaders (decision 0040)", () => {
    writeFileSync(path.join(dir, "company.json"), JSON.stringify({ email: "office@example.bg" }));
    writeFileSync(path.join(dir, "prices.json"), JSON.stringify({ items: { "gardening-mowing": { cents: 500 } } }));
    writeFileSync(path.join(dir, "services.json"), JSON.stringify({ items: { gardening: { intro: ["Нов увод."] } } }));
    expect(Object.keys(overlayDefines(dir))).toEqual(["__GALLERY_OVERLAY__"]);
  });
});
