/**
 * The site's HTTP server (Fastify), one catch-all route as in React Router's
 * node-custom-server template: the version's files first (a page's
 * prerendered HTML for its bare address, its loader data, hashed assets
 * cached for a year, brotli and gzip copies made at build time), then React
 * Router for everything else (server/react-router.ts), which knows the routes
 * and answers a path none has with the not-found page and 404. A page whose
 * route answers for one visitor (the contact page) is never its file
 * (server/site-files.ts); a page asked with a query is rendered too. Every
 * response carries the security headers (server/security.ts).
 *
 * Against slow and hostile clients: a request's headers must arrive within
 * REQUEST_TIMEOUT_SECONDS and its body within REQUEST_TIMEOUT_SECONDS more
 * (server/request-timeout.ts), except the owner's photo uploads, which may
 * take up to UPLOAD_TIMEOUT_SECONDS as long as they keep moving (decision
 * 0041); an idle connection is closed after 30 s (5 s
 * between requests on a kept-alive one), and one address may hold only
 * MAX_CONNECTIONS_PER_ADDRESS connections (server/connections.ts). What
 * Fastify or Node refuse themselves (a malformed address, headers too
 * large) gets a short Bulgarian page with the security headers
 * (server/status-page.ts), never a framework's error code.
 *
 * The log never holds a secret (server/log.ts): requests are logged by their
 * route's pattern, without headers, and a refused request without its bytes.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { UPLOAD_MAX_MS, UPLOAD_STALL_MS } from "./admin/photos";
import { IMMUTABLE, PHOTOS_DIR, REVALIDATE, cacheControlFor } from "./cache-policy";
import { addressMatcher, limitConnectionsPerAddress } from "./connections";
import type { ServerDesk } from "./enquiries/desk";
import type { PagePolicies } from "./page-policies";
import { reactRouterRoutes, type ReactRouterOptions } from "./react-router";
import { currentContent } from "~/content/current.server";
import { liveSite, type LiveSite, type SiteVersion } from "./live-site";
import { withLogSerializers } from "./log";
import { writeWhole } from "./write-whole";
import { limitBodyTime } from "./request-timeout";
import { PERMISSIONS_POLICY, helmetOptions } from "./security";
import type { ClientLimits } from "./settings";
import { NOT_FOUND_PATH, dataFile, pageOfData, readSiteFile, type SiteFiles } from "./site-files";
import { SITEMAP_FILES } from "./sitemap";
import { rawStatusResponse, statusResponder } from "./status-page";

/** The type React Router answers its data requests with. */
const DATA_TYPE = "text/x-script";

export interface HttpServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  site: SiteFiles;
  policies: PagePolicies;
  desk?: ServerDesk;
  admin?: ReactRouterOptions["admin"];
  /** A pino logger; none by default (tests). */
  logger?: FastifyBaseLogger;
  /** Addresses of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy?: readonly string[];
  hsts?: boolean;
  mode?: string;
  /** Per-client limits (settings.ts); generous defaults for tests and the build's own use. */
  limits?: ClientLimits;
  /**
   * The version being served, swapped whole when the owner publishes (decision 0029);
   * by default `build`, `site` and `policies` for good.
   */
  live?: LiveSite;
  /**
   * DATA_DIR/photos/: the sizes of the owner's uploaded photos (decision 0042),
   * served at /photos/<name>. Without it, /photos/ is the build's own folder
   * (a build with the content's photos copied in).
   */
  photosDir?: string;
  /** An uploaded photo's size this server lacks, from the database (another server made it; decision 0045). */
  photoSource?: (name: string) => Promise<Buffer | undefined>;
}

/** The name of an uploaded photo's size (app/lib/image-sizes.server.ts): nothing else is served from DATA_DIR/photos/. */
export const PHOTO_FILE = /^photo-[1-9]\d{0,4}\.[0-9a-f]{10}\.(avif|webp|jpg)$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The site version this request is answered from, taken when it arrived. */
    siteVersion: SiteVersion | null;
  }
}

