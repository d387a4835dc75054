// @ts-check
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { CONTACT_PATH, ENQUIRY_API, enquiryRoutes } from "./enquiries/routes.mjs";
import {
  MAP_PAGES,
  PERMISSIONS_POLICY,
  cspDirectives,
  helmetOptions,
  inlineScripts,
  serializeCsp,
  sha256Source,
} from "./security.mjs";

/** Hashed build assets never change under the same name: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages may change with every deploy: browsers revalidate them (ETag) each time. */
const REVALIDATE = "no-cache";
/** Unhashed files (favicon, robots.txt…): a day. */
const SHORT = "public, max-age=86400";

/** The prerendered page that unknown paths get, with status 404. */
export const NOT_FOUND_PAGE = "404/index.html";
/** Written by scripts/postbuild.mjs beside build/client: each page's inline script hashes, the allowed inline styles. */
export const SECURITY_MANIFEST = "security.json";

/**
 * @typedef {{ styles: string[], pages: Record<string, string[]> }} SecurityManifest
 */

/**
 * Every prerendered HTML file with its path, the not-found page as "/404".
 * @param {string} root build/client
 * @returns {[string, string][]}
 */
export function prerenderedFiles(root) {
  return [...findPages(root), ["/404", NOT_FOUND_PAGE]];
}

/**
 * The inline script hashes and inline style hashes of a build, computed from
 * its prerendered pages (`/404` is the not-found page).
 * @param {string} root build/client
 * @param {string[]} styles the inline stylesheets the site's scripts insert (see scripts/postbuild.mjs)
 * @returns {SecurityManifest}
 */
export function securityManifest(root, styles) {
  /** @type {Record<string, string[]>} */
  const pages = {};
  for (const [urlPath, file] of prerenderedFiles(root)) {
    const hashes = inlineScripts(readFileSync(path.join(root, file), "utf8")).map(sha256Source);
    pages[urlPath] = [...new Set(hashes)].sort();
  }
  return { styles: styles.map(sha256Source), pages };
}

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
 *   hsts?: boolean,
 * }} options
 */
export async function buildServer({ root, logger = false, trustProxy = false, enquiries, hsts = true }) {
  const absoluteRoot = path.resolve(root);
  if (!existsSync(path.join(absoluteRoot, NOT_FOUND_PAGE))) {
    throw new Error(
      `No build found in ${absoluteRoot} (missing ${NOT_FOUND_PAGE}). Run "npm run build" first.`,
    );
  }
  const pages = findPages(absoluteRoot);
  const policies = pagePolicies(absoluteRoot);

  const app = Fastify({ logger, trustProxy });

  await app.register(fastifyHelmet, helmetOptions({ hsts }));
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    reply.header("Content-Security-Policy", policies.for(request.url, String(reply.getHeader("content-type") ?? "")));
    return payload;
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

/**
 * Each page's Content-Security-Policy, from the build's security manifest.
 * Refuses to start when a page has an inline script the manifest does not
 * allow (a page changed after the build).
 * @param {string} root build/client
 */
export function pagePolicies(root) {
  const file = path.join(root, "..", SECURITY_MANIFEST);
  if (!existsSync(file)) throw new Error(`No ${SECURITY_MANIFEST} beside ${root}. Run "npm run build" first.`);
  /** @type {SecurityManifest} */
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const current = securityManifest(root, []);
  /** @type {Map<string, string>} */
  const byPath = new Map();
  for (const [urlPath, hashes] of Object.entries(current.pages)) {
    const allowed = manifest.pages[urlPath] ?? [];
    const missing = hashes.filter((hash) => !allowed.includes(hash));
    if (missing.length > 0) {
      throw new Error(`${file} does not allow ${missing.length} inline script(s) of the page ${urlPath}: the build is out of date. Run "npm run build".`);
    }
    byPath.set(urlPath, serializeCsp(cspDirectives({ scriptHashes: allowed, styleHashes: manifest.styles, map: MAP_PAGES.has(urlPath) })));
  }
  const notFound = /** @type {string} */ (byPath.get("/404"));
  byPath.delete("/404");
  const other = serializeCsp(cspDirectives({ styleHashes: manifest.styles }));
  return {
    /**
     * @param {string} url the request's URL
     * @param {string} contentType the response's
     */
    for(url, contentType) {
      const pathname = url.split("?")[0] ?? "";
      const page = byPath.get(pathname);
      if (page) return page;
      if (!contentType.startsWith("text/html")) return other;
      // A plain form POST is answered with the contact page; anything else in HTML is the not-found page.
      if (pathname === ENQUIRY_API) return byPath.get(CONTACT_PATH) ?? notFound;
      return notFound;
    },
    /** @param {string} urlPath a page's path, or "/404" */
    page(urlPath) {
      return urlPath === "/404" ? notFound : byPath.get(urlPath);
    },
  };
}
