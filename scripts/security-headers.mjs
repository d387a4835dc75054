// @ts-check
/**
 * Build-time side of the security headers (server/security.mjs):
 * - checks every prerendered page for inline code no policy can allow,
 * - writes build/security.json (each page's inline script hashes and the
 *   inline stylesheet hashes) for the Node server,
 * - writes the same headers for static hosts, taken from the Node server's
 *   own answers: build/client/_headers (Cloudflare Pages syntax, with `! Name` to replace a header)
 *   and build/nginx-security.conf (an nginx snippet, see the README).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { SECURITY_MANIFEST, buildServer, findPages, prerenderedFiles, securityManifest } from "../server/app.mjs";
import { uncoverableInline } from "../server/security.mjs";

/** The headers that make up the site's security policy, as the server sends them. */
export const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
  "origin-agent-cluster",
  "x-xss-protection",
];

/**
 * Stylesheets the site's scripts insert as <style> elements: Sonner (the
 * toaster) inserts its CSS once, the same text every time, so its hash is
 * allowed. (Radix's scroll lock writes its styles through constructed
 * stylesheets instead, see app/lib/style-singleton.ts.)
 */
export function insertedStyles() {
  const require = createRequire(import.meta.url);
  const file = require.resolve("sonner").replace(/index\.(c?js|mjs)$/, "index.mjs");
  const source = readFileSync(file, "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error(`Could not find the stylesheet Sonner inserts in ${file}; the CSP needs its hash.`);
  // Sonner adds the <style> element empty, then its text: the browser checks both.
  return ["", JSON.parse(literal)];
}

/**
 * Fails when a page has inline code that a hash cannot allow.
 * @param {string} root build/client
 */
export function checkPages(root) {
  const problems = [];
  for (const [urlPath, file] of prerenderedFiles(root)) {
    for (const problem of uncoverableInline(readFileSync(path.join(root, file), "utf8"))) {
      problems.push(`build/client/${file} (${urlPath}): ${problem}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The Content-Security-Policy cannot allow this inline code; move it to a script or CSS file:\n  ${problems.join("\n  ")}`);
  }
}

/** @param {import("light-my-request").Response} response */
function securityHeadersOf(response) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of SECURITY_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** @param {string} name */
const titleCase = (name) => name.replace(/(^|-)([a-z])/g, (_, dash, letter) => `${dash}${letter.toUpperCase()}`);

/**
 * Asks the Node server for every page's headers (and the not-found page's,
 * and a hashed asset's) and writes them in the formats static hosts read.
 * @param {string} root build/client
 */
export async function staticHostFiles(root) {
  const app = await buildServer({ root, hsts: true });
  try {
    const pages = [...findPages(root).keys()].sort();
    const asset = readdirSync(path.join(root, "assets")).find((file) => file.endsWith(".css"));
    /** @type {Map<string, Record<string, string>>} */
    const byPath = new Map();
    for (const urlPath of pages) byPath.set(urlPath, securityHeadersOf(await app.inject({ url: urlPath })));
    const notFound = securityHeadersOf(await app.inject({ url: "/no-such-page" }));
    const assetHeaders = securityHeadersOf(await app.inject({ url: `/assets/${asset}` }));

    // _headers: every path gets the not-found page's headers (unknown paths are
    // answered with 404.html); each page then replaces its CSP ("! Name" detaches
    // the earlier value, so no path ends up with two policies).
    const lines = ["# Security headers, written by `npm run build` from the Node server's answers. Do not edit.", "/*"];
    for (const [name, value] of Object.entries(notFound)) lines.push(`  ${titleCase(name)}: ${value}`);
    const csp = "content-security-policy";
    const overrides = [["/assets/*", assetHeaders], ...pages.map((urlPath) => [urlPath, /** @type {Record<string, string>} */ (byPath.get(urlPath))])];
    for (const [urlPath, headers] of /** @type {[string, Record<string, string>][]} */ (overrides)) {
      if (headers[csp] === notFound[csp]) continue;
      lines.push(urlPath, `  ! Content-Security-Policy`, `  Content-Security-Policy: ${headers[csp]}`);
    }
    const headersFile = `${lines.join("\n")}\n`;

    // nginx: one `location` per page (add_header in a location replaces the server's).
    /** @param {Record<string, string>} headers @param {string} indent */
    const addHeaders = (headers, indent) =>
      Object.entries(headers)
        .map(([name, value]) => `${indent}add_header ${titleCase(name)} "${value}" always;`)
        .join("\n");
    const blocks = [
      "# Security headers for nginx, written by `npm run build` from the Node server's answers. Do not edit.",
      "# Include inside the server { } block that serves build/client (see the README).",
      "",
      "error_page 404 /404.html;",
      "location = /404.html {",
      "    internal;",
      addHeaders(notFound, "    "),
      "}",
      "location /assets/ {",
      '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
      addHeaders(assetHeaders, "    "),
      "}",
      "location / {",
      addHeaders(notFound, "    "),
      "    try_files $uri =404;",
      "}",
      ...pages.flatMap((urlPath) => [
        `location = ${urlPath} {`,
        addHeaders(/** @type {Record<string, string>} */ (byPath.get(urlPath)), "    "),
        '    add_header Cache-Control "no-cache" always;',
        `    try_files ${urlPath === "/" ? "/index.html" : `${urlPath}/index.html`} =404;`,
        "}",
      ]),
    ];
    return { headersFile, nginx: `${blocks.join("\n")}\n`, byPath, notFound, assetHeaders };
  } finally {
    await app.close();
  }
}

/**
 * The whole build step.
 * @param {string} root build/client
 */
export async function writeSecurityFiles(root) {
  checkPages(root);
  const manifest = securityManifest(root, insertedStyles());
  writeFileSync(path.join(root, "..", SECURITY_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = await staticHostFiles(root);
  writeFileSync(path.join(root, "_headers"), files.headersFile);
  writeFileSync(path.join(root, "..", "nginx-security.conf"), files.nginx);
  return manifest;
}
