/**
 * The outbox: every stored enquiry has a notification row, and this sends
 * them to the company by SMTP until each one succeeds. A failed send is
 * retried later with exponential backoff (30 s, 1 min, 2 min… at most an
 * hour apart, for as long as it takes); while SMTP is not configured the rows
 * simply wait. A row being sent is leased, so a second server process on the
 * same database does not send it again, and a process that dies mid-send
 * leaves it to be retried when the lease runs out.
 */

import type { FastifyBaseLogger } from "fastify";
import type { MailMessage, Mailer } from "./mailer";
import type { DueNotification, Store } from "./store";

/** How long to wait after `attempts` failed sends (including the one that just failed). */
export function backoffMs(attempts: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  // ±10 % so that many failed rows do not all retry at the same instant.
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

export interface OutboxOptions {
  store: Store;
  mailer: Mailer | null;
  compose: (enquiry: DueNotification) => MailMessage;
  log: FastifyBaseLogger;
  intervalMs?: number;
  leaseMs?: number;
  backoff?: (attempts: number) => number;
  now?: () => Date;
}

export function createOutbox({
  store,
  mailer,
  compose,
  log,
  intervalMs = 30_000,
  leaseMs = 120_000,
  backoff = backoffMs,
  now = () => new Date(),
}: OutboxOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let again = false;
  let stopped = false;

  async function sendDue() {
    let sent = 0;
    let failed = 0;
    if (!mailer) return { sent, failed };
    for (;;) {
      const batch = await store.claimDue({ limit: 10, leaseMs });
      for (const row of batch) {
        try {
          await mailer.send(compose(row));
          await store.markSent(row.outbox_id);
          sent += 1;
          log.info({ enquiry: row.id, attempts: row.attempts }, "enquiry notification sent");
        } catch (error) {
          failed += 1;
          const reason = error instanceof Error ? error.message : String(error);
          const retryAt = new Date(now().getTime() + backoff(row.attempts));
          await store.markFailed(row.outbox_id, retryAt, reason);
          log.warn({ enquiry: row.id, attempts: row.attempts, retryAt, err: reason }, "enquiry notification failed; will retry");
        }
      }
      // Until nothing is left to claim: a short batch may only mean that another
      // process on the same database claimed the rest of the rows this one saw.
      if (batch.length === 0 || stopped) return { sent, failed };
    }
  }

  /** Sends what is due now; calls made while it runs make it run once more. */
  function processDue() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = { sent: 0, failed: 0 };
      do {
        again = false;
        try {
          const result = await sendDue();
          total.sent += result.sent;
          total.failed += result.failed;
        } catch (error) {
          // The database is unreachable: the rows are safe, try at the next tick.
          log.error({ err: error }, "outbox: could not read the notifications due");
        }
      } while (again && !stopped);
      running = undefined;
      return total;
    })();
    return running;
  }

  return {
    processDue,

    /** A new enquiry was stored: send its notification without waiting for the timer. */
    kick() {
      if (mailer && !stopped) void processDue();
    },

    async start() {
      const pending = await store.pendingCount();
      if (!mailer) {
        log.warn(
          { pending },
          "SMTP is not configured (SMTP_HOST): enquiries are stored and their notifications wait in the outbox until it is",
        );
        return;
      }
      if (pending > 0) log.info({ pending }, "outbox: sending waiting notifications");
      timer = setInterval(() => void processDue(), intervalMs);
      timer.unref();
      void processDue();
    },

    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
