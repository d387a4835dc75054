/**
 * The site as the Node server serves the real build: every prerendered page,
 * its headers, the files around it, the real 404 and one address per page.
 * (The same rules on a small fake build: server/http.test.ts; in the browser:
 * tests/e2e/.)
 */
import { existsSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMMUTABLE, PRIVATE, REVALIDATE, SHORT } from "../../server/cache-policy";
import { NOT_FOUND_PATH } from "../../server/site-files";
import { notFoundPage } from "~/content/pages/not-found";
import { assetsIn } from "../e2e/build-files";
import { CLIENT, loadServerBuild, startBuiltSite, type BuiltSite } from "./built-site";

let site: BuiltSite;
let pages: string[];
let port: number;

beforeAll(async () => {
  site = await startBuiltSite();
  pages = (await loadServerBuild()).prerender.filter((path) => path !== NOT_FOUND_PATH);
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  port = (site.app.server.address() as { port: number }).port;
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });

/** A raw HTTP request: the path is sent exactly as written, without normalising "..". */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET", agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("every page", () => {
  it("is prerendered: home, the services, prices, gallery, contact, privacy", () => {
    expect(pages).toEqual(expect.arrayContaining(["/", "/services/irrigation", "/prices", "/gallery", "/contact", "/privacy"]));
    expect(pages.length).toBeGreaterThanOrEqual(11);
  });

  it("answers 200 with HTML in Bulgarian, compressed, with its own Content-Security-Policy", async () => {
    for (const path of pages) {
      const response = await get(path, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(response.headers["content-encoding"], path).toBe("br");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      if (!site.site.perRequest.has(path)) {
        expect(csp, path).toBe(site.policies.page(path));
        expect(response.headers["cache-control"], path).toBe(REVALIDATE);
      } else {
        expect(csp, path).toContain("'nonce-");
        expect(response.headers["cache-control"], path).toBe(PRIVATE);
      }
      const plain = await get(path, { "accept-encoding": "identity" });
      expect(plain.body, path).toContain('<html lang="bg"');
    }
  });

  it("sends the prerendered file as it is, except the contact page, whose route answers for one visitor (its form's token)", async () => {
    expect([...site.site.pages.keys()].sort()).toEqual([...pages].sort());
    expect([...site.site.perRequest]).toEqual(["/contact"]);
    const contact = await get("/contact", { "accept-encoding": "identity" });
    expect(contact.body).not.toBe(readFileSync(path.join(CLIENT, "contact/index.html"), "utf8"));
    expect(contact.headers["cache-control"]).toBe(PRIVATE);
    const data = await get("/contact.data");
    expect(data.statusCode).toBe(200);
    expect(data.headers["cache-control"]).toBe(PRIVATE);
  });

  it("sends a page's loader data as its file, whichever routes React Router's client names", async () => {
    for (const url of ["/prices.data", "/prices.data?_routes=routes%2Fprices", "/_root.data"]) {
      const response = await get(url, { "accept-encoding": "identity" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE);
      const file = url.startsWith("/_root") ? "_root.data" : "prices.data";
      expect(response.body, url).toBe(readFileSync(path.join(CLIENT, file), "utf8"));
    }
  });

  it("renders a page asked with any other query, never stored", async () => {
    const response = await get("/gallery?utm_source=fb", { "accept-encoding": "identity" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE);
    expect(response.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("renders a service page per request when it carries an estimate of its works, and sends the file without one", async () => {
    const response = await get("/services/gardening?work=gardening-mowing&size=300", { "accept-encoding": "identity" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE);
    expect(response.body).toContain("от\u00a042\u00a0€ до\u00a057\u00a0€");
    // Another service's work is not on this page's list: the estimate's address drops it.
    const other = await get("/services/gardening?work=gardening-mowing&size=300&work=cleaning-hedge-trimming&size=10");
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe("/services/gardening?work=gardening-mowing&size=300#estimate");
    const bare = await get("/services/gardening", { "accept-encoding": "identity" });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers["cache-control"]).not.toBe(PRIVATE);
  });

  it("renders the prices page per request when it carries an estimate, with its figures", async () => {
    const response = await get("/prices?work=gardening-mowing&size=300", { "accept-encoding": "identity" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toContain("'nonce-");
    expect(response.headers["cache-control"]).toBe(PRIVATE);
    expect(response.body).toContain("от\u00a042\u00a0€ до\u00a057\u00a0€");
    // A query that is not the estimate's canonical one is redirected to it.
    const messy = await get("/prices?work=gardening-mowing&size=300&work=&size=");
    expect(messy.statusCode).toBe(302);
    expect(messy.headers.location).toBe("/prices?work=gardening-mowing&size=300#estimate");
  });

  it("sends its parts in place: the Suspense boundaries that split hydration, never a <template> a script moves later", async () => {
    // decision 0058: the page, the footer and the contact bar are boundaries; React would outline a large one.
    for (const url of [...pages, "/gallery?utm_source=fb", "/services/gardening?work=gardening-mowing&size=300"]) {
      const { body } = await get(url, { "accept-encoding": "identity" });
      const main = body.slice(body.indexOf('<main id="main"'), body.indexOf("</main>"));
      expect(main.startsWith("<main"), url).toBe(true);
      expect(main, url).toContain("<!--$-->");
      expect(body, url).not.toMatch(/<template id="B:|<!--\$\?-->|\$RC\(/);
      expect(body.match(/<!--\$-->/g)?.length, url).toBe(body.match(/<!--\/\$-->/g)?.length);
    }
  });

  it("holds its first frame on a wide screen until the header is parsed whole: the head expects <main>, which follows the header", async () => {
    // On a slow phone the first paint came in the middle of the header, and its last links pushed the first aside.
    for (const url of [...pages, "/gallery?utm_source=fb"]) {
      const { body } = await get(url, { "accept-encoding": "identity" });
      const head = body.slice(0, body.indexOf("</head>"));
      // From the desktop's width, where the header's links are shown (a phone's header is two buttons).
      expect(head, url).toContain('<link rel="expect" href="#main" blocking="render" media="(width &gt;= 48rem)"/>');
      expect(body.indexOf("</header>"), url).toBeGreaterThan(0);
      expect(body.indexOf('<main id="main"'), url).toBeGreaterThan(body.indexOf("</header>"));
    }
  });

  it("has one address: a trailing slash redirects permanently", async () => {
    for (const path of pages.filter((path) => path !== "/")) {
      const response = await get(`${path}/`);
      expect(response.statusCode, path).toBe(308);
      expect(response.headers.location, path).toBe(path);
    }
  });

  it("answers HEAD like GET", async () => {
    const response = await site.app.inject({ method: "HEAD", url: "/prices" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});

describe("the files around the pages", () => {
  it("hashed scripts and styles are cached for a year, compressed", async () => {
    const html = (await get("/")).body;
    const assets = [...assetsIn(html, "js"), ...assetsIn(html, "css")];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await get(asset, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers["cache-control"], asset).toBe(IMMUTABLE);
      // The build compresses every file of 1 KB or more.
      const compressed = existsSync(path.join(CLIENT, `${asset}.br`));
      expect(compressed || Number(response.headers["content-length"]) < 1024, asset).toBe(true);
      expect(response.headers["content-encoding"], asset).toBe(compressed ? "br" : undefined);
      expect(response.headers["content-security-policy"], asset).toBe(site.policies.other);
    }
  });

  it("sitemap.xml, robots.txt and the web manifest are served for a day", async () => {
    for (const [path, type] of [
      ["/sitemap.xml", /xml/],
      ["/robots.txt", /^text\/plain/],
      ["/manifest.webmanifest", /manifest\+json/],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(type);
      expect(response.headers["cache-control"], path).toBe(SHORT);
    }
    expect((await get("/robots.txt")).body).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });
});

describe("what is not a page", () => {
  it.each([
    "/services/unknown",
    "/prices/x",
    "/services",
    "/404.html",
    "/index.html",
    "/prices/index.html",
    "/index.html.br",
    "/contact.data.gz",
    "/_headers",
    "/assets/missing-abc123.js",
    "/api/enquiries/x",
  ])("%s is the prerendered not-found page with status 404 and its own policy, as a static host sends it", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe((await get(NOT_FOUND_PATH)).headers["content-security-policy"]);
    expect(response.headers["content-security-policy"]).toContain("'sha256-");
    expect(response.body).toContain(notFoundPage.heading);
  });

  it.each(["/services/unknown.data", "/nyama.data"])("%s (the data of no page) is a 404", async (path) => {
    expect((await get(path)).statusCode).toBe(404);
  });

  it("/404, the not-found page's own address, is its prerendered file with status 404 and that file's policy", async () => {
    const response = await get(NOT_FOUND_PATH);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-security-policy"]).toBe(site.policies.page(NOT_FOUND_PATH));
    expect(response.body).toContain(notFoundPage.heading);
  });

  it.each(["/services/", "/assets/", "/assets//", "/.well-known/"])(
    "%s (a folder) redirects to the path without its slash, which is the not-found page, never a bare 403",
    async (path) => {
      const folder = await rawGet(path);
      expect(folder.status).toBe(308);
      const { status, body } = await rawGet(path.replace(/\/+$/, ""));
      expect(status).toBe(404);
      expect(body).toContain(notFoundPage.heading);
    },
  );

  it.each([
    ["If-None-Match: *", { "if-none-match": "*" }],
    ["a Range", { range: "bytes=0-10" }],
    ["If-Modified-Since", { "if-modified-since": new Date().toUTCString() }],
  ])("asked with %s: the whole not-found page, never an empty or partial 404", async (_name, headers) => {
    const response = await get("/nyama", headers);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-range"]).toBeUndefined();
    expect(response.body).toContain(notFoundPage.heading);
    expect(response.body).toContain("</html>");
  });

  it("a POST to a page that takes none is React Router's 405, and no error in the log", async () => {
    const consoleError = vi.spyOn(console, "error");
    const response = await site.app.inject({ method: "POST", url: "/prices", headers: { origin: "http://localhost" }, payload: "x" });
    expect(response.statusCode).toBe(405);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("nothing from outside the build folder is served", async () => {
    const attempts = [
      "/../package.json",
      "/..%2fpackage.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fpackage.json",
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/server/app.ts",
      "/assets/%2e%2e/%2e%2e/server/index.js",
      "/....//package.json",
      "/%252e%252e/package.json",
      "//etc/passwd",
      "/..\\package.json",
      "/assets/..%5c..%5cpackage.json",
      "/%2e%2e/security.json",
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toContain('"vechnozeleno-site"');
      expect(body, path).not.toContain("createHttpServer");
      expect(body, path).not.toContain("root:x:0:0");
      expect(body, path).not.toContain('"pages"');
    }
  });
});

describe("a page's other spellings", () => {
  it.each([
    ["//prices", "/prices"],
    ["/./prices", "/prices"],
    ["/%2e/prices", "/prices"],
    ["/services//irrigation", "/services/irrigation"],
    ["/prices/?x=1", "/prices?x=1"],
    ["/contact/?service=irrigation", "/contact?service=irrigation"],
    ["//contact?service=irrigation", "/contact?service=irrigation"],
  ])("%s redirects permanently to %s, keeping the query", async (from, to) => {
    const response = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path: from, agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on("error", reject)
        .end();
    });
    expect(response).toEqual({ status: 308, location: to });
  });
});

describe("requests the server cannot read", () => {
  /** Bytes as they are on the socket, and the raw answer. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.setTimeout(5000, () => socket.destroy());
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("close", () => resolve(answer));
      socket.on("error", () => resolve(answer));
      socket.end(request);
    });
  }
  const headersOf = (answer: string) => answer.slice(0, answer.indexOf("\r\n\r\n")).toLowerCase();

  it.each([
    ["a broken %-escape in the address", "GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n", 400],
    ["headers over the limit", `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["bytes that are not HTTP", "GARBAGE\r\n\r\n", 400],
  ])("%s: a short Bulgarian page with the security headers, no framework error code", async (_name, request, status) => {
    const answer = await raw(request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = headersOf(answer);
    expect(headers).toContain("x-content-type-options: nosniff");
    expect(headers).toContain("x-frame-options: deny");
    expect(headers).toContain("strict-transport-security: max-age=63072000; includesubdomains");
    expect(headers).toContain("content-security-policy: default-src 'none'");
    expect(answer).toContain('<html lang="bg">');
    expect(answer).not.toMatch(/FST_|ERR_|Fastify/);
  });
});

describe("every answer", () => {
  it("carries the security headers", async () => {
    for (const path of ["/", "/contact", "/sitemap.xml", "/nyama", "/api/enquiries/token"]) {
      const { headers } = await get(path);
      expect(headers, path).toMatchObject({
        "strict-transport-security": "max-age=63072000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-frame-options": "DENY",
      });
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });
});
