import { describe, expect, it } from "vitest";
import {
  formFields,
  BUDGETS,
  MB,
  allocatedOnce,
  budgetMisses,
  childPids,
  imageWithAlt,
  linksTo,
  pageText,
  publishTable,
  renderTimings,
  vmRssBytes,
  type StepResult,
} from "./publish";

const step = (overrides: Partial<StepResult>): StepResult => ({
  name: "Price",
  kind: "text",
  saveStatus: 200,
  saveMs: 100,
  liveMs: 900,
  rssBeforeBytes: 150 * MB,
  peakRssBytes: 300 * MB,
  peakWhileSavingBytes: 200 * MB,
  diskGrowthBytes: MB,
  diskGrowthByEntry: { versions: MB },
  ...overrides,
});

describe("the publishing benchmark's memory readings", () => {
  it("read VmRSS from /proc/<pid>/status in bytes, and 0 for a process without it", () => {
    const status = "Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  163840 kB\nThreads:\t11\n";
    expect(vmRssBytes(status)).toBe(163840 * 1024);
    expect(vmRssBytes("Name:\tzombie\nState:\tZ (zombie)\n")).toBe(0);
  });

  it("read the children's ids from /proc/<pid>/task/<tid>/children", () => {
    expect(childPids("1234 5678 ")).toEqual([1234, 5678]);
    expect(childPids("")).toEqual([]);
  });
});

describe("the data folder's disk use", () => {
  it("counts a file linked from several folders once, as du does", () => {
    const blob = { dev: 1, ino: 10, blocks: 8 };
    expect(allocatedOnce([blob, { ...blob }, { dev: 1, ino: 11, blocks: 16 }])).toBe((8 + 16) * 512);
    // The same inode number on another device is another file.
    expect(allocatedOnce([blob, { ...blob, dev: 2 }])).toBe(16 * 512);
  });
});

describe("what a public page shows", () => {
  const page = `<html><head><style>.a{}</style><script>var price="0,23 €"</script></head><body>
    <p>Косене на трева <strong>0,23&nbsp;€</strong> на м²</p>
    <a href="tel:+359888765432">0888&nbsp;765&nbsp;432</a>
    <img alt="Окосена морава пред къща с&nbsp;дървена ограда" src="/photos/photo-800.abc.jpg">
  </body></html>`;

  it("is its visible text, with no-break spaces read as spaces and scripts left out", () => {
    expect(pageText(page)).toContain("Косене на трева 0,23 € на м²");
    expect(pageText('<p>x</p><script>"0,29 €"</script>')).not.toContain("0,29");
  });

  it("includes its telephone links and its images' alt texts", () => {
    expect(linksTo(page, "tel:+359888765432")).toBe(true);
    expect(linksTo(page, "tel:+359888123456")).toBe(false);
    expect(imageWithAlt(page, "Окосена морава пред къща с дървена ограда")).toBe("/photos/photo-800.abc.jpg");
    expect(imageWithAlt(page, "Окосена морава")).toBeUndefined();
  });
});

describe("the publisher's log", () => {
  it("gives each version's render and write durations", () => {
    const lines = [
      '{"level":30,"msg":"incoming request","url":"/prices"}',
      '{"level":30,"version":3,"renderMs":412,"writeMs":980,"files":26,"msg":"publish: version rendered"}',
      "not json publish: version rendered",
      '{"level":30,"version":3,"msg":"publish: the new version is live"}',
    ];
    expect(renderTimings(lines)).toEqual([{ version: 3, renderMs: 412, writeMs: 980, files: 26 }]);
  });
});

describe("the publishing benchmark's verdict", () => {
  it("names every budget missed, and none when all are met", () => {
    expect(budgetMisses([step({})])).toEqual([]);
    const misses = budgetMisses([
      step({ liveMs: BUDGETS.textLiveMs + 1, peakRssBytes: BUDGETS.peakRssBytes + 1, diskGrowthBytes: BUDGETS.textDiskBytes + 1 }),
      step({ name: "Photo", kind: "photo", liveMs: 4000, diskGrowthBytes: 10 * MB }),
    ]);
    expect(misses).toHaveLength(3);
    expect(misses.join("\n")).toMatch(/Price live after 2\.00 s[\s\S]*Price peak memory[\s\S]*Price grew the data folder/);
  });

  it("does not count a change that never showed as a budget miss: it is a failure", () => {
    expect(budgetMisses([step({ liveMs: null, failure: "never showed" })])).toEqual([]);
    expect(publishTable([step({ liveMs: null, failure: "never showed" })])).toMatch(/never[\s\S]*FAILED: never showed/);
  });

  it("prints each figure beside its budget, and no disk budget for a photo", () => {
    const table = publishTable([step({}), step({ name: "Photo", kind: "photo", liveMs: 4000, imageMs: 4100 })]);
    expect(table).toContain("≤ 2.00 s");
    expect(table).toContain("≤ 5.00 s");
    expect(table).toContain("≤ 400.0 MB");
    expect(table).toMatch(/Photo .* –\n/);
    expect(table).toContain("image answered 200 after 4.10 s");
    expect(table).toContain("memory 150.0 MB before the save, peak 200.0 MB until it was answered");
  });
});

describe("formFields", () => {
  it("reads the form that has the field as a browser would send it: hidden, text, checked boxes, text areas, selected options", () => {
    const html = `<form><input name="other" value="x"></form><form method="post">
      <input type="hidden" name="service" value="gardening"><input name="cents.a" value="0,14">
      <input type="checkbox" name="from.a" checked><input type="checkbox" name="from.b">
      <textarea name="note.a">Със събиране</textarea>
      <select name="town"><option value="a">А</option><option value="b" selected>Б</option></select>
      <input type="file" name="photo"><button type="submit">Запазете</button></form>`;
    expect(formFields(html, "cents.a")).toEqual({
      service: "gardening",
      "cents.a": "0,14",
      "from.a": "on",
      "note.a": "Със събиране",
      town: "b",
    });
    expect(() => formFields(html, "missing")).toThrow(/No form with the field missing/);
  });
});
