import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { overlayDefines } from "./content-overlays";

const dir = mkdtempSync(path.join(os.tmpdir(), "content-overlays-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the owner's edits as the build puts them into the content modules", () => {
  it("carry their texts cleaned by the content schemas, as the content check judged them", () => {
    writeFileSync(
      path.join(dir, "prices.json"),
      JSON.stringify({
        items: { "gardening-mowing": { note: "\u202eВключва\u0000 извозване\u200b" }, "gardening-lawn-seed": { cents: 500 } },
      }),
    );
    const defines = overlayDefines(dir);
    expect(JSON.parse(defines.__PRICES_OVERLAY__!)).toEqual({
      items: { "gardening-mowing": { note: "Включва извозване" }, "gardening-lawn-seed": { cents: 500 } },
    });
  });

  it("leave the company facts and the gallery to the loaders (decision 0040)", () => {
    writeFileSync(path.join(dir, "company.json"), JSON.stringify({ email: "office@example.bg" }));
    writeFileSync(path.join(dir, "gallery.json"), JSON.stringify({ entries: [] }));
    const names = Object.keys(overlayDefines(dir));
    expect(names).not.toContain("__COMPANY_OVERLAY__");
    expect(names).not.toContain("__GALLERY_OVERLAY__");
  });
});
