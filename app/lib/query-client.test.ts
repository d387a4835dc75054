import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, queryConfig, retryDelay } from "./query-client";

describe("the data cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collects unused data after 5 minutes and retries 3 times", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(5 * 60 * 1000);
    expect(options?.retry).toBe(3);
    expect(queryConfig.maxRetryDelay).toBe(30_000);
  });

  it("backs off exponentially and never waits more than 30 s", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });

  it("tries a failing request 4 times in all, with growing pauses", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const attempts: number[] = [];
    const fetching = client.fetchQuery({
      queryKey: ["always-fails"],
      queryFn: () => {
        attempts.push(Date.now());
        throw new Error("offline");
      },
    });
    const outcome = fetching.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect(attempts).toHaveLength(4);
    const pauses = attempts.slice(1).map((time, index) => time - attempts[index]!);
    expect(pauses).toEqual([1000, 2000, 4000]);
    client.clear();
  });
});
