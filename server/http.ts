/**
 * The site's HTTP server (Fastify): the build's files first (the prerendered
 * pages as they are, hashed assets cached for a year, brotli and gzip copies
 * made at build time), then React Router for the routes it renders per
 * request (server/react-router.ts), and the not-found page with status 404
 * for anything else. Every response carries the security headers
 * (server/security.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { REVALIDATE, cacheControlFor } from "./cache-policy";
import type { ServerDesk } from "./enquiries/desk";
import type { PagePolicies } from "./page-policies";
import { reactRouterRoutes } from "./react-router";
import { PERMISSIONS_POLICY, helmetOptions } from "./security";
import { NOT_FOUND_PATH, type SiteBuild } from "./site-build";

/** The type React Router answers its data requests with. */
const DATA_TYPE = "text/x-script";

export interface HttpServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  site: SiteBuild;
  policies: PagePolicies;
  desk?: ServerDesk;
  /** A pino logger; none by default (tests). */
  logger?: FastifyBaseLogger;
  /** Addresses of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy?: readonly string[];
  hsts?: boolean;
  mode?: string;
}

/**
 * Files of the build that are never sent as themselves: pages go by their
 * address, compressed copies as an encoding, `_headers` is for static hosts.
 * (A prerendered page's `.data` is sent as it is; a page rendered per request
 * has a route of its own for its data, which wins over the files.)
 */
const NOT_SERVED = /(\.html|\.br|\.gz|^_headers)$/;

/** The not-found page, read once: sent whole with status 404, whatever the request's conditions or ranges. */
function notFoundResponder(site: SiteBuild) {
  const file = path.join(site.root, site.notFoundFile);
  const read = (suffix: string) => {
    try {
      return readFileSync(file + suffix);
    } catch {
      return undefined;
    }
  };
  const plain = readFileSync(file);
  const encoded = { br: read(".br"), gzip: read(".gz") };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers["accept-encoding"] ?? "");
    reply.code(404).type("text/html; charset=utf-8").header("cache-control", REVALIDATE).header("vary", "Accept-Encoding");
    for (const encoding of ["br", "gzip"] as const) {
      const body = encoded[encoding];
      if (body && new RegExp(`\\b${encoding}\\b`).test(accepted)) return reply.header("content-encoding", encoding).send(body);
    }
    return reply.send(plain);
  };
}

/**
 * `/prices/?a=1` → `/prices?a=1`; null for `/` and for a path without a trailing
 * slash. Leading slashes collapse to one, so `//example.com/` stays on this site.
 */
export function withoutTrailingSlash(url: string): string | null {
  const query = url.indexOf("?");
  const pathname = query >= 0 ? url.slice(0, query) : url;
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  const target = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  return target + (query >= 0 ? url.slice(query) : "");
}

export async function createHttpServer({ build, site, policies, desk, logger, trustProxy = [], hsts = true, mode }: HttpServerOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
  });

  await app.register(fastifyHelmet, helmetOptions({ hsts }));
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // A prerendered page's loader data, sent as a file: in React Router's own format.
    if (reply.statusCode === 200 && (request.url.split("?")[0] ?? "").endsWith(".data")) reply.header("Content-Type", DATA_TYPE);
    if (!reply.hasHeader("content-security-policy")) {
      const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
      const pathname = request.url.split("?")[0] ?? "";
      const page = html ? (policies.page(pathname) ?? policies.page(NOT_FOUND_PATH)) : undefined;
      reply.header("Content-Security-Policy", page ?? policies.other);
    }
    return payload;
  });

  // One address per page, and no folder answered as such: /prices/ → /prices, /assets/ → /assets
  // (the not-found page), keeping the query. As the nginx snippet does (tools/build/static-hosting.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const target = withoutTrailingSlash(request.url);
    if (target !== null) return reply.redirect(target, 308);
  });

  await app.register(fastifyStatic, {
    root: site.root,
    // Serves file.br or file.gz made at build time when the browser accepts it.
    preCompressed: true,
    // Pages are served by the routes below; directories are never listed or indexed.
    index: false,
    redirect: false,
    allowedPath: (pathName, _root, request) => request.routeOptions.url !== "/*" || !NOT_SERVED.test(pathName.split("/").pop() ?? ""),
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(site.root, filePath).split(path.sep).join("/");
      reply.header("Cache-Control", cacheControlFor(relative));
    },
  });

  for (const [urlPath, file] of site.pages) {
    app.get(urlPath, (_request, reply) => reply.sendFile(file));
  }
  // In its own scope: its body parser and compression apply to its routes only.
  await app.register(reactRouterRoutes, { build, paths: site.dynamicPaths, policies, desk, mode });
  app.setNotFoundHandler(notFoundResponder(site));
  return app;
}
