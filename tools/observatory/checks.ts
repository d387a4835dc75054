/**
 * The ten header tests of the MDN HTTP Observatory, written against one
 * answer of the site (its home page over plain HTTP on loopback), following
 * the package's own tests (@mdn/mdn-http-observatory 1.4.8,
 * src/analyzer/tests/) for the results a site can get. The package itself
 * cannot scan here: its public `scan()` takes a hostname only (ports 80 and
 * 443) and reads the HSTS preload list that its install script downloads
 * from the internet, which an offline install does not have.
 */
import { attributeOf, elementsOf } from "../../server/html";
import { MODIFIERS } from "./grade";

export interface Snapshot {
  /** The address scanned. */
  url: URL;
  headers: Headers;
  /** Set-Cookie of the page and of /robots.txt, as the Observatory gathers them. */
  cookies: string[];
  html: string;
  /** Headers of the answer to a CORS preflight from another origin. */
  preflight: Headers | null;
}

export interface TestResult {
  name: string;
  result: string;
  pass: boolean;
  modifier: number;
}

/** The Observatory's own origin, which it sends as Origin for the CORS tests. */
export const SCANNER_ORIGIN = "https://http-observatory.security.mozilla.org";

const DANGEROUSLY_BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE = new Set(["img-src", "media-src"]);

/** Directive → sources, lower-cased; null when the header says nothing parseable. */
export function parseCsp(header: string): Map<string, Set<string>> | null {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), new Set(sources.map((s) => s.toLowerCase())));
  }
  return policy.size > 0 ? policy : null;
}

function csp(site: Snapshot): string {
  const header = site.headers.get("content-security-policy");
  if (!header) return "csp-not-implemented";
  const policy = parseCsp(header);
  if (!policy) return "csp-header-invalid";
  const of = (name: string) => new Set(policy.get(name) ?? policy.get("default-src") ?? ["*"]);
  const script = of("script-src");
  const style = of("style-src");
  const object = of("object-src");
  const hashed = (sources: Set<string>) => [...sources].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  for (const sources of [script, style]) if (hashed(sources)) sources.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hashed(script)) return "csp-header-invalid";
    for (const s of script)
      if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  const https = site.url.protocol === "https:";
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  const active = [...policy].filter(([name]) => !PASSIVE.has(name) && name !== "script-src").flatMap(([, s]) => [...s]);
  const passive = [...PASSIVE].flatMap((name) => [...(policy.get(name) ?? policy.get("default-src") ?? [])]);
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => DANGEROUSLY_BROAD.has(s)))
    return "csp-implemented-with-unsafe-inline";
  if (https && [...active, ...script].some(insecure)) return "csp-implemented-with-insecure-scheme";
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return "csp-implemented-with-unsafe-eval";
  if (https && passive.some(insecure)) return "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...style].some((s) => BROAD_OR_INLINE.has(s))) return "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaults = policy.get("default-src");
  return defaults?.has("'none'") && defaults.size === 1
    ? "csp-implemented-with-no-unsafe-default-src-none"
    : "csp-implemented-with-no-unsafe";
}

function cookies(site: Snapshot): string {
  if (site.cookies.length === 0) return "cookies-not-found";
  const flags = site.cookies.map((cookie) =>
    cookie
      .split(";")
      .slice(1)
      .map((flag) => flag.trim().toLowerCase()),
  );
  const sameSite = flags.map((f) =>
    f
      .find((flag) => flag.startsWith("samesite"))
      ?.split("=")[1]
      ?.trim(),
  );
  if (sameSite.some((value) => value !== undefined && !["strict", "lax", "none"].includes(value))) return "cookies-samesite-flag-invalid";
  if (flags.some((f) => !f.includes("secure")))
    return site.headers.has("strict-transport-security")
      ? "cookies-without-secure-flag-but-protected-by-hsts"
      : "cookies-without-secure-flag";
  if (flags.some((f) => !f.includes("httponly"))) return "cookies-session-without-httponly-flag";
  return sameSite.every(Boolean) ? "cookies-secure-with-httponly-sessions-and-samesite" : "cookies-secure-with-httponly-sessions";
}

function cors(site: Snapshot): string {
  if (site.headers.get("access-control-allow-origin")?.trim() === "*")
    return "cross-origin-resource-sharing-implemented-with-public-access";
  const origin = site.preflight?.get("access-control-allow-origin")?.trim();
  if (origin === SCANNER_ORIGIN && site.preflight?.get("access-control-allow-credentials")?.trim().toLowerCase() === "true")
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  return origin ? "cross-origin-resource-sharing-implemented-with-restricted-access" : "cross-origin-resource-sharing-not-implemented";
}

/** Plain HTTP that answers without sending the visitor to HTTPS; a real deployment redirects at the proxy. */
const redirection = (site: Snapshot) => (site.url.protocol === "https:" ? "redirection-to-https" : "redirection-missing");

