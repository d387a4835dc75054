import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { REFERENCE, metricsOf, pictureReference, summarise, type Metrics } from "./lighthouse";

const run = (values: Partial<Metrics>): Metrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 800,
  tbt: 0,
  cls: 0,
  bytes: 100_000,
  jsBytes: 50_000,
  ...values,
});

describe("the Lighthouse figures", () => {
  it("reads scores, timings and the JavaScript loaded, prefetched chunks included", () => {
    const lhr = {
      categories: { performance: { score: 0.99 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: 0.92 } },
      audits: {
        "largest-contentful-paint": { numericValue: 812 },
        "total-blocking-time": { numericValue: 12 },
        "resource-summary": { details: { items: [{ resourceType: "script", transferSize: 1000 }] } },
        "network-requests": {
          details: {
            items: [
              { url: "http://x/assets/a.js", resourceType: "Script", transferSize: 1000 },
              { url: "http://x/assets/later.js", resourceType: "Other", transferSize: 300 },
            ],
          },
        },
      },
    } as unknown as Result;
    expect(metricsOf(lhr)).toMatchObject({ performance: 99, seo: 92, lcp: 812, tbt: 12, jsBytes: 1300 });
  });

  it("fails a page on the median of its runs; simulated, its LCP is reported against the reference page's, not judged", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 600 }), run({ lcp: 640 }), run({ lcp: 620 })]],
      ["/", [run({ lcp: 1900 }), run({ lcp: 2100, tbt: 300 }), run({ lcp: 2000 })]],
      ["/prices", [run({ tbt: 60 }), run({ tbt: 80 }), run({ tbt: 10 })]],
    ]);
    const summary = summarise(runs, ["/", "/prices"], false);
    expect(summary.reference.lcp).toBe(620);
    expect(summary.table.get("/")?.lcpRatio).toBeCloseTo(2000 / 620);
    expect(summary.failures).toEqual(["/prices: TBT 60 ms, budget ≤ 50 ms"]);
    expect(summary.text).toMatch(/60 ms\*/);
  });

  it("judges only the score, TBT and CLS budgets on the desktop configuration", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 100 })]],
      ["/", [run({ lcp: 2000, tbt: 70, accessibility: 90 })]],
    ]);
    expect(summarise(runs, ["/"], true).failures).toEqual(["/: Accessibility 90, budget = 100", "/: TBT 70 ms, budget ≤ 50 ms"]);
  });

  it("with observed throttling judges only the LCP, within 1.15× the bare page of its kind", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 2000 })]],
      [pictureReference("/gallery"), [run({ lcp: 2600 }), run({ lcp: 2800 }), run({ lcp: 2700 })]],
      ["/", [run({ lcp: 2200, tbt: 200, performance: 80 })]],
      ["/prices", [run({ lcp: 2400 })]],
      // 1.05× its picture's page, 1.42× the text one.
      ["/gallery", [run({ lcp: 2840 })]],
      ["/contact", [run({ lcp: 2300 })]],
    ]);
    const summary = summarise(runs, ["/", "/prices", "/gallery", "/contact"], false, true);
    expect(summary.failures).toEqual(["/prices: LCP ratio 1.20×, budget ≤ 1.15"]);
    expect(summary.table.get("/gallery")?.lcpRatio).toBeCloseTo(2840 / 2700);
    expect(summary.text).toContain("with the picture of /gallery");
    // Each run's LCP beside the median, in order: the picture page's three runs on its own row.
    expect(summary.text).toMatch(/LCP of each run/);
    expect(summary.text).toMatch(/with the picture of \/gallery.*2600 2700 2800$/m);
    expect(summarise(runs, ["/"], false).text).not.toMatch(/LCP of each run/);

    runs.set("/gallery", [run({ lcp: 3200 })]);
    expect(summarise(runs, ["/gallery"], false, true).failures).toEqual([
      "/gallery: LCP ratio 1.19× (to its picture's page), budget ≤ 1.15",
    ]);
  });
});
