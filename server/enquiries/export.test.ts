import { describe, expect, it } from "vitest";
import { readExportArgs } from "./export";

describe("the export's command line", () => {
  it("needs nothing: all enquiries, a CSV in exports/, semicolons", () => {
    expect(readExportArgs([])).toEqual({ since: undefined, out: undefined, separator: ";" });
  });

  it("takes a start date, a file or standard output, and a separator", () => {
    expect(readExportArgs(["--since", "2026-09-01", "--out", "-", "--separator", ","])).toEqual({
      since: "2026-09-01",
      out: "-",
      separator: ",",
    });
  });

  it.each([
    [["--since", "1.9.2026"], '--since must be a date like 2026-09-01, got "1.9.2026".'],
    [["--separator", ";;"], '--separator must be one character, got ";;".'],
    [["--unknown"], /Unknown option '--unknown'/],
  ])("refuses %j, saying why", (argv, message) => {
    expect(() => readExportArgs(argv)).toThrow(message);
  });
});
