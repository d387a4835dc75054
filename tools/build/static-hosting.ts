/**
 * The site's headers for static hosts, taken from the Node server's own
 * answers (server/security.ts, server/cache-policy.ts): build/client/_headers
 * (Cloudflare Pages syntax, `! Name` replacing a header) and
 * build/nginx-security.conf (an nginx snippet, see the README). Also the
 * build-time checks the Content-Security-Policy relies on.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { IMMUTABLE, REVALIDATE, SHORT } from "../../server/cache-policy";
import { createHttpServer } from "../../server/http";
import { pagePolicies, prerenderedFiles, type SecurityManifest } from "../../server/page-policies";
import { uncoverableInline } from "../../server/security";
import { NOT_FOUND_PATH, readSiteFiles } from "../../server/site-files";

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

export type Headers = Record<string, string>;

/** Fails when a prerendered page has inline code that no hash can allow. */
export function checkPages(root: string, prerender: readonly string[]) {
  const problems = [...prerenderedFiles(prerender)].flatMap(([urlPath, file]) =>
    uncoverableInline(readFileSync(path.join(root, file), "utf8")).map((problem) => `build/client/${file} (${urlPath}): ${problem}`),
  );
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy cannot allow this inline code; move it to a script or CSS file:\n  ${problems.join("\n  ")}`,
    );
  }
}

const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

export interface HostHeaders {
  /** Unknown paths (the not-found page) and anything not listed below. */
  notFound: Headers;
  /** Hashed assets. */
  asset: Headers;
  /** Each page's own. */
  pages: Map<string, Headers>;
}

/** `_headers`: every path gets the not-found page's headers, then each page or the assets replace what differs. */
export function headersFile({ notFound, asset, pages }: HostHeaders): string {
  const lines = ["# Security and cache headers, written by `npm run build` from the Node server's answers. Do not edit.", "/*"];
  for (const [name, value] of Object.entries({ ...notFound, "cache-control": SHORT })) lines.push(`  ${titleCase(name)}: ${value}`);
  const rules: [string, Headers][] = [
    ["/assets/*", { ...asset, "cache-control": IMMUTABLE }],
    // The owner's uploaded photos' sizes, named by their hash (decision 0042).
    ["/photos/*", { ...asset, "cache-control": IMMUTABLE }],
    ...[...pages].map(([urlPath, headers]): [string, Headers] => [urlPath, { ...headers, "cache-control": REVALIDATE }]),
  ];
  for (const [urlPath, headers] of rules) {
    const changed = Object.entries(headers).filter(([name, value]) => value !== notFound[name] || name === "cache-control");
    if (changed.length === 0) continue;
    lines.push(urlPath);
    for (const [name, value] of changed) lines.push(`  ! ${titleCase(name)}`, `  ${titleCase(name)}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The nginx snippet: one `location` per page (add_header in a location replaces the server's). */
export function nginxSnippet({ notFound, asset, pages }: HostHeaders): string {
  const add = (headers: Headers, cacheControl?: string) =>
    Object.entries(cacheControl ? { ...headers, "cache-control": cacheControl } : headers).map(
      ([name, value]) => `    add_header ${titleCase(name)} "${value}" always;`,
    );
  return `${[
    "# Security and cache headers for nginx, written by `npm run build` from the Node server's answers. Do not edit.",
    "# Include inside the server { } block that serves build/client (see the README).",
    "",
    "error_page 404 /404.html;",
    "location = /404.html {",
    "    internal;",
    ...add(notFound, REVALIDATE),
    "}",
    "location /assets/ {",
    ...add(asset, IMMUTABLE),
    "}",
    "location /photos/ {",
    ...add(asset, IMMUTABLE),
    "}",
    "location / {",
    ...add(notFound, SHORT),
    "    try_files $uri =404;",
    "}",
    // One address per page, and no folder answered as such (nginx's own 403): /prices/ → /prices,
    // /assets/ → /assets (the not-found page). The Node server redirects a page's other forms too
    // and answers a folder with the not-found page (server/http.ts).
    "location ~ ^(?<without_slash>/.*[^/])/+$ {",
    ...add(asset),
    "    return 308 $without_slash$is_args$args;",
    "}",
    ...[...pages].flatMap(([urlPath, headers]) => [
      `location = ${urlPath} {`,
      ...add(headers, REVALIDATE),
      `    try_files ${urlPath === "/" ? "/index.html" : `${urlPath}/index.html`} =404;`,
      "}",
    ]),
  ].join("\n")}\n`;
}

/** Asks the Node server, serving the build as a static host would (every page a file), for each page's headers. */
export async function hostHeaders(build: ServerBuild, root: string, manifest: SecurityManifest): Promise<HostHeaders> {
  const site = readSiteFiles(root, { prerender: build.prerender });
  const app = await createHttpServer({ build, site, policies: pagePolicies(site, manifest), hsts: true });
  const securityHeaders = async (url: string) => {
    const response = await app.inject({ url });
    return Object.fromEntries(
      SECURITY_HEADERS.flatMap((name) => (name in response.headers ? [[name, String(response.headers[name])]] : [])),
    );
  };
  try {
    // Any hashed asset: they all get the same headers.
    const asset = readdirSync(path.join(root, "assets")).find((file) => file.endsWith(".js"));
    const pages = new Map<string, Headers>();
    for (const urlPath of [...site.pages.keys()].sort()) pages.set(urlPath, await securityHeaders(urlPath));
    // The not-found page's own address is answered with its file, as a static host answers an unknown path.
    return { notFound: await securityHeaders(NOT_FOUND_PATH), asset: await securityHeaders(`/assets/${asset}`), pages };
  } finally {
    await app.close();
  }
}