/** What the server allows one client when no settings say otherwise (settings.ts has the same defaults). */
export const DEFAULT_LIMITS: ClientLimits = {
  requestTimeoutMs: 10_000,
  upload: { stallMs: UPLOAD_STALL_MS, maxMs: UPLOAD_MAX_MS },
  connectionsPerAddress: 20,
  pages: { max: 60, windowMs: 60_000 },
};

/** A connection with nothing happening on it is closed after this. */
const IDLE_TIMEOUT_MS = 30_000;
/** A kept-alive connection waits this long for the next request. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Node's own bound on any request comes this much after an upload's, so that a slow upload gets its page, not a bare 408. */
const UPLOAD_BOUND_MARGIN_MS = 5_000;

/**
 * Files of the build that are never sent as themselves: pages and their data
 * go by their page's address, compressed copies as an encoding, `_headers` is
 * for static hosts.
 */
const NOT_SERVED = /(\.html|\.data|\.br|\.gz|^_headers)$/;

/** The not-found page, read once per version: sent whole with status 404, whatever the request's conditions or ranges. */
function notFoundResponder(site: SiteFiles) {
  const file = path.join(site.root, site.notFoundFile);
  const read = (suffix: string) => {
    try {
      return readFileSync(file + suffix);
    } catch {
      return undefined;
    }
  };
  const plain = readSiteFile(site.root, site.notFoundFile);
  const encoded = { br: read(".br"), gzip: read(".gz") };
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(404).type("text/html; charset=utf-8").header("cache-control", REVALIDATE).header("vary", "Accept-Encoding");
    for (const encoding of ["br", "gzip"] as const) {
      const body = encoded[encoding];
      if (body && accepts(request, encoding)) return reply.header("content-encoding", encoding).send(body);
    }
    return reply.send(plain);
  };
}

/** Whether the request's Accept-Encoding names `encoding`. */
const accepts = (request: FastifyRequest, encoding: "br" | "gzip") =>
  new RegExp(`\\b${encoding}\\b`).test(String(request.headers["accept-encoding"] ?? ""));

/**
 * A page or its data from a version's folder. A published version keeps only
 * their compressed copies (decision 0046): a client that takes neither gets
 * the brotli copy decompressed, with the headers the file would have had.
 */
function sendPageFile(request: FastifyRequest, reply: FastifyReply, file: string, root: string) {
  if (accepts(request, "br") || accepts(request, "gzip") || existsSync(path.join(root, file))) return reply.sendFile(file, root);
  return reply
    .type(file.endsWith(".html") ? "text/html; charset=utf-8" : "text/x-script")
    .header("cache-control", cacheControlFor(file))
    .header("vary", "accept-encoding")
    .send(readSiteFile(root, file));
}

/** `/./prices`, `//prices`, `/prices/`, `/%2e/prices` → "/prices", when that is one of `known`; otherwise undefined. */
export function canonicalPath(rawPath: string, known: { has(path: string): boolean }): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const canonical = path.posix.normalize(decoded).replace(/(.)\/+$/, "$1");
  return canonical !== rawPath && known.has(canonical) ? canonical : undefined;
}

/**
 * Whether a path is in its one form, the only one React Router is given: it decodes, has no
 * `.`, `..` or empty segment, no trailing slash, and no backslash (which URL parsers read as a slash).
 */
export function inCanonicalForm(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return !decoded.includes("\\") && path.posix.normalize(decoded).replace(/(.)\/+$/, "$1") === decoded;
}

/** A query that only names the routes React Router's client wants (`?_routes=…`): a page's data file has them all. */
const onlyRoutesNamed = (search: string) => [...new URLSearchParams(search).keys()].every((name) => name === "_routes");

/**
 * `/assets/?a=1`'s path without its trailing slashes: "/assets"; undefined for `/` and for a
 * path without one. Leading slashes collapse to one, so `//example.com/` stays on this site.
 */
export function withoutTrailingSlash(rawPath: string): string | undefined {
  if (rawPath === "/" || !rawPath.endsWith("/")) return undefined;
  return `/${rawPath.replace(/^\/+/, "").replace(/\/+$/, "")}`;
}

