/**
 * The same site as plain files: the build writes `_headers` (Cloudflare Pages
 * syntax, `! Name` replacing a header) and an nginx snippet from the Node server's answers.
 * These tests read `_headers` as such a host does, and run Debian's nginx with
 * the snippet, and compare both with the Node server, page by page: same
 * security headers, real 404s.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { freePort } from "../../tools/net";
import { nginxConfig } from "../../tools/nginx";
import { SECURITY_HEADERS } from "../../tools/build/static-hosting";
import { client as buildRoot } from "./build-files";
import { NOT_FOUND_HEADING, pages } from "./pages";

const asset = `/assets/${readdirSync(path.join(buildRoot, "assets")).find((file) => file.endsWith(".js"))}`;
const paths = [...pages, "/no-such-page", asset];
/** Folders of the build and a page with a trailing slash: never a folder's answer (403, JSON), always a redirect without the slash. */
const withSlash = ["/services/", "/assets/", "/generated/", "/prices/"];

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "no browser involved: once is enough");
});

/**
 * The Node server's security headers for `url`, as a static host must send them. The one
 * difference by design: the Node server renders the contact page per request and allows its
 * scripts by a nonce, while a static host sends the prerendered file, whose scripts the build
 * allowed by hash; that policy is the one the server gives the same file (build/security.json).
 */
async function nodeHeaders(request: APIRequestContext, url: string, options: { maxRedirects?: number } = {}) {
  const response = await request.get(url, options);
  const headers = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers()[name]]));
  if (url === "/contact") {
    // Rendered per request, it allows its inline scripts and its stylesheet by a nonce; the file, by their hashes.
    const nonce = /'nonce-[^']+'/;
    expect(headers["content-security-policy"], "the Node server's contact page has a nonce").toMatch(nonce);
    const manifest = JSON.parse(readFileSync(path.resolve("build/security.json"), "utf8")) as Record<
      "pages" | "styles",
      Record<string, string[]>
    >;
    headers["content-security-policy"] = headers["content-security-policy"]!.split("; ")
      .map((directive) => {
        if (directive.startsWith("script-src ")) return directive.replace(nonce, manifest.pages["/contact"]!.join(" "));
        if (directive.startsWith("style-src ")) return directive.replace(nonce, manifest.styles["/contact"]!.join(" "));
        return directive;
      })
      .join("; ");
  }
  return headers;
}

/** The headers a host that reads `_headers` gives `url`: every matching rule in order, `! Name` detaching. */
function headersFromFile(file: string, url: string) {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      matches = pattern.test(url);
    } else if (matches) {
      const detach = /^\s+!\s*(.+)$/.exec(line);
      if (detach) delete headers[detach[1]!.trim().toLowerCase()];
      else {
        const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
        headers[name!.toLowerCase()] = headers[name!.toLowerCase()] ? `${headers[name!.toLowerCase()]}, ${value}` : value!;
      }
    }
  }
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
}

test("_headers gives every path the same security headers as the Node server", async ({ request }) => {
  const file = readFileSync(path.join(buildRoot, "_headers"), "utf8");
  for (const url of paths) {
    expect(headersFromFile(file, url), url).toEqual(await nodeHeaders(request, url));
  }
});

test("nginx with the generated snippet serves the same headers, pages and real 404s", async ({ request }) => {
  test.skip(!existsSync("/usr/sbin/nginx"), "needs Debian's nginx (apt-get install nginx; .ci/run installs it)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-nginx-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    nginxConfig({
      dir,
      server: `    listen 127.0.0.1:${port};
    root ${buildRoot};
    include ${path.resolve("build/nginx-security.conf")};`,
    }),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
  const check = spawnSync("/usr/sbin/nginx", [...args, "-t"], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  const nginx: ChildProcess = spawn("/usr/sbin/nginx", args, { stdio: "ignore" });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(base).catch(() => null))?.status).toBe(200);
    for (const url of paths) {
      const fromNginx = await fetch(`${base}${url}`);
      const fromNode = await request.get(url);
      expect(fromNginx.status, url).toBe(fromNode.status());
      const headers = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, fromNginx.headers.get(name) ?? undefined]));
      expect(headers, url).toEqual(await nodeHeaders(request, url));
    }
    for (const url of withSlash) {
      const fromNginx = await fetch(`${base}${url}?a=1`, { redirect: "manual" });
      expect(fromNginx.status, url).toBe(308);
      expect(fromNginx.headers.get("location"), url).toMatch(new RegExp(`${url.slice(0, -1)}\\?a=1$`));
      const headers = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, fromNginx.headers.get(name) ?? undefined]));
      expect(headers, url).toEqual(await nodeHeaders(request, url, { maxRedirects: 0 }));
      const followed = await fetch(`${base}${url}`);
      expect(followed.headers.get("content-type"), url).toMatch(/^text\/html/);
    }
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND_HEADING);
    expect(await (await fetch(`${base}/prices`)).text()).toContain("<h1");
  } finally {
    nginx.kill("SIGQUIT");
    rmSync(dir, { recursive: true, force: true });
  }
});
