// @ts-check
/**
 * The enquiry API and the contact page's form for visitors without JavaScript.
 *
 *   GET  /api/enquiries/token   a new signed form token (JSON)
 *   POST /api/enquiries         JSON from the page's script → JSON answer;
 *                               a plain form POST → the contact page with the result
 *   GET  /contact               the prerendered page with a signed token in its form
 *                               (and ?service= chosen), so that it works without JavaScript
 *
 * Checks, in order: Origin (403), per-IP rate limit (429), body size (413) and
 * type (415), the honeypot, the signed token (too fast, expired or forged),
 * the shared schema (400 with a Bulgarian message per field). Only then is the
 * enquiry written, durably, and answered with 201.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import { issueToken, verifyToken } from "./token.mjs";

export const CONTACT_PATH = "/contact";
export const ENQUIRY_API = "/api/enquiries";
const CONTACT_PAGE = "contact/index.html";
const BODY_LIMIT = 16 * 1024;

/**
 * @typedef {typeof import("../../app/enquiry/server-entry")} Shared
 * @typedef {import("../../app/enquiry/schema").FieldErrors} FieldErrors
 * @typedef {import("../../app/enquiry/schema").EnquiryValues} EnquiryValues
 * @typedef {{
 *   store: import("./store.mjs").Store,
 *   outbox: { kick(): void },
 *   shared: Shared,
 *   secret: string,
 *   options: import("../config.mjs").Config["enquiries"],
 * }} EnquiryDeps
 * @typedef {"invalid" | "too_fast" | "expired" | "refused" | "rate_limited" | "server"} FailureCode
 */

/** The part of the contact page that the result replaces: the form's section (it holds no other section). */
const SECTION = /<section id="enquiry"[^>]*>[\s\S]*?<\/section>/;
/** The page's scripts that would hydrate it; the result page is a plain document. */
const HYDRATION = [
  /<link rel="modulepreload"[^>]*>/g,
  /<script type="module"[^>]*>[\s\S]*?<\/script>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
];

/** @param {string} html @param {string} section */
export function resultPage(html, section) {
  if (!SECTION.test(html)) throw new Error(`The contact page has no <section id="enquiry"> to put the result in.`);
  let page = html.replace(SECTION, () => section);
  for (const pattern of HYDRATION) page = page.replace(pattern, "");
  return page;
}

/**
 * @param {import("fastify").FastifyRequest} request
 * @param {string[]} allowed extra origins from SITE_ORIGINS
 */
