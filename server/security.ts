/**
 * The site's security headers, defined once. The Node server sends them
 * (server/http.ts, with @fastify/helmet for the fixed ones), and the build
 * writes the same headers into the files static hosts read (`_headers`, and
 * an nginx snippet): tools/build/static-hosting.ts asks the server for them.
 *
 * Content-Security-Policy: scripts only from the site itself, plus the
 * inline scripts of each page: on a prerendered page each is allowed by its
 * SHA-256 hash, computed from the built file; on a page rendered per request
 * by a nonce made for that response. No 'unsafe-inline', no 'unsafe-eval'.
 * Styles: the site's stylesheet is written into each page's <head>, allowed
 * the same way (hash or nonce); no style attributes, no other inline style.
 * The map's origin may be framed only by the contact page, the one page that
 * has the map.
 */
import { createHash } from "node:crypto";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import { attributeOf, elementsOf, textOf } from "./html";

/** The OpenStreetMap embed on the contact page (app/components/contact/location-map.tsx). */
export const MAP_ORIGIN = "https://www.openstreetmap.org";
/** The pages that may frame the map. */
export const MAP_PAGES = new Set(["/contact"]);
/** The pages that show a file the owner has chosen, before it is sent, by its `blob:` address (decision 0051). */
export const PREVIEW_PAGES = new Set(["/admin/gallery"]);

/** A CSP source expression for `text`'s SHA-256 hash. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Script types the browser runs (an empty type is JavaScript); JSON-LD and the like are data. */
const EXECUTABLE = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The contents of every inline script a page would run and of every <style> element, as the
 * browser's HTML parser reads them (one parse for both). A change to what this finds must count up
 * INLINE_CODE_READING (server/page-policies.ts), so that no manifest made before it is trusted.
 */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of elementsOf(html)) {
    if (element.tagName === "style") styles.push(textOf(element));
    if (element.tagName !== "script" || attributeOf(element, "src") !== undefined) continue;
    if (EXECUTABLE.has((attributeOf(element, "type") ?? "").trim().toLowerCase())) scripts.push(textOf(element));
  }
  return { scripts, styles };
}

/** The contents of every inline script a page would run. */
export const inlineScripts = (html: string): string[] => inlineCode(html).scripts;

/** The contents of every <style> element of a page. */
export const inlineStyles = (html: string): string[] => inlineCode(html).styles;

/**
 * What no hash can allow: inline event handlers, `javascript:` URLs and style
 * attributes. The build fails on any of them.
 */
export function uncoverableInline(html: string): string[] {
  const problems: string[] = [];
  for (const element of elementsOf(html)) {
    for (const { name, value } of element.attrs ?? []) {
      if (/^on[a-z]+$/.test(name)) problems.push(`an inline event handler (${name}=)`);
      else if (name === "style") problems.push("a style attribute");
      else if (["href", "src", "action", "formaction"].includes(name) && /^\s*javascript:/i.test(value)) problems.push("a javascript: URL");
    }
  }
  return problems;
}

export interface PolicyOptions {
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
  /** A per-response nonce, for pages rendered per request. */
  nonce?: string;
  map?: boolean;
  /** Whether the page shows the owner's chosen files by their `blob:` addresses. */
  preview?: boolean;
}

export function cspDirectives({ scriptHashes = [], styleHashes = [], nonce, map = false, preview = false }: PolicyOptions = {}): Record<
  string,
  string[]
> {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...nonceSource, ...scriptHashes],
    "style-src": ["'self'", ...nonceSource, ...styleHashes],
    // data: for the favicon, which the pages carry inline (app/root.tsx).
    // blob: only where the owner's chosen photo is shown before it is sent: a file of their own device.
    "img-src": ["'self'", "data:", ...(preview ? ["blob:"] : [])],
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

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Sent with every response, beside the headers helmet sends. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

/** Two years, subdomains too: what the HSTS preload list asks for. */
export const HSTS_MAX_AGE = 63072000;

/**
 * @fastify/helmet's options. The CSP is set per page by the server (each
 * page has its own script hashes or nonce), so helmet's own is off.
 */
export function helmetOptions({ hsts }: { hsts: boolean }): FastifyHelmetOptions {
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

/**
 * The headers helmet sends with these options, for the few answers the
 * server writes without Fastify's hooks (a request Fastify cannot route, or
 * one Node's HTTP parser refuses: server/status-page.ts). A unit test keeps
 * the two the same.
 */
export function fixedSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(hsts ? { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "X-XSS-Protection": "0",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}