export async function createHttpServer({
  build,
  site,
  policies,
  desk,
  admin,
  logger,
  trustProxy = [],
  hsts = true,
  mode,
  limits = DEFAULT_LIMITS,
  live = liveSite({ id: 0, build, site, policies, content: currentContent() }),
  photosDir,
  photoSource,
}: HttpServerOptions) {
  const log = logger ? withLogSerializers(logger) : undefined;
  const sendStatus = statusResponder({ hsts });
  const versionOf = (request: FastifyRequest) => request.siteVersion ?? live.current();
  /** Node's HTTP parser refused the connection before there was a request, or its request took too long. */
  function refuseConnection(error: Error, socket: Socket) {
    const code = (error as { code?: string }).code;
    if (code === "ECONNRESET" || socket.destroyed) return;
    const status = code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    // The code only: Node's error keeps the refused request's bytes, cookies and all.
    log?.info({ code, address: socket.remoteAddress }, `connection refused with ${status}`);
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !answering?.headersSent) socket.end(rawStatusResponse(status, { hsts }));
    setTimeout(() => socket.destroy(), 1_000).unref();
  }
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: false }),
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    // Node's limit is one figure for every request: the longest any may take, an upload's. Others are held
    // to REQUEST_TIMEOUT_SECONDS by the headers' limit below and limitBodyTime().
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.upload.maxMs + UPLOAD_BOUND_MARGIN_MS),
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the timeouts every 30 s by default: a slow client would get up to that much longer.
    http: { headersTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    // An address Fastify cannot route (a broken %-escape): the short page, with the headers the hooks would have added.
    frameworkErrors: (error, request, reply) => {
      // Not the error itself: its message repeats the address, which may be a sign-in link's.
      request.log.info({ code: error.code }, "request refused: the address cannot be read");
      return sendStatus(request, reply, 400);
    },
    clientErrorHandler: refuseConnection,
  });
  limitBodyTime(app, limits.requestTimeoutMs, refuseConnection);
  limitConnectionsPerAddress(app.server, {
    max: limits.connectionsPerAddress,
    exempt: addressMatcher(trustProxy),
    log,
  });

  app.decorateRequest("siteVersion", null);
  app.addHook("onRequest", async (request) => {
    request.siteVersion = live.current();
  });
  await app.register(fastifyHelmet, helmetOptions({ hsts }));
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // A prerendered page's loader data, sent as a file: in React Router's own format.
    if (reply.statusCode === 200 && (request.url.split("?")[0] ?? "").endsWith(".data")) reply.header("Content-Type", DATA_TYPE);
    if (!reply.hasHeader("content-security-policy")) {
      const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
      const pathname = request.url.split("?")[0] ?? "";
      const { policies: current } = versionOf(request);
      const page = html ? (current.page(pathname) ?? current.page(NOT_FOUND_PATH)) : undefined;
      reply.header("Content-Security-Policy", page ?? current.other);
    }
    return payload;
  });

  // The not-found page's file, with status 404: for what is never React Router's to answer.
  const notFoundPages = new WeakMap<SiteVersion, ReturnType<typeof notFoundResponder>>();
  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const version = versionOf(request);
    let responder = notFoundPages.get(version);
    if (!responder) notFoundPages.set(version, (responder = notFoundResponder(version.site)));
    return responder(request, reply);
  }

  /**
   * The version's file for this request, sent; undefined when React Router answers it.
   * Every page's one address: a path that only differs by its form (`/prices/`, `//prices`,
   * `/./prices`) redirects there, keeping the query, as any other path with a trailing slash
   * does to itself without it (the nginx snippet does the same); another path not in its one
   * form is the not-found page. A page's file answers its bare address only, its data file
   * React Router's client; a page rendered per request has neither.
   */
  function fromFiles(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const query = request.url.indexOf("?");
    const rawPath = query >= 0 ? request.url.slice(0, query) : request.url;
    const search = query >= 0 ? request.url.slice(query) : "";
    const read = request.method === "GET" || request.method === "HEAD";
    const { site: current } = versionOf(request);
    if (!inCanonicalForm(rawPath)) {
      // A folder (`/assets/`) is never answered as one either: the path without its slash, which is the not-found page.
      const canonical = read ? (canonicalPath(rawPath, current.pages) ?? withoutTrailingSlash(rawPath)) : undefined;
      return canonical ? reply.redirect(canonical + search, 308) : sendNotFound(request, reply);
    }
    const pathname = decodeURIComponent(rawPath);
    const dataOf = pageOfData(pathname);
    if ((dataOf ?? pathname) === NOT_FOUND_PATH) return sendNotFound(request, reply);
    if (!read) return undefined;
    const servable = (urlPath: string) => current.pages.has(urlPath) && !current.perRequest.has(urlPath);
    if (dataOf !== undefined)
      return servable(dataOf) && onlyRoutesNamed(search) ? sendPageFile(request, reply, dataFile(dataOf), current.root) : undefined;
    if (servable(pathname)) return search === "" ? sendPageFile(request, reply, current.pages.get(pathname)!, current.root) : undefined;
    if (NOT_SERVED.test(path.posix.basename(pathname))) return undefined;
    // A published version's sitemap and robots.txt, which name its site address (server/sitemap.ts).
    const own = SITEMAP_FILES.find((name) => pathname === `/${name}`);
    if (own && current.root !== current.assets && existsSync(path.join(current.root, own))) return reply.sendFile(own, current.root);
    let isFile = false;
    try {
      isFile = statSync(path.join(current.assets, pathname), { throwIfNoEntry: false })?.isFile() ?? false;
    } catch {
      // A name no file can have (a NUL byte).
    }
    return isFile ? reply.sendFile(rawPath, current.assets) : undefined;
  }

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    // @fastify/static refuses a file it will not send (a dotfile) with 403 or 404.
    if (status === 403 || status === 404) return sendNotFound(request, reply);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ err: error }, `request refused with ${status}`);
    return sendStatus(request, reply, status >= 500 ? 500 : status);
  });

  await app.register(fastifyStatic, {
    root: site.root,
    // Files are sent from the version each request is answered from (fromFiles), not from one folder.
    serve: false,
    // Serves file.br or file.gz made at build time when the browser accepts it.
    preCompressed: true,
    // Directories are never listed or indexed.
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const { root, assets } = versionOf((reply as unknown as FastifyReply).request).site;
      const from = filePath.startsWith(root + path.sep) ? root : assets;
      const relative = path.relative(from, filePath).split(path.sep).join("/");
      // An uploaded photo's size from DATA_DIR/photos/ is as immutable as one in the build's photos/.
      const ownPhoto = photosDir !== undefined && path.dirname(filePath) === path.resolve(photosDir);
      reply.header("Cache-Control", ownPhoto ? IMMUTABLE : cacheControlFor(relative));
    },
  });
  // The owner's uploaded photos' sizes (decision 0042): a file of exactly that name in DATA_DIR/photos/, else the
  // build's own photos/ (a build made with them); any other name under /photos/ is the not-found page.
  app.route({
    method: ["GET", "HEAD"],
    url: `/${PHOTOS_DIR}/:name`,
    async handler(request, reply) {
      const { name } = request.params as { name: string };
      if (!PHOTO_FILE.test(name) || request.url.split("?")[0] !== `/${PHOTOS_DIR}/${name}`) return sendNotFound(request, reply);
      if (photosDir && !existsSync(path.join(photosDir, name))) {
        // Made by another server: taken from the database into this one's folder, once.
        const bytes = await photoSource?.(name);
        if (bytes) writeWhole(path.join(photosDir, name), bytes);
      }
      if (photosDir && existsSync(path.join(photosDir, name))) return reply.sendFile(name, path.resolve(photosDir));
      return reply.sendFile(`${PHOTOS_DIR}/${name}`, versionOf(request).site.assets);
    },
  });

  // In its own scope: its body parser and compression apply to its routes only.
  await app.register(reactRouterRoutes, {
    build,
    policies,
    desk,
    admin,
    mode,
    limits: limits.pages,
    uploadLimits: limits.upload,
    sendStatus,
    notFoundPage: sendNotFound,
    before: fromFiles,
    version: versionOf,
  });

  // A method no address takes (PUT, DELETE…), or an address that is not a path.
  app.setNotFoundHandler(sendNotFound);
  return app;
}
