/**
 * The HTTP server on a small fake build (tests/fixtures/fake-build.ts): which
 * file answers which path, with which status and headers, and what goes to
 * React Router. The same behaviour on the real build: tests/server/static-site.test.ts.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN } from "../tests/fixtures/enquiry";
import { FAKE, fakeBuild, type FakeBuild } from "../tests/fixtures/fake-build";
import { currentContent } from "~/content/current.server";
import { IMMUTABLE, PRIVATE, REVALIDATE, SHORT } from "./cache-policy";
import { canonicalPath, createHttpServer, inCanonicalForm, withoutTrailingSlash } from "./http";
import { liveSite } from "./live-site";
import { SECURITY_MANIFEST, pagePolicies, readSecurityManifest, securityManifest } from "./page-policies";
import { PERMISSIONS_POLICY } from "./security";
import { readSiteFiles } from "./site-files";

let fake: FakeBuild;
let app: Awaited<ReturnType<typeof createHttpServer>>;
let policies: ReturnType<typeof pagePolicies>;

/** A site folder's files and policies, as the server loads a version (server/live-site.ts). */
function siteIn(root: string) {
  const manifest = readSecurityManifest(root);
  const site = readSiteFiles(root, { prerender: fake.build.prerender, perRequest: manifest.perRequest });
  return { site, policies: pagePolicies(site, manifest) };
}

