import fastifyHelmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { statusPages } from "~/content/pages/common";
import { PERMISSIONS_POLICY, fixedSecurityHeaders, helmetOptions } from "./security";
import { acceptedEncoding, rawStatusResponse, statusPageHtml } from "./status-page";

describe("the headers of answers written without Fastify's hooks", () => {
  it.each([true, false])("are the ones helmet sends (HSTS %s)", async (hsts) => {
    const app = Fastify();
    await app.register(fastifyHelmet, { ...helmetOptions({ hsts }), contentSecurityPolicy: false });
    app.addHook("onSend", async (_request, reply) => void reply.header("permissions-policy", PERMISSIONS_POLICY));
    app.get("/", async () => "x");
    const { headers } = await app.inject({ url: "/" });
    await app.close();
    const fixed = Object.fromEntries(Object.entries(fixedSecurityHeaders({ hsts })).map(([name, value]) => [name.toLowerCase(), value]));
    for (const [name, value] of Object.entries(fixed)) expect(headers[name], name).toBe(value);
    const helmetNames = Object.keys(headers).filter(
      (name) => !["content-type", "content-length", "date", "connection", "keep-alive"].includes(name),
    );
    expect(helmetNames.sort()).toEqual(Object.keys(fixed).sort());
  });
});

describe("the short status pages", () => {
  it("are Bulgarian HTML that names nothing of the server", () => {
    for (const status of [400, 408, 413, 429, 431, 500, 503]) {
      const html = statusPageHtml(status);
      expect(html).toContain('<html lang="bg">');
      expect(html).not.toMatch(/FST_|ERR_|Fastify|Node/);
    }
    expect(statusPageHtml(429)).toContain(statusPages.tooManyRequests.title);
    expect(statusPageHtml(503)).toContain(statusPages.unavailable.title);
    expect(statusPageHtml(431)).toContain(statusPages.badRequest.title);
  });

  it("as a raw response: a status line, the security headers, the length, and Connection: close", () => {
    const text = rawStatusResponse(431, { hsts: true }).toString();
    expect(text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(text).toContain("\r\nX-Frame-Options: DENY\r\n");
    expect(text).toContain("\r\nConnection: close\r\n\r\n<!DOCTYPE html>");
    const body = text.slice(text.indexOf("\r\n\r\n") + 4);
    expect(text).toContain(`\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`);
  });
});

describe("the encoding of a status page", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=0.5, br;q=0", "gzip"],
    ["br;q=0.0", undefined],
    ["identity", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j → %s", (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
