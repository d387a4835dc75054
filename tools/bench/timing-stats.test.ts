import { describe, expect, it } from "vitest";
import { medianAbsoluteDeviation, medianDifference, quantile, seededRandom, summarize } from "./timing-stats";

describe("quantile", () => {
  it("interpolates between the two nearest sorted values", () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40, 50], 0.9)).toBe(46);
    expect(quantile([10, 20, 30], 0)).toBe(10);
    expect(quantile([10, 20, 30], 1)).toBe(30);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("summarize", () => {
  it("gives the count, median, p90, p99 and MAD of unsorted values", () => {
    const values = Array.from({ length: 101 }, (_, i) => 100 - i);
    expect(summarize(values)).toEqual({ count: 101, median: 50, p90: 90, p99: 99, mad: 25 });
  });

  it("keeps the MAD small whatever a few outliers are", () => {
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 5])).toBe(1);
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 5000])).toBe(1);
  });
});

describe("medianDifference", () => {
  const noisy = (center: number, seed: number) => {
    const random = seededRandom(seed);
    return Array.from({ length: 200 }, () => center + random() + random() + random());
  };

  it("puts 0 inside the interval for two samples of the same distribution", () => {
    const { difference, low, high } = medianDifference(noisy(3, 1), noisy(3, 2));
    expect(Math.abs(difference)).toBeLessThan(0.2);
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });

  it("leaves 0 out of the interval when one sample is clearly slower", () => {
    const { difference, low, high } = medianDifference(noisy(4, 1), noisy(3, 2));
    expect(difference).toBeGreaterThan(0.8);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(low);
  });

  it("is the same for the same samples and seed", () => {
    const [a, b] = [noisy(3, 3), noisy(3, 4)];
    expect(medianDifference(a, b)).toEqual(medianDifference(a, b));
  });

  it("has no interval without samples", () => {
    expect(medianDifference([], [1, 2])).toEqual({ difference: NaN, low: NaN, high: NaN });
  });
});
