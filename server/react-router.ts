/**
 * React Router's request handler behind the Node server's one catch-all route,
 * as in React Router's node-custom-server template: every request the server
 * does not answer from its files (server/http.ts) goes to React Router, which
 * knows the routes; the Fastify request becomes a Fetch `Request`, the
 * handler's `Response` goes back, compressed. The load context carries the
 * enquiry desk, bound to this request's sender, and a fresh
 * Content-Security-Policy nonce for the response's inline scripts.
 *
 * These answers cost CPU, unlike the prerendered files, so:
 * - each visitor address may have PAGE_RATE_LIMIT of them a minute (then 429,
 *   with Retry-After, a short Bulgarian page for browsers);
 * - at most MAX_IN_FLIGHT are in React Router at once (then 503 with
 *   Retry-After, which costs next to nothing; logged once per 10 s with how
 *   many were turned away), and the short status pages are compressed once;
 * - they are compressed with quick settings (brotli quality 4), and React
 *   runs its production build (server.js sets NODE_ENV);
 * - a body is read up to BODY_LIMIT (ADMIN_BODY_LIMIT for the owner's pages)
 *   and refused with 413 beyond it, before React Router sees it.
 * What React Router renders is sent as it is: nothing in it is cached and
 * edited afterwards (the token and the nonce differ on every answer).
 *
 * Sends from another site: React Router refuses an action whose Origin is not
 * the request's own (its CSRF check), and takes other allowed origins only
 * from the build's `allowedActionOrigins` (react-router.config.ts sets none). The
 * server checks every POST first, with the enquiry desk's own rule (the
 * request's origin or SITE_ORIGINS, server/enquiries/desk.ts): a send from
 * another site is counted and logged by the desk as hostile and answered
 * here (the page as a GET shows it, with the refusal, or the JSON result), so
 * React Router never sees it. SITE_ORIGINS also reaches React Router's check,
 * as the build's `allowedActionOrigins` given at start, so both agree.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type RequestHandler, type ServerBuild } from "react-router";
import type { AdminApi } from "~/admin/context";
import { isAdminPath } from "~/admin/paths";
import { resultHeaders, resultStatus, type EnquiryResult } from "~/enquiry/contract";
import { PRIVATE } from "./cache-policy";
import type { AdminRequest } from "./admin";
import { FormNotReceived, receiveForm, type ReceivedForm } from "./admin/photos";
import { createCounter } from "./counter";
import { fromSite, type Sender, type ServerDesk } from "./enquiries/desk";
import type { PagePolicies } from "./page-policies";
import type { ClientLimits } from "./settings";
import { pageOfData } from "./site-files";
import type { SendStatus } from "./status-page";

/** An answer of React Router's, read whole (these pages and JSON answers are small). */
interface Answer {
  status: number;
  headers: [string, string][];
  /** React Router's answer as bytes, untouched (a CSV keeps its byte-order mark); the server's own, as text. */
  body: string | Buffer;
}

/** Forms and JSON sends are small; anything larger is refused (413) before React Router sees it. */
export const BODY_LIMIT = 16 * 1024;
/**
 * The owner's text forms (service texts, notes on an enquiry): a form sends each Cyrillic letter as
 * six bytes (`%D0%B0`), so a few pages of text are tens of kilobytes.
 */
export const ADMIN_BODY_LIMIT = 256 * 1024;

/**
 * The owner's photo uploads (decision 0030): the only addresses whose POST
 * may be large. Their body is not collected up to BODY_LIMIT: it is read only
 * for a signed-in owner sending from the site's own pages, streamed into
 * temporary files (server/admin/photos.ts), and React Router gets the form's
 * text fields, with the files in the load context (`uploads`).
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set(["/admin/gallery", "/admin/gallery.data"]);

/** Requests in React Router at once; more are answered 503 at once. */
export const MAX_IN_FLIGHT = 8;

