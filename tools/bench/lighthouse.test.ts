import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { REFERENCE, metricsOf, summarise, type Metrics } from "./lighthouse";

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

  it("fails a page on the median of its runs, its LCP also against the reference page's", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 600 }), run({ lcp: 640 }), run({ lcp: 620 })]],
      ["/", [run({ lcp: 900 }), run({ lcp: 1100, tbt: 300 }), run({ lcp: 1000 })]],
      ["/prices", [run({ tbt: 60 }), run({ tbt: 80 }), run({ tbt: 10 })]],
    ]);
    const summary = summarise(runs, ["/", "/prices"], false);
    expect(summary.reference.lcp).toBe(620);
    expect(summary.table.get("/")?.lcpRatio).toBeCloseTo(1000 / 620);
    expect(summary.failures).toEqual(["/: LCP ratio 1.61×, budget ≤ 1.6", "/prices: TBT 60 ms, budget ≤ 50 ms"]);
    expect(summary.text).toMatch(/1\.61×\*/);
  });

  it("judges only the score, TBT and CLS budgets on the desktop configuration", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 100 })]],
      ["/", [run({ lcp: 2000 })]],
    ]);
    expect(summarise(runs, ["/"], true).failures).toEqual([]);
  });

  it("with observed throttling judges LCP only against the reference page, not by the simulated phone's limit", () => {
    const runs = new Map([
      [REFERENCE, [run({ lcp: 2000 })]],
      ["/", [run({ lcp: 2400 })]],
      ["/prices", [run({ lcp: 3400 })]],
    ]);
    expect(summarise(runs, ["/", "/prices"], false, true).failures).toEqual(["/prices: LCP ratio 1.70×, budget ≤ 1.6"]);
  });
});
