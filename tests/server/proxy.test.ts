/**
 * `npm start` behind a real nginx that terminates TLS (a throw-away
 * certificate made here with openssl), set up as the README says:
 * TRUST_PROXY names the proxy's address. Visitors come from different loopback
 * addresses (127.0.0.2, 127.0.0.3), the proxy from 127.0.0.1; nginx appends
 * each visitor's address to whatever X-Forwarded-For the visitor sent
 * ($proxy_add_x_forwarded_for), so a forged one reaches the server. The server
 * must still limit each visitor separately, by the address the proxy saw, and
 * take forms posted over HTTPS.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { enquiryForm } from "~/content/enquiry";
import { freePort } from "../../tools/net";
import { nginxConfig } from "../../tools/nginx";
import { validEnquiry } from "../fixtures/enquiry";
import { startServerProcess, tempDataDir, type ServerProcess } from "../server-process";

const NGINX = "/usr/sbin/nginx";
const hasTools = existsSync(NGINX) && spawnSync("openssl", ["version"]).status === 0;

const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-proxy-"));
const dataDir = tempDataDir();
let server: ServerProcess;
let nginx: ChildProcess | undefined;
let origin: string;
let ca: string;

beforeAll(async () => {
  if (!hasTools) return;
  chmodSync(dir, 0o755);
  const openssl = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ]),
    { encoding: "utf8" },
  );
  expect(openssl.status, openssl.stderr).toBe(0);
  ca = readFileSync(path.join(dir, "cert.pem"), "utf8");

  server = await startServerProcess({
    DATA_DIR: dataDir,
    TRUST_PROXY: "127.0.0.1",
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT: "2",
  });
  const port = await freePort();
  origin = `https://127.0.0.1:${port}`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    nginxConfig({
      dir,
      server: `    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass ${server.url};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }`,
    }),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
  const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, args, { stdio: "ignore" });
  await vi.waitFor(async () => expect((await send("127.0.0.2", "GET", "/")).status).toBe(200), { timeout: 10_000, interval: 200 });
}, 60_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** An HTTPS request to nginx from the loopback address `from`. */
function send(from: string, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(`${origin}${url}`, { method, headers, ca, localAddress: from, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function enquiryFrom(from: string, extra: Record<string, string> = {}) {
  const { token } = JSON.parse((await send(from, "GET", TOKEN_API, extra)).body) as { token: string };
  const body = JSON.stringify({ ...validEnquiry, token });
  return (await send(from, "POST", ENQUIRY_API, { "content-type": "application/json", origin, ...extra }, body)).status;
}

describe.skipIf(!hasTools)("behind nginx terminating TLS, with TRUST_PROXY=127.0.0.1", () => {
  it("limits each visitor by the address the proxy saw, and ignores forged X-Forwarded-For", async () => {
    // Visitor A: two enquiries, then the limit (ENQUIRY_RATE_LIMIT=2)…
    expect([await enquiryFrom("127.0.0.2"), await enquiryFrom("127.0.0.2"), await enquiryFrom("127.0.0.2")]).toEqual([201, 201, 429]);
    // …which a forged X-Forwarded-For does not escape, whatever it claims…
    for (const forged of ["198.51.100.7", "127.0.0.1", "203.0.113.9, 127.0.0.1"]) {
      expect(await enquiryFrom("127.0.0.2", { "x-forwarded-for": forged }), forged).toBe(429);
    }
    // …while visitor B, another address, is not held back by A.
    expect(await enquiryFrom("127.0.0.3")).toBe(201);
  });

  it("takes a form posted without JavaScript over HTTPS (the proxy's X-Forwarded-Proto), with HSTS", async () => {
    const page = await send("127.0.0.4", "GET", "/contact");
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const posted = await send(
      "127.0.0.4",
      "POST",
      "/contact",
      { "content-type": "application/x-www-form-urlencoded", origin, accept: "text/html" },
      new URLSearchParams({ ...validEnquiry, token }).toString(),
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toContain(enquiryForm.sent.heading);
  });

  it("sees each visitor's own address in its log, never the proxy's or a forged one", () => {
    const addresses = [...server.output().matchAll(/"remoteAddress":"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(addresses)).toEqual(new Set(["127.0.0.2", "127.0.0.3", "127.0.0.4"]));
  });
});
