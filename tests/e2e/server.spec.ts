import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";

/** A raw HTTP request: the path is sent exactly as written, without normalising "..". */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("the Node server", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "server behaviour does not depend on the screen");

  test("sends pages as HTML that browsers revalidate, precompressed with brotli or gzip", async ({ request }) => {
    const br = await request.get("/prices", { headers: { "Accept-Encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["content-type"]).toMatch(/^text\/html/);
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["cache-control"]).toBe("no-cache");
    expect(br.headers()["etag"]).toBeTruthy();
    expect(br.headers()["vary"]).toMatch(/accept-encoding/i);
    expect(await br.text()).toContain("Ориентировъчни цени");

    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");

    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(await plain.text()).toContain('<html lang="bg"');
  });

  test("caches hashed assets for a year as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);
    const styles = [...html.matchAll(/\/assets\/[\w.-]+\.css/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const asset of [scripts[0]!, styles[0]!]) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-encoding"]).toBe("br");
    }
  });

  test("answers unknown paths and missing assets with 404", async ({ request }) => {
    for (const path of [
      "/services/unknown",
      "/prices/x",
      "/assets/missing-abc123.js",
      "/index.html.br",
      "/prices/index.html",
      "/404.html",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    const page = await request.get("/nyama");
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Тази страница я няма");
  });

  test("gives each page one address: a trailing slash redirects", async ({ request }) => {
    const response = await request.get("/prices/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/prices");
  });

  test("answers HEAD like GET and refuses other methods", async ({ request }) => {
    const head = await request.head("/contact");
    expect(head.status()).toBe(200);
    expect((await request.head("/nope")).status()).toBe(404);
    const post = await request.post("/contact", { data: "x" });
    expect(post.status()).toBe(405);
  });

  test("serves nothing from outside the build folder", async () => {
    const attempts = [
      "/../package.json",
      "/..%2fpackage.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fpackage.json",
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/server/app.mjs",
      "/....//package.json",
      "/%252e%252e/package.json",
      "//etc/passwd",
      "/..\\package.json",
      "/assets/..%5c..%5cpackage.json",
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toContain('"vechnozeleno-site"');
      expect(body, path).not.toContain("buildServer");
      expect(body, path).not.toContain("root:x:0:0");
    }
  });
});
