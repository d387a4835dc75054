import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { SendError, retrySend, retrySendDelay } from "./api";

/** Sends through the data client as the form does, every attempt failing with `error`; the times of the attempts, in ms. */
async function attempts(error: SendError) {
  vi.useFakeTimers();
  const times: number[] = [];
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: async () => {
      times.push(Date.now());
      throw error;
    },
    retry: retrySend,
    retryDelay: retrySendDelay,
  });
  const start = Date.now();
  const sent = observer.mutate().catch((reason: unknown) => reason);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await sent).toBe(error);
  return times.map((time) => time - start);
}

describe("sending an enquiry again", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries what may succeed later 3 times, after 1 s, 2 s and 4 s", async () => {
    expect(await attempts(new SendError("server", true))).toEqual([0, 1000, 3000, 7000]);
  });

  it("waits as long as the server asks, and a little more", async () => {
    expect(await attempts(new SendError("too_fast", true, { waitMs: 1500 }))).toEqual([0, 1750, 3500, 5250]);
  });

  it("does not send again what cannot succeed", async () => {
    expect(await attempts(new SendError("refused", false))).toEqual([0]);
    expect(retrySend(0, new Error("not a send"))).toBe(false);
  });
});
