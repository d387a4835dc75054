/**
 * The bridge between Fastify and React Router's request handler, on a small
 * fake build (tests/fixtures/fake-build.ts): what a route gets (the request,
 * its body, the load context) and what goes back (status, headers, cookies,
 * the per-response CSP nonce, compression).
 */
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN } from "../tests/fixtures/enquiry";
import { fakeBuild, type FakeBuild } from "../tests/fixtures/fake-build";
import { PRIVATE } from "./cache-policy";
import type { ServerDesk } from "./enquiries/desk";
import { attributeOf, elementsOf } from "./html";
import { DEFAULT_LIMITS, createHttpServer } from "./http";
import { pagePolicies, readSecurityManifest } from "./page-policies";
import { BODY_LIMIT, MAX_IN_FLIGHT } from "./react-router";
import { STATUS_PAGE_CSP, statusPageHtml } from "./status-page";
import { readSiteFiles } from "./site-files";

let fake: FakeBuild;
let app: Awaited<ReturnType<typeof createHttpServer>>;
const desk = {
  issueToken: () => "a-token",
  accept: vi.fn(),
  forRequest: vi.fn(() => ({ issueToken: () => "a-token", accept: vi.fn() })),
  allowedOrigins: [],
  refuse: vi.fn(() => ({ ok: false, code: "refused" }) as const),
  stop() {},
} satisfies ServerDesk;

async function serve(options: Pick<Parameters<typeof createHttpServer>[0], "trustProxy" | "limits"> = {}) {
  const manifest = readSecurityManifest(fake.root);
  const site = readSiteFiles(fake.root, { prerender: fake.build.prerender, perRequest: manifest.perRequest });
  app = await createHttpServer({
    build: fake.build,
    site,
    policies: pagePolicies(site, manifest),
    desk,
    ...options,
  });
  return app;
}

beforeEach(() => {
  fake = fakeBuild();
});
afterEach(async () => {
  await app?.close();
  fake.remove();
});

/** The nonce of the page's first script that has one. */
const nonceOf = (html: string) =>
  [...elementsOf(html)].map((element) => (element.tagName === "script" ? attributeOf(element, "nonce") : undefined)).find(Boolean);

