import { describe, expect, it } from "vitest";
import { formShows } from "./publish-result";

const loaded = { "cents.gardening-mowing": "0,14" };
const typed = { "cents.gardening-mowing": "0.16" };

describe("what a content form shows", () => {
  it("shows the loaded content before any save", () => {
    expect(formShows(loaded, undefined)).toEqual({ values: loaded, key: JSON.stringify(loaded) });
  });

  it("once a save is live, shows it as the loader reads it back, in fields made anew", () => {
    const saved = { "cents.gardening-mowing": "0,16" };
    const shown = formShows(saved, { values: typed, done: "published" });
    expect(shown.values).toEqual(saved);
    expect(shown.key).not.toBe(formShows(loaded, undefined).key);
  });

  it("keeps what was typed, in the same fields, when the save is refused or cannot be made now", () => {
    for (const done of [null, "busy", "unavailable"] as const) {
      expect(formShows(loaded, { values: typed, done })).toEqual({ values: typed, key: JSON.stringify(loaded) });
    }
  });

  it("shows what the action answered for a save still publishing or failed, in fields made anew", () => {
    for (const done of ["publishing", "failed"] as const) {
      expect(formShows(loaded, { values: typed, done })).toEqual({ values: typed, key: JSON.stringify(typed) });
    }
  });
});
