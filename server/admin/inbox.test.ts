import { describe, expect, it } from "vitest";
import { storedEnquiry } from "../../tests/fixtures/enquiry";
import { matchesSearch } from "./inbox";

const row = { ...storedEnquiry, sent_at: null, attempts: 0, last_error: null, notes: "Оглед в събота" };

describe("searching the inbox", () => {
  it("finds an enquiry by name, town, text or notes, whatever the case", () => {
    for (const search of ["мария", "ТРЯВНА", "капково", "събота", ""]) expect(matchesSearch(row, search), search).toBe(true);
    expect(matchesSearch(row, "Габрово")).toBe(false);
  });

  it("finds a phone number however it is typed", () => {
    for (const search of ["0888 123", "+359 888 123 456", "888123456"]) expect(matchesSearch(row, search), search).toBe(true);
  });
});