describe("a page with a loader, rendered per request only with a query", () => {
  it("sends its prerendered file, with the file's hash policy, for the bare address", async () => {
    await serve();
    const response = await app.inject({ url: "/gallery" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Галерия</h1>");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(fake.calls.filter((call) => call.route === "gallery loader")).toHaveLength(0);
  });

  it("renders it per request, with a nonce, when the address has a query", async () => {
    await serve();
    const response = await app.inject({ url: "/gallery?work=a&size=1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"query":"?work=a&size=1"`);
    expect(response.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(response.body)}'`);
    expect(fake.calls.filter((call) => call.route === "gallery loader")).toHaveLength(1);
  });
});

describe("pages React Router renders per request", () => {
  it("carry a CSP that allows their inline scripts by this response's own nonce", async () => {
    await serve();
    const first = await app.inject({ url: "/contact" });
    expect(first.statusCode).toBe(200);
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${nonce}';`);
    const second = await app.inject({ url: "/contact" });
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(second.headers["content-security-policy"]).toContain(`'nonce-${nonceOf(second.body)}'`);
  });

  it("are never stored by browsers or caches", async () => {
    await serve();
    expect((await app.inject({ url: "/contact" })).headers["cache-control"]).toBe(PRIVATE);
  });

  it("keep a route's own Cache-Control and every cookie it sets", async () => {
    await serve();
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // JSON is not a page: no nonce, the policy for everything that is not a page.
    expect(response.headers["content-security-policy"]).not.toContain("nonce-");
  });

  it("get the request's body as it was sent", async () => {
    await serve();
    const payload = JSON.stringify({ name: "Мария", message: "Здравейте!" });
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload,
    });
    expect(response.json().received).toBe(payload);
  });

  it("refuse a body over the limit with 413 before React Router sees it", async () => {
    await serve();
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ message: "я".repeat(BODY_LIMIT / 2) }),
    });
    expect(response.statusCode).toBe(413);
    expect(fake.calls).toEqual([]);
    const justUnder = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: TEST_ORIGIN, "content-type": "text/plain" },
      payload: "x".repeat(BODY_LIMIT),
    });
    expect(justUnder.statusCode).toBe(201);
  });

  it("run the route's loader and action, with the enquiry desk bound to the visitor who sent the request", async () => {
    await serve();
    const response = await app.inject({
      method: "POST",
      url: "/contact?service=lighting",
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${TEST_ORIGIN}/contact` },
      payload: "name=%D0%9C%D0%B0%D1%80%D0%B8%D1%8F",
    });
    expect(response.statusCode).toBe(200);
    expect(fake.calls.map((call) => call.route)).toEqual(["contact action", "contact loader"]);
    expect(response.body).toContain('"actionData":{"routes/contact":{"name":"Мария"}}');
    expect(response.body).toContain('"token":"a-token"');
    expect(desk.forRequest).toHaveBeenCalledWith({
      ip: "203.0.113.7",
      origin: TEST_ORIGIN,
      url: new URL(`${TEST_ORIGIN}/contact?service=lighting`),
    });
    expect(fake.calls[0]?.context.cspNonce).toBe(nonceOf(response.body));
  });

  it("answer a request with a broken Host header with 400, not 500 (an empty one: tests/server/fuzz.test.ts)", async () => {
    await serve();
    const response = await app.inject({ url: "/contact", headers: { host: "[::1" } });
    expect(response.statusCode).toBe(400);
    expect(fake.calls).toEqual([]);
  });

  it("answer HEAD without a body", async () => {
    await serve();
    const response = await app.inject({ method: "HEAD", url: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("serve React Router's data requests for the route (client navigation and form submits)", async () => {
    await serve();
    const response = await app.inject({ url: "/contact.data" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/x-script/);
    expect(response.body).toContain("a-token");
  });

  it("are compressed for browsers that accept it", async () => {
    await serve();
    const response = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", "accept-encoding": "br, gzip" },
      payload: "{}",
    });
    expect(response.headers["content-encoding"]).toBe("br");
  });
});

describe("the visitor's address behind a proxy", () => {
  const sendFrom = (remoteAddress: string) =>
    app.inject({ url: "/contact.data", remoteAddress, headers: { "x-forwarded-for": "198.51.100.20" } });

  it("is the forwarded one only when the request comes from a proxy named in TRUST_PROXY", async () => {
    await serve({ trustProxy: ["10.0.0.0/8"] });
    await sendFrom("10.1.2.3");
    expect(desk.forRequest).toHaveBeenLastCalledWith(expect.objectContaining({ ip: "198.51.100.20" }));
    await sendFrom("203.0.113.7");
    expect(desk.forRequest).toHaveBeenLastCalledWith(expect.objectContaining({ ip: "203.0.113.7" }));
  });

  it("is never the forwarded one without TRUST_PROXY", async () => {
    await serve();
    await sendFrom("10.1.2.3");
    expect(desk.forRequest).toHaveBeenLastCalledWith(expect.objectContaining({ ip: "10.1.2.3" }));
  });
});

describe("the cost of rendering per request, bounded", () => {
  const limits = { ...DEFAULT_LIMITS, pages: { max: 3, windowMs: 60_000 } };

  it("is limited per visitor address: over PAGE_RATE_LIMIT, 429 with Retry-After and the Bulgarian page; others go on", async () => {
    await serve({ limits });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await app.inject({ url: "/contact", remoteAddress: "203.0.113.1" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const page = await app.inject({ url: "/contact", remoteAddress: "203.0.113.1", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(50);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toBe(STATUS_PAGE_CSP);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.body).toContain('<html lang="bg">');
    expect((await app.inject({ url: "/contact", remoteAddress: "203.0.113.2" })).statusCode).toBe(200);
    // The prerendered files cost nothing and are not limited.
    expect((await app.inject({ url: "/", remoteAddress: "203.0.113.1" })).statusCode).toBe(200);
  });

  it(`lets only ${MAX_IN_FLIGHT} at once into React Router: more get 503 at once, static pages are served meanwhile`, async () => {
    await serve();
    const slow = Array.from({ length: MAX_IN_FLIGHT }, (_, index) =>
      app.inject({
        method: "POST",
        url: "/api/echo?wait=1500",
        remoteAddress: `203.0.113.${10 + index}`,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        payload: "{}",
      }),
    );
    // Each of them has reached the route before the next request.
    await vi.waitFor(() => expect(fake.calls.filter((call) => call.route === "echo action")).toHaveLength(MAX_IN_FLIGHT));
    const turnedAway = await app.inject({
      url: "/contact",
      remoteAddress: "203.0.113.99",
      headers: { accept: "text/html", "accept-encoding": "br" },
    });
    expect(turnedAway.statusCode).toBe(503);
    expect(turnedAway.headers["retry-after"]).toBe("1");
    // Compressed once when the server started, not for each answer of a flood.
    expect(turnedAway.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(turnedAway.rawPayload).toString()).toBe(statusPageHtml(503));
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
    expect((await Promise.all(slow)).map((response) => response.statusCode)).toEqual(Array(MAX_IN_FLIGHT).fill(201));
    expect((await app.inject({ url: "/contact" })).statusCode).toBe(200);
  });
});