export interface ReactRouterOptions {
  /** The server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  policies: PagePolicies;
  desk?: ServerDesk;
  /** The owner's pages (server/admin): sign-in, sessions, inbox. */
  admin?: { forRequest(request: AdminRequest): AppLoadContext["admin"] };
  mode?: string;
  /** Answers per visitor address and window (PAGE_RATE_LIMIT a minute). */
  limits?: ClientLimits["pages"];
  /** How long an upload's body may stop moving, and take at most (UPLOAD_STALL_SECONDS, UPLOAD_TIMEOUT_SECONDS). */
  uploadLimits?: ClientLimits["upload"];
  /** The server's short status pages (server/status-page.ts). */
  sendStatus: SendStatus;
  /**
   * A public page React Router found no route or content for (404, HTML, a GET): answered with
   * the prerendered not-found page instead, the bytes and policy a static host sends (server/http.ts).
   */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * What answers a request before React Router, if anything: the site's files and its
   * one-address rules (server/http.ts). Returns the reply when it answered. None in
   * development, where Vite serves the files.
   */
  before?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
  /**
   * The version of the site a request is answered from (server/live-site.ts), when the
   * owner can publish: its build and policies instead of `build` and `policies`.
   */
  version?: (request: FastifyRequest) => {
    build: ReactRouterOptions["build"];
    policies: PagePolicies;
    /** The content its pages are rendered with (the load context's `content`). */
    content?: AppLoadContext["content"];
  };
}

/** The owner's pages take longer texts than the public forms. */
const bodyLimitOf = (request: FastifyRequest) => (isAdminPath(request.url.split("?")[0] ?? "") ? ADMIN_BODY_LIMIT : BODY_LIMIT);

