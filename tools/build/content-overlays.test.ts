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
    expect(defines.__COMPANY_OVERLAY__).toBe("undefined");
  });

  it("leave a file the check refuses as it is, for the check to name what is wrong", () => {
    writeFileSync(path.join(dir, "company.json"), JSON.stringify({ legalName: "Друго\u0000 ООД" }));
    expect(JSON.parse(overlayDefines(dir).__COMPANY_OVERLAY__!)).toEqual({ legalName: "Друго\u0000 ООД" });
  });
});