beforeAll(async () => {
  fake = fakeBuild();
  const served = siteIn(fake.root);
  policies = served.policies;
  app = await createHttpServer({ build: fake.build, site: served.site, policies });
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
    expect(inCanonicalForm("/prices")).toBe(true);
    expect(inCanonicalForm("/")).toBe(true);
    for (const other of ["//prices", "/prices/", "/./prices", "/%2e/prices", "/a/../prices", "/\\example.com", "/%E0%A4%A"])
      expect(inCanonicalForm(other), other).toBe(false);
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

  it.each(["/index.html", "/prices/index.html", "/404.html", "/404", "/404.data", "/index.html.br", `/${FAKE.asset}.gz`, "/_headers"])(
    "%s is not sent as itself: 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(FAKE.notFoundHeading);
    },
  );

  it("a page's loader data is its file, for React Router's client whichever routes it names", async () => {
    const calls = fake.calls.length;
    for (const url of ["/prices.data", "/prices.data?_routes=routes%2Fprices", "/_root.data"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/text\/x-script/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE);
    }
    expect((await app.inject({ url: "/prices.data" })).body).toBe('[{"file":"prices.data"}]');
    expect(fake.calls).toHaveLength(calls);
  });

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

describe("what the files do not answer", () => {
  it("a page asked with a query is rendered by React Router, with a nonce, never stored", async () => {
    const response = await app.inject({ url: "/prices?utm_source=fb" });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<h1>Цени</h1>");
    expect(response.headers["content-security-policy"]).toContain("'nonce-");
    expect(response.headers["cache-control"]).toBe(PRIVATE);
  });

  it("a page whose route answers for one visitor is rendered even at its bare address, and so is its data", async () => {
    const calls = fake.calls.length;
    const page = await app.inject({ url: "/contact" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("<h1>Контакти</h1>");
    expect(page.body).toContain('"token":null');
    expect(page.headers["cache-control"]).toBe(PRIVATE);
    const data = await app.inject({ url: "/contact.data" });
    expect(data.statusCode).toBe(200);
    expect(data.body).not.toContain("contact.data");
    expect(fake.calls.slice(calls).map((call) => call.route)).toEqual(["contact loader", "contact loader"]);
  });
});

describe("unknown paths", () => {
  it("are found unknown by React Router, then get the prerendered not-found page with status 404, as from a static host", async () => {
    const response = await app.inject({ url: "/services/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["content-security-policy"]).toBe((await app.inject({ url: "/404" })).headers["content-security-policy"]);
    expect(response.body).toContain(FAKE.notFoundHeading);
  });

  it("their loader data too is a 404", async () => {
    const response = await app.inject({ url: "/services/unknown.data" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(FAKE.notFoundHeading);
  });

  it("get the whole page whatever ranges or conditions the request has", async () => {
    const ranged = await app.inject({ url: "/nyama", headers: { range: "bytes=0-10", "if-none-match": "*" } });
    expect(ranged.statusCode).toBe(404);
    expect(ranged.headers["content-range"]).toBeUndefined();
    expect(ranged.body).toContain(FAKE.notFoundHeading);
  });

  it("the not-found page's own address is its file, with 404, its CSP and revalidation, compressed", async () => {
    const response = await app.inject({ url: "/404", headers: { "accept-encoding": "br", range: "bytes=0-10" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["content-security-policy"]).toBe(policies.page("/404"));
  });

  it("a method no address takes is a 404; a POST to a page without an action is React Router's 405, not logged as an error", async () => {
    const errors = vi.spyOn(console, "error");
    expect((await app.inject({ method: "DELETE", url: "/contact" })).statusCode).toBe(404);
    expect((await app.inject({ method: "PUT", url: "/prices" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/prices", headers: { origin: TEST_ORIGIN } })).statusCode).toBe(405);
    expect(errors).not.toHaveBeenCalled();
  });

  it("an address that URL parsers would read as another site's never reaches React Router", async () => {
    const calls = fake.calls.length;
    const served = await createHttpServer({ build: fake.build, site: siteIn(fake.root).site, policies });
    await served.listen({ port: 0, host: "127.0.0.1" });
    const { port } = served.server.address() as { port: number };
    // Sent as it is written (a browser sends `/\\evil.example/` as `//evil.example/`).
    const post = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" };
        httpRequest({ host: "127.0.0.1", port, path: rawPath, method: "POST", headers, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on("error", reject)
          .end("name=x");
      });
    try {
      for (const rawPath of ["//evil.example/contact", "/\\evil.example/contact", "/%5cevil.example/contact"])
        expect(await post(rawPath), rawPath).toBe(404);
    } finally {
      await served.close();
    }
    expect(fake.calls).toHaveLength(calls);
  });
});

describe("a published version", () => {
  it("is served from its own files from the next request on", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "http-version-"));
    try {
      const root = path.join(dir, "client");
      cpSync(fake.root, root, { recursive: true });
      writeFileSync(path.join(root, "prices/index.html"), "<!doctype html><h1>Нови цени</h1>");
      writeFileSync(path.join(root, "prices.data"), '[{"version":1}]');
      const { pages, perRequest } = readSecurityManifest(fake.root);
      writeFileSync(path.join(dir, SECURITY_MANIFEST), JSON.stringify(securityManifest(root, Object.keys(pages), perRequest)));
      const deployed = { id: 0, build: fake.build, ...siteIn(fake.root), content: currentContent() };
      const live = liveSite(deployed);
      const served = await createHttpServer({ build: fake.build, site: deployed.site, policies: deployed.policies, live });
      expect((await served.inject({ url: "/prices" })).body).toContain("<h1>Цени</h1>");
      live.swap({ ...deployed, id: 1, ...siteIn(root) });
      const page = await served.inject({ url: "/prices" });
      expect(page.body).toContain("<h1>Нови цени</h1>");
      expect(page.headers["content-security-policy"]).toBe(live.current().policies.page("/prices"));
      expect((await served.inject({ url: "/prices.data" })).body).toBe('[{"version":1}]');
      // The deployed build's other files, whatever the version.
      expect((await served.inject({ url: `/${FAKE.asset}` })).statusCode).toBe(200);
      await served.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    const plain = await createHttpServer({ build: fake.build, site: siteIn(fake.root).site, policies, hsts: false });
    expect((await plain.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    await plain.close();
  });
});