const PRIVATE_REFERRERS = new Set(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]);
const UNSAFE_REFERRERS = new Set(["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"]);

function referrerPolicy(site: Snapshot): string {
  const header = site.headers.get("referrer-policy");
  if (header === null) return "referrer-policy-not-implemented";
  // Browsers use the last value they understand.
  const known = header
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PRIVATE_REFERRERS.has(value) || UNSAFE_REFERRERS.has(value));
  const value = known.at(-1);
  return value === undefined
    ? "referrer-policy-header-invalid"
    : PRIVATE_REFERRERS.has(value)
      ? "referrer-policy-private"
      : "referrer-policy-unsafe";
}

function strictTransportSecurity(site: Snapshot): string {
  // Browsers honour HSTS only over HTTPS, so the Observatory judges it there.
  if (site.url.protocol !== "https:") return "hsts-not-implemented-no-https";
  const header = site.headers.get("strict-transport-security");
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header ?? "")?.[1];
  if (!header || header.includes(",") || maxAge === undefined) return "hsts-header-invalid";
  return Number(maxAge) < 15552000 ? "hsts-implemented-max-age-less-than-six-months" : "hsts-implemented-max-age-at-least-six-months";
}

function subresourceIntegrity(site: Snapshot): string {
  const type = (site.headers.get("content-type") ?? "").split(";")[0]?.trim();
  if (type !== "text/html") return "sri-not-implemented-response-not-html";
  const scripts = [...elementsOf(site.html)].filter((element) => element.tagName === "script");
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  let result: string | null = null;
  let foreign = false;
  const worse = (candidate: string) => {
    if (result === null || (MODIFIERS[candidate] ?? 0) < (MODIFIERS[result] ?? 0)) result = candidate;
  };
  for (const script of scripts) {
    const src = attributeOf(script, "src");
    if (!src) continue;
    const integrity = attributeOf(script, "integrity");
    const absolute = /^https?:\/\//.test(src);
    const sameHost = !absolute || new URL(src).hostname === site.url.hostname;
    const secure = (absolute ? new URL(src).protocol : site.url.protocol) === "https:";
    if (src.startsWith("//") || !sameHost) {
      foreign = true;
      if (integrity && !secure) worse("sri-implemented-but-external-scripts-not-loaded-securely");
      else if (!integrity)
        worse(
          secure
            ? "sri-not-implemented-but-external-scripts-loaded-securely"
            : "sri-not-implemented-and-external-scripts-not-loaded-securely",
        );
    } else if (integrity && secure && result === null) result = "sri-implemented-and-all-scripts-loaded-securely";
  }
  return (
    result ??
    (foreign ? "sri-implemented-and-external-scripts-loaded-securely" : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

function xContentTypeOptions(site: Snapshot): string {
  const header = site.headers.get("x-content-type-options");
  if (header === null) return "x-content-type-options-not-implemented";
  return header.trim().toLowerCase() === "nosniff" ? "x-content-type-options-nosniff" : "x-content-type-options-header-invalid";
}

function xFrameOptions(site: Snapshot): string {
  const ancestors = parseCsp(site.headers.get("content-security-policy") ?? "")?.get("frame-ancestors");
  if (ancestors && ![...ancestors].some((s) => DANGEROUSLY_BROAD.has(s))) return "x-frame-options-implemented-via-csp";
  const header = site.headers.get("x-frame-options")?.trim().toLowerCase();
  if (header === undefined) return "x-frame-options-not-implemented";
  return header === "deny" || header === "sameorigin" ? "x-frame-options-sameorigin-or-deny" : "x-frame-options-header-invalid";
}

function crossOriginResourcePolicy(site: Snapshot): string {
  const header = site.headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  if (header === undefined) return "corp-not-implemented";
  const results: Record<string, string> = {
    "same-origin": "corp-implemented-with-same-origin",
    "same-site": "corp-implemented-with-same-site",
    "cross-origin": "corp-implemented-with-cross-origin",
  };
  return results[header] ?? "corp-header-invalid";
}

export const TESTS: [name: string, test: (site: Snapshot) => string][] = [
  ["content-security-policy", csp],
  ["cookies", cookies],
  ["cross-origin-resource-sharing", cors],
  ["redirection", redirection],
  ["referrer-policy", referrerPolicy],
  ["strict-transport-security", strictTransportSecurity],
  ["subresource-integrity", subresourceIntegrity],
  ["x-content-type-options", xContentTypeOptions],
  ["x-frame-options", xFrameOptions],
  ["cross-origin-resource-policy", crossOriginResourcePolicy],
];

/** Every test's result; a test passes when its result costs no points, as in the Observatory's report. */
export function runTests(site: Snapshot): TestResult[] {
  return TESTS.map(([name, test]) => {
    const result = test(site);
    const modifier = MODIFIERS[result] ?? 0;
    return { name, result, pass: modifier >= 0, modifier };
  });
}
