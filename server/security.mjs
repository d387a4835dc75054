// @ts-check
/**
 * The site's security headers, defined once. The Node server sends them
 * (server/app.mjs, with @fastify/helmet for the fixed ones), and the build
 * writes the same headers into the files static hosts read (`_headers`, and
 * an nginx snippet): scripts/postbuild.mjs asks the server for them.
 *
 * Content-Security-Policy: scripts only from the site itself, plus the inline
 * scripts the prerender writes (the theme script, React Router's hydration
 * data and module loader, React's streaming helpers), each allowed by its
 * SHA-256 hash, computed from the prerendered pages. No 'unsafe-inline', no
 * 'unsafe-eval'. Styles only from the site's CSS file, plus the toaster's
 * stylesheet by its hash. The map's origin may be framed only by the contact
 * page, the one page that has the map.
 */
import { createHash } from "node:crypto";

/** The OpenStreetMap embed on the contact page (app/components/contact/location-map.tsx). */
export const MAP_ORIGIN = "https://www.openstreetmap.org";
/** The pages that may frame the map. */
export const MAP_PAGES = new Set(["/contact"]);

/**
 * A CSP source expression for `text`'s SHA-256 hash.
 * @param {string} text
 */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Script types the browser runs (an empty type is JavaScript); JSON-LD and the like are data. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The contents of every inline script a page would run.
 * @param {string} html
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (EXECUTABLE.test(type.trim())) scripts.push(match[2] ?? "");
  }
  return scripts;
}

/**
 * What no hash can allow: inline event handlers, `javascript:` URLs, style
 * attributes and <style> elements. The build fails on any of them.
 * @param {string} html
 * @returns {string[]} one line per problem
 */
export function uncoverableInline(html) {
  const problems = [];
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  for (const match of markup.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) problems.push(`an inline event handler (${match[1]}=)`);
  if (/\s(?:href|src|action|formaction)\s*=\s*"\s*javascript:/i.test(markup)) problems.push("a javascript: URL");
  if (/<[a-z][^>]*\sstyle\s*=/i.test(markup)) problems.push("a style attribute");
  if (/<style\b/i.test(markup)) problems.push("a <style> element");
  return problems;
}

/**
 * @param {{ scriptHashes?: string[], styleHashes?: string[], map?: boolean }} options
 * @returns {Record<string, string[]>}
 */
export function cspDirectives({ scriptHashes = [], styleHashes = [], map = false } = {}) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", ...styleHashes],
    // data: for the favicon, which the pages carry inline (app/root.tsx).
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": map ? [MAP_ORIGIN] : ["'none'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** @param {Record<string, string[]>} directives */
export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The headers every response carries besides the CSP, as @fastify/helmet is
 * configured to send them (see helmetOptions) plus Permissions-Policy.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

/** Two years, subdomains too: what the HSTS preload list asks for. */
export const HSTS_MAX_AGE = 63072000;

/**
 * @fastify/helmet's options. The CSP is set per page by the server (each
 * page has its own script hashes), so helmet's own is off.
 * @param {{ hsts: boolean }} options
 * @returns {import("@fastify/helmet").FastifyHelmetOptions}
 */
export function helmetOptions({ hsts }) {
  return {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
    xContentTypeOptions: true,
    // The site has no cross-origin subdomains or Flash: these legacy headers say nothing useful.
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: true,
    xXssProtection: true,
  };
}
