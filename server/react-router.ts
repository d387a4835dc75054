/**
 * The routes React Router renders per request (see site-build.ts), handed to
 * its own request handler as in React Router's node-custom-server template:
 * the Fastify request becomes a Fetch `Request`, the handler's `Response`
 * goes back as it is, compressed. The load context carries the enquiry desk,
 * bound to this request's sender, and a fresh Content-Security-Policy nonce
 * for the response's inline scripts.
 */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { PRIVATE } from "./cache-policy";
import type { AdminRequest } from "./admin";
import type { ServerDesk } from "./enquiries/desk";
import type { PagePolicies } from "./page-policies";

/** Forms and JSON sends are small; anything larger is refused (413) before React Router sees it. */
export const BODY_LIMIT = 16 * 1024;

export interface ReactRouterOptions {
  /** The server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** URL paths to hand to React Router (Fastify's syntax: `:param` segments). */
  paths: readonly string[];
  policies: PagePolicies;
  desk?: ServerDesk;
  /** The owner's pages (server/admin): sign-in, sessions, inbox. */
  admin?: { forRequest(request: AdminRequest): AppLoadContext["admin"] };
  mode?: string;
}

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

export async function reactRouterRoutes(
  app: FastifyInstance,
  { build, paths, policies, desk, admin, mode = "production" }: ReactRouterOptions,
) {
  const handle = createRequestHandler(build, mode);

  // React Router reads the body itself: the route only collects it, up to the limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Made for one visitor each time: quick settings, not the build's maximum.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    let url: URL;
    try {
      url = new URL(request.url, `${request.protocol}://${request.host}`);
    } catch {
      // An empty or malformed Host header: there is no address to answer for.
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request");
    }
    const nonce = randomBytes(16).toString("base64");
    const controller = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const withBody = request.method !== "GET" && request.method !== "HEAD";
    const fetchRequest = new Request(url, {
      method: request.method,
      headers: fetchHeaders(request),
      signal: controller.signal,
      ...(withBody ? { body: new Uint8Array((request.body as Buffer | undefined) ?? Buffer.alloc(0)) } : {}),
    });
    const context: AppLoadContext = {
      cspNonce: nonce,
      enquiries: desk?.forRequest({ ip: request.ip, url, origin: claimedOrigin(request) }),
      admin: /^\/admin(\/|\.data$|$)/.test(url.pathname)
        ? admin?.forRequest({
            ip: request.ip,
            url,
            origin: claimedOrigin(request),
            cookie: request.headers.cookie,
            userAgent: request.headers["user-agent"],
          })
        : undefined,
    };
    // The owner's pages take sends only from the site's own pages (decision 0028): 403 before React Router sees one from elsewhere.
    if (context.admin && withBody && !context.admin.sameOrigin) {
      return reply.code(403).header("cache-control", PRIVATE).type("text/plain; charset=utf-8").send("Forbidden");
    }
    const response = await handle(fetchRequest, context);

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control")) reply.header("cache-control", PRIVATE);
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      reply.header("content-security-policy", policies.rendered(url.pathname, nonce));
    }
    if (!response.body || request.method === "HEAD") return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  }

  for (const path of paths) {
    // The page, and the data React Router's client asks for when it navigates to it or submits its form.
    for (const url of [path, `${path}.data`]) app.route({ method: ["GET", "POST"], url, handler });
  }
}
