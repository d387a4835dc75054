import { QueryClient } from "@tanstack/react-query";

/** The data cache's limits (spec §9). */
export const queryConfig = {
  /** Unused query data is garbage-collected after 5 minutes. */
  gcTime: 5 * 60 * 1000,
  /** A failed request is retried 3 times… */
  retry: 3,
  /** …waiting 1 s, 2 s, 4 s… between attempts, never more than 30 s. */
  baseRetryDelay: 1000,
  maxRetryDelay: 30 * 1000,
} as const;

/** Exponential backoff, capped: attempt 0 waits 1 s, attempt 5 and later 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(queryConfig.baseRetryDelay * 2 ** attemptIndex, queryConfig.maxRetryDelay);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryConfig.gcTime,
        retry: queryConfig.retry,
        retryDelay,
      },
    },
  });
}