function fromOwnSite(request, allowed) {
  /** @param {string} url the origin of `url` as browsers write it (no default port), or null */
  const originOf = (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  const own = originOf(`${request.protocol}://${request.host}`);
  // Browsers send Origin with every POST; a Referer from the site is the fallback.
  const claimed = request.headers.origin || request.headers.referer;
  const from = claimed ? originOf(claimed) : null;
  return from !== null && from !== "null" && (from === own || allowed.includes(from));
}

/** @param {import("fastify").FastifyRequest} request */
function wantsPage(request) {
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("application/x-www-form-urlencoded") && !(request.headers.accept ?? "").includes("application/json");
}

/**
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {number} status
 * @param {string} html
 */
function sendHtml(request, reply, status, html) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply.code(status).type("text/html; charset=utf-8").header("Cache-Control", "private, no-store").header("Vary", "Accept-Encoding");
  if (/\bbr\b/.test(accepted)) {
    return reply.header("Content-Encoding", "br").send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(gzipSync(html));
  return reply.send(html);
}

/**
 * @param {import("fastify").FastifyInstance} app
 * @param {EnquiryDeps & { root: string }} deps
 */
export async function enquiryRoutes(app, { root, store, outbox, shared, secret, options }) {
  const contactHtml = readFileSync(path.join(root, CONTACT_PAGE), "utf8");
  if (!SECTION.test(contactHtml) || !contactHtml.includes('name="token" value=""')) {
    throw new Error(`${CONTACT_PAGE} has no enquiry form with an empty token field; is the build current?`);
  }
  const tokenLimits = { minFillMs: options.minFillMs, maxAgeMs: options.maxAgeMs };

  /**
   * Answers a failure: JSON for the page's script, or for a plain POST the
   * contact page with the form, what was typed and the message.
   * @param {import("fastify").FastifyRequest} request
   * @param {import("fastify").FastifyReply} reply
   * @param {number} status
   * @param {FailureCode} code
   * @param {{ errors?: FieldErrors, waitMs?: number, token?: string }} [extra]
   */
  function fail(request, reply, status, code, extra = {}) {
    if (!wantsPage(request)) {
      const body = { ok: false, code, ...(extra.errors && { errors: extra.errors }), ...(extra.waitMs !== undefined && { waitMs: extra.waitMs }) };
      return reply.code(status).header("Cache-Control", "no-store").send(body);
    }
    const values = shared.formValues(request.body);
    const typedToken = typeof (/** @type {any} */ (request.body)?.token) === "string" ? /** @type {any} */ (request.body).token : "";
    const section = shared.renderEnquirySection({
      kind: "form",
      values,
      errors: extra.errors,
      message: shared.enquiryStatus[shared.failureStatus[code]],
      token: extra.token ?? (typedToken || issueToken(secret)),
    });
    return sendHtml(request, reply, status, resultPage(contactHtml, section));
  }

  await app.register(fastifyRateLimit, {
    global: false,
    // After the body is read, so that a plain POST over the limit can show the form again as it was typed.
    hook: "preHandler",
  });
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });

  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status === 429) return fail(request, reply, 429, "rate_limited");
    if (status >= 400 && status < 500) {
      request.log.info({ code: /** @type {{ code?: string }} */ (error).code, status }, `enquiry refused: ${error instanceof Error ? error.message : error}`);
      return fail(request, reply, status, "refused");
    }
    request.log.error({ err: error }, "enquiry could not be handled");
    return fail(request, reply, 503, "server");
  });

  app.get(CONTACT_PATH, (request, reply) => {
    const service = /** @type {{ service?: unknown }} */ (request.query).service;
    let html = contactHtml.replace('name="token" value=""', () => `name="token" value="${issueToken(secret)}"`);
    if (typeof service === "string" && /^[a-z]{1,20}$/.test(service)) {
      html = html.replace(`<option value="${service}">`, `<option value="${service}" selected="">`);
    }
    return sendHtml(request, reply, 200, html);
  });

  app.get("/api/enquiries/token", { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, (_request, reply) => {
    return reply.header("Cache-Control", "no-store").send({ token: issueToken(secret) });
  });

  app.post(
    "/api/enquiries",
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
      onRequest: async (request, reply) => {
        if (!fromOwnSite(request, options.allowedOrigins)) {
          request.log.info({ origin: request.headers.origin ?? null }, "enquiry refused: not from the site");
          return fail(request, reply, 403, "refused");
        }
      },
    },
    async (request, reply) => {
      const body = /** @type {Record<string, unknown> | null} */ (request.body);
      if (typeof body !== "object" || body === null || Array.isArray(body)) return fail(request, reply, 400, "refused");

      const trap = body.website;
      if (trap !== undefined && trap !== "") {
        request.log.info("enquiry refused: the spam trap was filled in");
        return fail(request, reply, 400, "refused");
      }

      const token = verifyToken(secret, body.token, tokenLimits);
      if (!token.ok) {
        request.log.info({ reason: token.reason }, "enquiry refused: form token");
        if (token.reason === "too_fast") return fail(request, reply, 400, "too_fast", { waitMs: token.waitMs });
        return fail(request, reply, 400, token.reason === "expired" ? "expired" : "refused", { token: issueToken(secret) });
      }

      const result = shared.validateEnquiry(body);
      if (!result.ok) return fail(request, reply, 400, "invalid", { errors: result.errors });

      const { id, duplicate } = await store.addEnquiry(result.enquiry, token.nonce);
      if (duplicate) request.log.info({ enquiry: id }, "enquiry sent again; already stored");
      else {
        request.log.info({ enquiry: id, service: result.enquiry.service }, "enquiry stored");
        outbox.kick();
      }
      const status = duplicate ? 200 : 201;
      if (!wantsPage(request)) return reply.code(status).header("Cache-Control", "no-store").send({ ok: true, id, duplicate });
      const { name, reply: channel, phone, email } = result.enquiry;
      const section = shared.renderEnquirySection({ kind: "sent", details: { name, reply: channel, phone, email } });
      return sendHtml(request, reply, status, resultPage(contactHtml, section));
    },
  );
}
