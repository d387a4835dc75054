/**
 * Mails to a person (sign-in links) sent after the request that asked for
 * them has been answered, one at a time: the answer is the same, and as
 * quick, whether a mail is sent or not and whether the mail server takes it.
 * A failed send is tried again a few times while a link it carries is still
 * valid, then given up; either is logged without the mail's text, which holds
 * the link.
 *
 * Kept in memory on purpose: a sign-in link is a secret the database never
 * holds (only its hash), and a link lost with the process is simply asked for
 * again. (The enquiry notifications, which must never be lost, have the
 * outbox in the database: server/enquiries/outbox.ts.)
 */
import type { FastifyBaseLogger } from "fastify";
import { withoutLinkTokens } from "../log";
import type { PersonalMail, SendMail } from "./mail";

/** Waits before the 2nd, 3rd and 4th attempt: all within a sign-in link's 15 minutes. */
export const RETRY_DELAYS_MS: readonly number[] = [15_000, 60_000, 300_000];

export interface MailJob {
  /** What the log calls the mail, e.g. "sign-in link". */
  kind: string;
  /** Makes the mail when its turn comes (looks up the user, makes the link); null when there is nothing to send. */
  prepare(): Promise<PersonalMail | null>;
}

interface Item {
  kind: string;
  prepare?: MailJob["prepare"];
  mail?: PersonalMail;
  /** Failed sends so far. */
  failures: number;
}

const reasonOf = (error: unknown) => withoutLinkTokens(error instanceof Error ? error.message : String(error));

export function createMailQueue({
  send,
  log,
  retryDelaysMs = RETRY_DELAYS_MS,
  maxQueued = 100,
}: {
  send: SendMail;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
  /** Jobs waiting at most; more are dropped (and logged): the limits on asking keep far below this. */
  maxQueued?: number;
}) {
  const items: Item[] = [];
  const retries = new Set<NodeJS.Timeout>();
  let working: Promise<void> | undefined;
  let stopped = false;

  async function run(item: Item) {
    let mail = item.mail;
    if (!mail) {
      try {
        mail = (await item.prepare?.()) ?? undefined;
      } catch (error) {
        log.error({ err: reasonOf(error) }, `admin: the ${item.kind} could not be prepared`);
        return;
      }
      if (!mail) return;
    }
    try {
      await send(mail);
      if (item.failures > 0) log.info({ attempts: item.failures + 1 }, `admin: the ${item.kind} was e-mailed`);
    } catch (error) {
      const failures = item.failures + 1;
      const delay = retryDelaysMs[failures - 1];
      if (delay === undefined || stopped) {
        log.error({ attempts: failures, err: reasonOf(error) }, `admin: the ${item.kind} could not be e-mailed; given up`);
        return;
      }
      log.warn({ attempts: failures, retryInMs: delay, err: reasonOf(error) }, `admin: the ${item.kind} could not be e-mailed; will retry`);
      const timer = setTimeout(() => {
        retries.delete(timer);
        add({ kind: item.kind, mail, failures });
      }, delay);
      timer.unref();
      retries.add(timer);
    }
  }

  function drain() {
    if (working || stopped) return;
    working = (async () => {
      // On a later turn of the event loop: nothing of the work is done within the request that queued it.
      await new Promise((resolve) => setImmediate(resolve));
      for (let item = items.shift(); item; item = items.shift()) await run(item);
    })().finally(() => {
      working = undefined;
      if (items.length > 0) drain();
    });
  }

  function add(item: Item) {
    if (stopped) return;
    if (items.length >= maxQueued) {
      log.warn({ queued: items.length }, `admin: too many mails waiting; the ${item.kind} is not sent`);
      return;
    }
    items.push(item);
    drain();
  }

  return {
    /** Queues a mail; returns at once. */
    enqueue(job: MailJob) {
      add({ kind: job.kind, prepare: job.prepare, failures: 0 });
    },

    /** Resolves once nothing is waiting or being sent (a retry whose time has not come is not waiting yet). */
    async settled() {
      while (working) await working;
    },

    /** Sends nothing more; a send in progress finishes. */
    stop() {
      stopped = true;
      items.length = 0;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
