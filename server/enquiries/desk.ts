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
import { createCounter } from "../counter";
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

export interface DeskOptions {
  store: Pick<Store, "addEnquiry">;
  outbox: { kick(): void };
  secret: string;
  settings: EnquirySettings;
  log: FastifyBaseLogger;
}

/**
 * Whether a send comes from the site's own pages: its Origin (or Referer) is
 * the address the request came to, or one of SITE_ORIGINS. No claimed origin
 * at all is not the site: every browser sends one with a form or a fetch.
 */
export function fromSite({ url, origin }: Pick<Sender, "url" | "origin">, allowedOrigins: readonly string[]) {
  if (!origin || origin === "null") return false;
  return origin === url.origin || allowedOrigins.includes(origin);
}

export interface ServerDesk {
  issueToken: EnquiryDesk["issueToken"];
  accept(input: unknown, sender: Sender): Promise<EnquiryResult>;
  /** SITE_ORIGINS: the other addresses the site's pages may send from (see `fromSite`). */
  allowedOrigins: readonly string[];
  /**
   * A send the server refused before any route saw it (a form posted from
   * another site: server/react-router.ts), counted and logged like every
   * hostile send.
   */
  refuse(sender: Sender, reason: string): EnquiryResult;
  /** The desk as a route sees it: bound to one request's sender. */
  forRequest(sender: Sender): EnquiryDesk;
  stop(): void;
}

export function createEnquiryDesk({ store, outbox, secret, settings, log }: DeskOptions): ServerDesk {
  const counted = createCounter({ windowMs: settings.rateLimit.windowMs });
  const limits = { minFillMs: settings.minFillMs, maxAgeMs: settings.maxAgeMs };

  const fromOwnSite = (sender: Pick<Sender, "url" | "origin">) => fromSite(sender, settings.allowedOrigins);

  /** A send that is plainly not a person using the form: refused, and counted against the address. */
  function hostile(sender: Sender, reason: string): EnquiryResult {
    counted.add(sender.ip);
    log.info({ ip: sender.ip, origin: sender.origin }, `enquiry refused: ${reason}`);
    return { ok: false, code: "refused" };
  }

  /** The address has used up its enquiries for now. */
  function overLimit(sender: Sender): EnquiryResult | undefined {
    if (counted.count(sender.ip) < settings.rateLimit.max) return undefined;
    log.info({ ip: sender.ip }, "enquiry refused: rate limit");
    return { ok: false, code: "rate_limited", retryAfterMs: counted.waitMs(sender.ip, settings.rateLimit.max) };
  }

  const desk: ServerDesk = {
    issueToken: () => issueToken(secret),
    allowedOrigins: settings.allowedOrigins,
    refuse: (sender, reason) => overLimit(sender) ?? hostile(sender, reason),

    async accept(input, sender) {
      const limited = overLimit(sender);
      if (limited) return limited;
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
        log.error({ err: error }, `enquiry could not be stored: ${error instanceof Error ? error.message : String(error)}`);
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
