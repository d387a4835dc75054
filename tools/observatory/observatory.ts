/**
 * The Observatory's header tests (checks.ts) against a server on loopback:
 * its home page, /robots.txt (for cookies) and a CORS preflight, as the
 * Observatory requests them. Two tests need a real HTTPS deployment and
 * cannot be judged here: `redirection` (HTTP must redirect to HTTPS: the
 * reverse proxy's job) and `strict-transport-security` (browsers honour HSTS
 * only over HTTPS; the server sends it). The grade is given for the other
 * eight, and for all ten.
 */
import { grade } from "./grade";
import { SCANNER_ORIGIN, runTests, type Snapshot } from "./checks";

export const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);

const HEADERS = { "user-agent": "Mozilla/5.0 (MDN HTTP Observatory checks)", accept: "text/html,*/*;q=0.8", origin: SCANNER_ORIGIN };

export async function snapshot(base: string): Promise<Snapshot> {
  const page = await fetch(`${base}/`, { headers: HEADERS, redirect: "manual" });
  if (page.status >= 400 && ![401, 403].includes(page.status)) throw new Error(`${base}/ answered ${page.status}`);
  const robots = await fetch(`${base}/robots.txt`, { headers: HEADERS });
  const preflight = await fetch(`${base}/`, {
    method: "OPTIONS",
    headers: { ...HEADERS, "access-control-request-method": "GET" },
  }).catch(() => null);
  return {
    url: new URL(`${base}/`),
    headers: page.headers,
    cookies: [...page.headers.getSetCookie(), ...robots.headers.getSetCookie()],
    html: await page.text(),
    preflight: preflight?.headers ?? null,
  };
}

export async function observatory(host: string, port: number) {
  const tests = runTests(await snapshot(`http://${host}:${port}`));
  return {
    tests,
    judged: grade(tests.filter((test) => !NEEDS_HTTPS.has(test.name)).map((test) => test.modifier)),
    all: grade(tests.map((test) => test.modifier)),
  };
}
