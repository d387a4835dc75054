/**
 * Counts events per key (a visitor's address) in a sliding window, for the
 * server's rate limits: the enquiry desk's and the one on pages rendered per
 * request. Keys that have gone quiet are forgotten.
 */
export function createCounter({ windowMs, now = Date.now }: { windowMs: number; now?: () => number }) {
  const events = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const times = (events.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) events.set(key, times);
    else events.delete(key);
    return times;
  };
  const sweep = setInterval(() => [...events.keys()].forEach(recent), windowMs);
  sweep.unref();
  return {
    count: (key: string) => recent(key).length,
    /** How long until `key` is below `max` again. */
    waitMs(key: string, max: number) {
      const times = recent(key);
      const freeing = times[times.length - max];
      return freeing === undefined ? 0 : freeing + windowMs - now();
    },
    add(key: string) {
      events.set(key, [...recent(key), now()]);
    },
    stop: () => clearInterval(sweep),
  };
}

export type Counter = ReturnType<typeof createCounter>;
