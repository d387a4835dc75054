/**
 * The HTTP server on a small fake build (tests/fixtures/fake-build.ts): which
 * file answers which path, with which status and headers. The same behaviour
 * on the real build: tests/server/static-site.test.ts.
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE, fakeBuild, type FakeBuild } from "../tests/fixtures/fake-build";
import { IMMUTABLE, REVALIDATE, SHORT } from "./cache-policy";
import { canonicalPath, createHttpServer, withoutTrailingSlash } from "./http";
import { pagePolicies, readSecurityManifest } from "./page-policies";
import { PERMISSIONS_POLICY } from "./security";
import { readSiteBuild } from "./site-build";

let fake: FakeBuild;
let app: Awaited<ReturnType<typeof createHttpServer>>;
let policies: ReturnType<typeof pagePolicies>;

beforeAll(async () => {
  fake = fakeBuild();
  const site = readSiteBuild(fake.build, fake.root);
  policies = pagePolicies(site, readSecurityManifest(fake.root));
  app = await createHttpServer({ build: fake.build, site, policies });
});
afterAll(async () => {
  await app.close();
  fake.remove();
});

describe("prerendered pages", () => {
  it("are sent as their files, revalidated each time, with the page's own CSP", async () => {
    const response = await app.inject({ url: "/prices" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers["content-security-policy"]).toBe(policies.page("/prices"));
    expect(response.body).toContain("<h1>Цени</h1>");
  });

  it("are sent as the build's brotli or gzip copy when the browser accepts it", async () => {
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<h1>Начало</h1>");
    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answer a conditional request with 304", async () => {
    const { etag } = (await app.inject({ url: "/prices" })).headers;
    expect((await app.inject({ url: "/prices", headers: { "if-none-match": String(etag) } })).statusCode).toBe(304);
  });

  it("have one address each: a trailing slash redirects permanently, keeping the query", async () => {
    const response = await app.inject({ url: "/prices/?utm_source=fb" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/prices?utm_source=fb");
    expect((await app.inject({ url: "/contact/" })).headers.location).toBe("/contact");
  });

  it("never redirect to another site: only a known page's own path is a target", () => {
    const known = new Set(["/prices", "/contact"]);
    expect(canonicalPath("//prices", known)).toBe("/prices");
    expect(canonicalPath("/prices//", known)).toBe("/prices");
    expect(canonicalPath("//example.com/", known)).toBeUndefined();
    expect(canonicalPath("/prices", known)).toBeUndefined();
    expect(canonicalPath("/%E0%A4%A", known)).toBeUndefined();
    expect(withoutTrailingSlash("//example.com/")).toBe("/example.com");
    expect(withoutTrailingSlash("///")).toBe("/");
    expect(withoutTrailingSlash("/")).toBeUndefined();
    expect(withoutTrailingSlash("/prices")).toBeUndefined();
  });
});

describe("files of the build", () => {
  it("hashed assets are cached for a year", async () => {
    const response = await app.inject({ url: `/${FAKE.asset}`, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-security-policy"]).toBe(policies.other);
  });

  it("other files are cached for a day", async () => {
    expect((await app.inject({ url: "/favicon.svg" })).headers["cache-control"]).toBe(SHORT);
  });

  it.each(["/index.html", "/prices/index.html", "/404.html", "/404", "/index.html.br", `/${FAKE.asset}.gz`, "/_headers"])(
    "%s is not sent as itself: 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(FAKE.notFoundHeading);
    },
  );

  it.each(["/assets/", "/generated/", "/services/", "/assets//"])(
    "folder %s is never listed nor refused as JSON: it redirects to the path without the slash",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(url.replace(/\/+$/, ""));
      expect(response.body).not.toContain("app-abc123");
      expect(response.body).not.toContain("statusCode");
    },
  );

  it("a folder without its slash is the not-found page, not a JSON error", async () => {
    for (const url of ["/assets", "/services"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain(FAKE.notFoundHeading);
    }
  });
});

describe("unknown paths", () => {
  it("get the not-found page with status 404, its CSP and revalidation", async () => {
    const response = await app.inject({ url: "/services/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["content-security-policy"]).toBe(policies.page("/404"));
    expect(response.body).toContain(FAKE.notFoundHeading);
  });

  it("get it compressed, whole, whatever ranges or conditions the request has", async () => {
    const br = await app.inject({ url: "/nyama", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const ranged = await app.inject({ url: "/nyama", headers: { range: "bytes=0-10", "if-none-match": "*" } });
    expect(ranged.statusCode).toBe(404);
    expect(ranged.body).toContain(FAKE.notFoundHeading);
  });

  it("a method a path does not take is a 404 too", async () => {
    expect((await app.inject({ method: "POST", url: "/prices" })).statusCode).toBe(404);
    expect((await app.inject({ method: "DELETE", url: "/contact" })).statusCode).toBe(404);
  });
});

describe("every answer", () => {
  it.each(["/", "/contact", `/${FAKE.asset}`, "/nyama"])("%s carries the security headers", async (url) => {
    const { headers } = await app.inject({ url });
    expect(headers).toMatchObject({
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": PERMISSIONS_POLICY,
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "x-frame-options": "DENY",
    });
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("without HSTS when it is turned off", async () => {
    const site = readSiteBuild(fake.build, fake.root);
    const plain = await createHttpServer({ build: fake.build, site, policies, hsts: false });
    expect((await plain.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    await plain.close();
  });
});
