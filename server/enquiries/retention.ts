/**
 * Enquiries are kept for a fixed number of months (the privacy notice says
 * how many): the server deletes older ones when it starts and then every few
 * hours.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "./store";

export function monthsBefore(date: Date, months: number): Date {
  const cutoff = new Date(date);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 May minus 3 months is 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export function startRetention({
  store,
  months,
  log,
  intervalMs = 6 * 60 * 60 * 1000,
  now = () => new Date(),
}: {
  store: Pick<Store, "deleteOlderThan">;
  months: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}) {
  async function sweep() {
    try {
      const deleted = await store.deleteOlderThan(monthsBefore(now(), months));
      if (deleted > 0) log.info({ deleted, months }, "deleted enquiries older than the retention period");
      return deleted;
    } catch (error) {
      log.error({ err: error }, "could not delete old enquiries; will try again");
      return 0;
    }
  }
  const first = sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    sweep,
    first,
    stop() {
      clearInterval(timer);
    },
  };
}