function fetchHeaders(request: FastifyRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The origin a send claims to come from: Origin, or the Referer's origin for old browsers. */
function claimedOrigin(request: FastifyRequest) {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (!claimed) return null;
  try {
    return new URL(claimed).origin;
  } catch {
    return "null";
  }
}

/** The build with SITE_ORIGINS' hosts as React Router's allowed action origins (it compares hosts). */
function withAllowedOrigins(build: ReactRouterOptions["build"], origins: readonly string[]): ReactRouterOptions["build"] {
  const hosts = origins.map((origin) => new URL(origin).host);
  const extend = (loaded: ServerBuild): ServerBuild => ({
    ...loaded,
    allowedActionOrigins: [...(Array.isArray(loaded.allowedActionOrigins) ? loaded.allowedActionOrigins : []), ...hosts],
  });
  return typeof build === "function" ? async () => extend(await build()) : extend(build);
}

export async function reactRouterRoutes(
  app: FastifyInstance,
  {
    build,
    policies,
    desk,
    admin,
    mode = "production",
    limits,
    uploadLimits,
    sendStatus,
    notFoundPage,
    before,
    version,
  }: ReactRouterOptions,
) {
  const allowedOrigins = desk?.allowedOrigins ?? [];
  // One request handler per build, made when that build first answers.
  const handlers = new WeakMap<object, RequestHandler>();
  function handlerOf(current: ReactRouterOptions["build"]) {
    let handler = handlers.get(current);
    if (!handler) handlers.set(current, (handler = createRequestHandler(withAllowedOrigins(current, allowedOrigins), mode)));
    return handler;
  }
  const fixed = { build, policies, content: undefined };
  const versionOf = (request: FastifyRequest) => version?.(request) ?? fixed;
  const answered = limits ? createCounter({ windowMs: limits.windowMs }) : undefined;
  app.addHook("onClose", async () => answered?.stop());
  let inFlight = 0;
  let turnedAway = 0;
  let lastReport = 0;
  /** Too much at once: 503 at once, and a line in the log now and then, not one per request. */
  function shed(request: FastifyRequest, reply: FastifyReply) {
    turnedAway += 1;
    if (Date.now() - lastReport > 10_000) {
      request.log.warn({ inFlight, turnedAway }, "too many pages to render at once: answering 503");
      lastReport = Date.now();
      turnedAway = 0;
    }
    return sendStatus(request, reply, 503, { retryAfterSeconds: 1 });
  }

  // React Router reads the body itself: the route only collects it, up to the limit of its address
  // (refused from its declared length before it is read, or from what arrived).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: ADMIN_BODY_LIMIT }, (request, body, done) =>
    (body as Buffer).length > bodyLimitOf(request) ? done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()) : done(null, body),
  );
  await app.register(fastifyCompress, {
    // Only React Router's answers (reply.compress below): files are sent as the build compressed them.
    globalCompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Made for one visitor each time: quick settings, not the build's maximum.
    // A small window: these answers are tens of kilobytes, and a large one is allocated for every answer.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
  });

  /** React Router's answer to this request, as it is, with its body read (or `form`, an upload's text fields). */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    context: AppLoadContext,
    method = request.method,
    form?: URLSearchParams,
  ) {
    // A visitor who leaves (or resets the connection) before the answer: React Router may stop early.
    const controller = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const withBody = method !== "GET" && method !== "HEAD";
    const handle = handlerOf(versionOf(request).build);
    const headers = fetchHeaders(request);
    if (form) {
      headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
      headers.delete("content-length");
    }
    const body = form ? Buffer.from(form.toString()) : ((request.body as Buffer | undefined) ?? Buffer.alloc(0));
    const response = await handle(
      new Request(url, {
        method,
        headers,
        signal: controller.signal,
        ...(withBody ? { body: new Uint8Array(body) } : {}),
      }),
      context,
    );
    const page: Answer = {
      status: response.status,
      headers: [...response.headers],
      body: response.body ? Buffer.from(await response.arrayBuffer()) : "",
    };
    return page;
  }

  /** A POST from another site: refused by the desk (counted, logged once), answered without React Router's action. */
  async function refusedSend(request: FastifyRequest, reply: FastifyReply, url: URL, sender: Sender, nonce: string) {
    const result: EnquiryResult = desk ? desk.refuse(sender, "not from the site") : { ok: false, code: "refused" };
    const status = resultStatus(result);
    const headers = Object.entries(resultHeaders(result));
    const json: Answer = {
      status,
      headers: [...headers, ["content-type", "application/json; charset=utf-8"]],
      body: JSON.stringify(result),
    };
    if (pageOfData(url.pathname)) return json;
    // The page as a GET would show it, saying that the send was refused; an address that is no page gets the JSON result.
    const context = { cspNonce: nonce, enquiries: desk?.forRequest(sender), refusedSend: result, content: versionOf(request).content };
    const page = await render(request, reply, url, context, "GET");
    const html = page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
    return page.status === 200 && html ? { ...page, status, headers: [...page.headers, ...headers] } : json;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, url: URL, sender: Sender) {
    const nonce = randomBytes(16).toString("base64");
    const mutation = request.method !== "GET" && request.method !== "HEAD";
    const owner = isAdminPath(url.pathname)
      ? admin?.forRequest({ ...sender, cookie: request.headers.cookie, userAgent: request.headers["user-agent"] })
      : undefined;
    // The owner's pages take sends only from the site's own pages (decision 0028): 403 before React Router sees one from elsewhere.
    if (owner && mutation && !owner.sameOrigin) {
      return { status: 403, headers: [["content-type", "text/plain; charset=utf-8"]], body: "Forbidden", nonce } as Answer & {
        nonce: string;
      };
    }
    if (mutation && !fromSite(sender, allowedOrigins)) return { ...(await refusedSend(request, reply, url, sender, nonce)), nonce };
    const context: AppLoadContext = {
      cspNonce: nonce,
      enquiries: desk?.forRequest(sender),
      admin: owner,
      content: versionOf(request).content,
    };
    if (owner && mutation && UPLOAD_PATHS.has(url.pathname)) return { ...(await upload(request, reply, url, context, owner)), nonce };
    // A HEAD gets the headers of the GET (the handler sends no body): React Router's own answer to a HEAD
    // has no content type, so it missed the page's security policy (the contact page's map).
    return { ...(await render(request, reply, url, context, request.method === "HEAD" ? "GET" : request.method)), nonce };
  }

  /**
   * A form to /admin/gallery: read only for a signed-in owner (otherwise the
   * page's action answers 401 with nothing read, and the connection is
   * closed), its files streamed into a temporary folder removed afterwards.
   * Its body is not held to REQUEST_TIMEOUT_SECONDS: a phone's photo on
   * mobile data takes longer. It may take up to UPLOAD_TIMEOUT_SECONDS as
   * long as it keeps moving; one that stops for UPLOAD_STALL_SECONDS is given
   * up. A form not received whole is answered with the page saying so (when
   * its sender is still there to read it), and the connection is closed;
   * nothing of it is kept.
   */
  async function upload(request: FastifyRequest, reply: FastifyReply, url: URL, context: AppLoadContext, owner: AdminApi) {
    if (!(await owner.session())) {
      reply.header("connection", "close");
      return render(request, reply, url, context, request.method, new URLSearchParams());
    }
    request.releaseRequestTimeout();
    const dir = mkdtempSync(path.join(os.tmpdir(), "upload-"));
    try {
      let received: ReceivedForm;
      let uploadFailed: AppLoadContext["uploadFailed"];
      try {
        received = await receiveForm(request.raw, request.headers, dir, uploadLimits);
      } catch (error) {
        reply.header("connection", "close");
        if (error instanceof FormNotReceived) {
          request.log.warn({ reason: error.reason, detail: error.message }, "admin: an upload was not received whole");
          received = { fields: error.fields, files: {} };
          uploadFailed = error.reason;
        } else {
          request.log.error({ err: error }, "admin: an upload could not be stored");
          received = { fields: [], files: {} };
          uploadFailed = "unavailable";
        }
      }
      return await render(
        request,
        reply,
        url,
        { ...context, uploads: received.files, uploadFailed },
        request.method,
        new URLSearchParams(received.fields),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const early = before?.(request, reply);
    if (early) return early;
    let url: URL;
    try {
      const base = new URL(`${request.protocol}://${request.host}`);
      url = new URL(request.url, base);
      // `//host/…` or `/\host/…` would be another site's address to URL parsers, and to React Router.
      if (url.origin !== base.origin) throw new Error("not a path of this site");
    } catch {
      // An empty or malformed Host header, or an address that is no path of this site: there is nothing to answer for.
      return sendStatus(request, reply, 400);
    }
    const sender: Sender = { ip: request.ip, url, origin: claimedOrigin(request) };
    if (answered && limits) {
      if (answered.count(sender.ip) >= limits.max) {
        return sendStatus(request, reply, 429, { retryAfterSeconds: answered.waitMs(sender.ip, limits.max) / 1000 });
      }
      answered.add(sender.ip);
    }
    if (inFlight >= MAX_IN_FLIGHT) return shed(request, reply);
    inFlight += 1;
    let response: Awaited<ReturnType<typeof answer>>;
    try {
      response = await answer(request, reply, url, sender);
    } finally {
      inFlight -= 1;
    }

    const html = response.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
    if (notFoundPage && response.status === 404 && html && !isAdminPath(url.pathname) && ["GET", "HEAD"].includes(request.method))
      return notFoundPage(request, reply);
    reply.code(response.status);
    const cookies: string[] = [];
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") cookies.push(value);
      // The body is sent (and compressed) here: its length is worked out again.
      else if (name !== "content-length") reply.header(name, value);
    }
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE);
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      reply.header("content-security-policy", versionOf(request).policies.rendered(url.pathname, response.nonce));
    }
    if (request.method === "HEAD" || response.body.length === 0) return reply.send();
    reply.compress(response.body);
    return reply;
  }

  // One route for every address: what the server does not answer from its files is React Router's.
  const methods = ["GET", "HEAD", "POST"];
  app.route({
    method: methods,
    url: "/*",
    handler,
    async preParsing(request) {
      if (Number(request.headers["content-length"]) > bodyLimitOf(request)) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    },
  });
  // The uploads, in a scope of their own whose body is left in the request stream for upload() to read.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request: FastifyRequest, _payload: unknown, done: (error: null) => void) => done(null));
    for (const url of UPLOAD_PATHS) scope.route({ method: methods, url, handler });
  });
}
