/**
 * The one place enquiries are checked and stored, for the contact page's
 * action (a form posted without JavaScript) and the JSON API (the hydrated
 * form): both reach it through React Router's load context (app/enquiry/desk.ts).
 *
 * Checks, in order: the rate limit, the Origin, the spam trap, the signed
 * token (too fast, expired or forged), the shared schema. Only then is the
 * enquiry written, durably, with its notification, and the outbox woken.
 *
 * The rate limit counts what costs the company something or is plainly
 * hostile, per visitor address: stored enquiries, and sends from another
 * site, with the spam trap filled in or with a forged token. A visitor
 * correcting a phone number five times is not counted.
 */
import type { FastifyBaseLogger } from "fastify";
import type { EnquiryResult } from "~/enquiry/contract";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/enquiry/contract";
import type { EnquiryDesk } from "~/enquiry/desk";
import { validateEnquiry } from "~/enquiry/schema";
import type { EnquirySettings } from "../settings";
import type { Store } from "./store";
import { issueToken, verifyToken } from "./token";

/** Where a send came from, as far as the server can tell (behind a trusted proxy: the visitor). */
export interface Sender {
  /** The visitor's address, for the rate limit. */
  ip: string;
  /** The request's own URL, as the visitor's browser addressed it. */
  url: URL;
  /** The Origin header (or the Referer's origin), to refuse sends from other sites. */
  origin: string | null;
}

/** Counts events per key in a sliding window; forgets keys that have gone quiet. */
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

export interface DeskOptions {
  store: Pick<Store, "addEnquiry">;
  outbox: { kick(): void };
  secret: string;
  settings: EnquirySettings;
  log: FastifyBaseLogger;
}

export interface ServerDesk {
  issueToken: EnquiryDesk["issueToken"];
  accept(input: unknown, sender: Sender): Promise<EnquiryResult>;
  /** The desk as a route sees it: bound to one request's sender. */
  forRequest(sender: Sender): EnquiryDesk;
  stop(): void;
}

export function createEnquiryDesk({ store, outbox, secret, settings, log }: DeskOptions): ServerDesk {
  const counted = createCounter({ windowMs: settings.rateLimit.windowMs });
  const limits = { minFillMs: settings.minFillMs, maxAgeMs: settings.maxAgeMs };

  function fromOwnSite({ url, origin }: Sender) {
    if (!origin || origin === "null") return false;
    return origin === url.origin || settings.allowedOrigins.includes(origin);
  }

  /** A send that is plainly not a person using the form: refused, and counted against the address. */
  function hostile(sender: Sender, reason: string): EnquiryResult {
    counted.add(sender.ip);
    log.info({ ip: sender.ip, origin: sender.origin }, `enquiry refused: ${reason}`);
    return { ok: false, code: "refused" };
  }

  const desk: ServerDesk = {
    issueToken: () => issueToken(secret),

    async accept(input, sender) {
      if (counted.count(sender.ip) >= settings.rateLimit.max) {
        log.info({ ip: sender.ip }, "enquiry refused: rate limit");
        return { ok: false, code: "rate_limited", retryAfterMs: counted.waitMs(sender.ip, settings.rateLimit.max) };
      }
      if (!fromOwnSite(sender)) return hostile(sender, "not from the site");
      if (typeof input !== "object" || input === null || Array.isArray(input)) return hostile(sender, "not a form");
      const fields = input as Record<string, unknown>;
      const trap = fields[HONEYPOT_FIELD];
      if (trap !== undefined && trap !== "") return hostile(sender, "the spam trap was filled in");

      const token = verifyToken(secret, fields[TOKEN_FIELD], limits);
      if (!token.ok) {
        if (token.reason === "too_fast") return { ok: false, code: "too_fast", waitMs: token.waitMs };
        if (token.reason === "expired") return { ok: false, code: "expired" };
        return hostile(sender, "forged or damaged form token");
      }

      const result = validateEnquiry(fields);
      if (!result.ok) return { ok: false, code: "invalid", errors: result.errors };

      let stored: { id: string; duplicate: boolean };
      try {
        stored = await store.addEnquiry(result.enquiry, token.nonce);
      } catch (error) {
        log.error({ err: error }, "enquiry could not be stored");
        return { ok: false, code: "server" };
      }
      if (stored.duplicate) {
        log.info({ enquiry: stored.id }, "enquiry sent again; already stored");
      } else {
        counted.add(sender.ip);
        log.info({ enquiry: stored.id, service: result.enquiry.service }, "enquiry stored");
        outbox.kick();
      }
      return { ok: true, id: stored.id, duplicate: stored.duplicate };
    },

    forRequest: (sender) => ({ issueToken: desk.issueToken, accept: (input) => desk.accept(input, sender) }),

    stop: () => counted.stop(),
  };
  return desk;
}
