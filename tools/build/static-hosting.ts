/**
 * The files static hosts read, written from the Node server's own answers so
 * the same site on plain files carries the same headers: `_headers`
 * (Cloudflare Pages syntax, `! Name` detaching an earlier value) in
 * build/client, and an nginx snippet in build/. On a static host every page
 * is the prerendered file, so the server is asked as one (readSiteBuild's
 * `asStaticHost`): the contact page's policy allows its prerendered inline
 * scripts by hash, not a per-request nonce.
 */
import type { LightMyRequestResponse } from "fastify";
import type { ServerBuild } from "react-router";
import { ASSETS_DIR, IMMUTABLE, REVALIDATE } from "../../server/cache-policy";
import { createHttpServer } from "../../server/http";
import { pagePolicies, type SecurityManifest } from "../../server/page-policies";
import { readSiteBuild } from "../../server/site-build";

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
] as const;

type Headers = Record<string, string>;

function securityHeadersOf(response: LightMyRequestResponse): Headers {
  const headers: Headers = {};
  for (const name of SECURITY_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

export interface StaticHostFiles {
  headersFile: string;
  nginx: string;
}

/** Asks the server (as a static host would serve the build) for every page's headers and writes them in both formats. */
export async function staticHostFiles(build: ServerBuild, root: string, manifest: SecurityManifest, asset: string): Promise<StaticHostFiles> {
  const site = readSiteBuild(build, root, { asStaticHost: true });
  const app = await createHttpServer({ build, site, policies: pagePolicies(site, manifest), hsts: true });
  try {
    const pages = [...site.pages.keys()].sort();
    const byPath = new Map<string, Headers>();
    for (const urlPath of pages) byPath.set(urlPath, securityHeadersOf(await app.inject({ url: urlPath })));
    const notFound = securityHeadersOf(await app.inject({ url: "/no-such-page" }));
    const assetHeaders = securityHeadersOf(await app.inject({ url: `/${ASSETS_DIR}/${asset}` }));

    // _headers: every path gets the not-found page's headers (unknown paths are
    // answered with 404.html); each page then replaces its CSP.
    const csp = "content-security-policy";
    const lines = ["# Security headers, written by `npm run build` from the Node server's answers. Do not edit.", "/*"];
    for (const [name, value] of Object.entries(notFound)) lines.push(`  ${titleCase(name)}: ${value}`);
    const overrides: [string, Headers][] = [[`/${ASSETS_DIR}/*`, assetHeaders], ...pages.map((urlPath): [string, Headers] => [urlPath, byPath.get(urlPath)!])];
    for (const [urlPath, headers] of overrides) {
      if (headers[csp] === notFound[csp]) continue;
      lines.push(urlPath, "  ! Content-Security-Policy", `  Content-Security-Policy: ${headers[csp]}`);
    }

    // nginx: one `location` per page (add_header in a location replaces the server's).
    const addHeaders = (headers: Headers, indent: string) =>
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
      `location /${ASSETS_DIR}/ {`,
      `    add_header Cache-Control "${IMMUTABLE}" always;`,
      addHeaders(assetHeaders, "    "),
      "}",
      "location / {",
      addHeaders(notFound, "    "),
      "    try_files $uri =404;",
      "}",
      ...pages.flatMap((urlPath) => [
        `location = ${urlPath} {`,
        addHeaders(byPath.get(urlPath)!, "    "),
        `    add_header Cache-Control "${REVALIDATE}" always;`,
        `    try_files ${urlPath === "/" ? "/index.html" : `${urlPath}/index.html`} =404;`,
        "}",
      ]),
    ];
    return { headersFile: `${lines.join("\n")}\n`, nginx: `${blocks.join("\n")}\n` };
  } finally {
    await app.close();
  }
}
