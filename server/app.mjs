// @ts-check
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { CONTACT_PATH, enquiryRoutes } from "./enquiries/routes.mjs";

/** Hashed build assets never change under the same name: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages may change with every deploy: browsers revalidate them (ETag) each time. */
const REVALIDATE = "no-cache";
/** Unhashed files (favicon, robots.txt…): a day. */
const SHORT = "public, max-age=86400";

/** The prerendered page that unknown paths get, with status 404. */
const NOT_FOUND_PAGE = "404/index.html";

/**
 * Finds every prerendered page (`<dir>/index.html`) under `root` and returns
 * its URL path, e.g. "/", "/prices", "/services/gardening". The not-found page
 * is not a page of its own: it is only ever sent with status 404.
 * @param {string} root
 * @returns {Map<string, string>} URL path → file path relative to root
 */
export function findPages(root) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === "index.html") pages.set(`/${dir}`, relative);
    }
  };
  walk("");
  pages.delete("/404");
  return pages;
}

/**
 * @param {string} filePath absolute path of the file being sent
 * @param {string} root
 */
function cacheControlFor(filePath, root) {
  const relative = path.relative(root, filePath).split(path.sep).join("/");
  if (relative.startsWith("assets/")) return IMMUTABLE;
  if (/\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return SHORT;
}

/**
 * The site's HTTP server: the static build, with real status codes, and the
 * enquiry API when `enquiries` is given (see ./enquiries/routes.mjs).
 * @param {{
 *   root: string,
 *   logger?: import("fastify").FastifyServerOptions["logger"],
 *   trustProxy?: import("fastify").FastifyServerOptions["trustProxy"],
 *   enquiries?: import("./enquiries/routes.mjs").EnquiryDeps,
 * }} options
 */
export async function buildServer({ root, logger = false, trustProxy = false, enquiries }) {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(absoluteRoot, NOT_FOUND_PAGE))) {
    throw new Error(
      `No build found in ${absoluteRoot} (missing ${NOT_FOUND_PAGE}). Run "npm run build" first.`,
    );
  }
  const pages = findPages(absoluteRoot);

  const app = Fastify({ logger, trustProxy });

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
  });

  await app.register(fastifyStatic, {
    root: absoluteRoot,
    // Serves file.br or file.gz made at build time when the browser accepts it.
    preCompressed: true,
    // Pages are served by the routes below; directories are never listed or indexed.
    index: false,
    redirect: false,
    // Pages only under their own address (/prices, not /prices/index.html), and
    // compressed copies only as an encoding of the file they belong to.
    // (The page routes below and the not-found handler send those files themselves.)
    allowedPath: (pathName, _root, request) =>
      request.routeOptions.url !== "/*" || !/\.(html|br|gz)$/.test(pathName),
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header("Cache-Control", cacheControlFor(filePath, absoluteRoot));
    },
  });

  if (enquiries) {
    // In its own scope: its body parsers, rate limits and error handler apply to its routes only.
    await app.register(enquiryRoutes, { root: absoluteRoot, ...enquiries });
  }

  for (const [urlPath, file] of pages) {
    // With the enquiry API, the contact page is sent by its routes (with a signed form token).
    if (!(enquiries && urlPath === CONTACT_PATH)) app.get(urlPath, (_request, reply) => reply.sendFile(file));
    if (urlPath !== "/") {
      // One address per page: /prices/ → /prices.
      app.get(`${urlPath}/`, (_request, reply) => reply.redirect(urlPath, 308));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("Allow", "GET, HEAD").send({ error: "Method Not Allowed" });
    }
    return reply.code(404).sendFile(NOT_FOUND_PAGE);
  });

  return app;
}
