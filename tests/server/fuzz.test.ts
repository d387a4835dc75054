/**
 * Abuse: thousands of malformed or hostile sends to the enquiry API and to the
 * contact page's form, through the real build. Each must get a 4xx answer
 * (never a 5xx, never a hang), nothing may be stored, and the server must
 * still accept a real enquiry afterwards, both ways.
 */
import { get } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryForm } from "~/content/enquiry";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { validateEnquiry } from "~/enquiry/schema";
import { TEST_ORIGIN, tokenAged, validEnquiry } from "../fixtures/enquiry";
import { startBuiltSite, type BuiltSite } from "./built-site";

/** A small seeded generator (mulberry32), so every run sends the same requests. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const int = (max: number) => Math.floor(next() * max);

const nasty = [
  "",
  " ",
  "\u0000",
  "\u202e",
  "\ud800",
  "<script>alert(1)</script>",
  "'; DROP TABLE enquiries; --",
  "${7*7}",
  "{{constructor.constructor('return process')()}}",
  "../../etc/passwd",
  '=HYPERLINK("http://x")',
  "%00",
  "a".repeat(5000),
  "😀".repeat(300),
  "\r\nBcc: victim@example.com",
  "null",
  "true",
  "0888123456",
  "+359888123456",
  "irrigation",
  "email",
];
const keys = [
  "name",
  "phone",
  "email",
  "service",
  "town",
  "message",
  "reply",
  "website",
  "token",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "",
  "x".repeat(300),
];

function randomValue(depth = 0): unknown {
  switch (int(depth > 3 ? 6 : 9)) {
    case 0:
      return pick(nasty);
    case 1:
      return next() * 1e12 - 5e11;
    case 2:
      return pick([true, false, null]);
    case 3:
      return Number.MAX_SAFE_INTEGER;
    case 4:
      return String.fromCharCode(...Array.from({ length: int(40) }, () => int(0xffff)));
    case 5:
      return pick(nasty) + pick(nasty);
    case 6:
      return Array.from({ length: int(5) }, () => randomValue(depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: int(6) }, () => [pick(keys), randomValue(depth + 1)]));
    default:
      return randomObject(depth + 1);
  }
}

/** Mostly enquiry-shaped objects with some fields broken, so the checks past the first are reached too. */
function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = { ...validEnquiry, token: tokenAged(10_000) };
  const broken = 1 + int(4);
  for (let index = 0; index < broken; index += 1) object[pick(keys)] = randomValue(depth + 1);
  // Always something invalid: an honest enquiry is not part of this run.
  if (validateEnquiry(object).ok && object.website === "") object.phone = pick(["12", "", "44 20 7946 0958"]);
  return object;
}

const text = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

/** Percent-encodes, writing a lone surrogate as the invalid UTF-8 bytes a broken client would send. */
function encode(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

type Case = { url: string; contentType: string; payload: string | Buffer; origin?: string };

function randomCase(): Case {
  const url = pick([ENQUIRY_API, ENQUIRY_API, "/contact", "/contact.data"]);
  switch (int(10)) {
    case 0: // not JSON at all
      return {
        url,
        contentType: "application/json",
        payload: pick(['{"name":', "[", "{'a':1}", "NaN", "\u0000", '{"a":1}{"b":2}', "{".repeat(2000)]),
      };
    case 1: // JSON, but not an object
      return { url, contentType: "application/json", payload: JSON.stringify(randomValue(4)) };
    case 2: // a form POST with odd fields
      return {
        url,
        contentType: "application/x-www-form-urlencoded",
        payload: Array.from({ length: 1 + int(12) }, () => `${encodeURIComponent(pick(keys))}=${encode(text(randomValue(3)))}`).join("&"),
      };
    case 3: // bytes that are not UTF-8
      return {
        url,
        contentType: pick(["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]),
        payload: Buffer.from(Array.from({ length: 1 + int(300) }, () => int(256))),
      };
    case 4: // a type the page and the API do not take
      return {
        url,
        contentType: pick([
          "text/xml",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
          "application/json; charset=utf-16",
          "image/png",
          "text/plain",
        ]),
        payload: JSON.stringify(randomObject()),
      };
    case 5: // from another site
      return {
        url,
        contentType: pick(["application/json", "application/x-www-form-urlencoded"]),
        payload: JSON.stringify(randomObject()),
        origin: pick(["https://evil.example", "null", "http://localhost:8080", "file://"]),
      };
    case 6: // too large
      return {
        url,
        contentType: "application/json",
        payload: JSON.stringify({ ...randomObject(), message: "я".repeat(9000 + int(20_000)) }),
      };
    default: {
      if (url === ENQUIRY_API) {
        return { url, contentType: pick(["application/json", "application/json; charset=utf-8"]), payload: JSON.stringify(randomObject()) };
      }
      // As a browser would post it: every value a string, and still something invalid.
      const fields = Object.fromEntries(Object.entries(randomObject()).map(([key, value]) => [key, text(value)]));
      if (validateEnquiry(fields).ok && fields.website === "") fields.phone = "12";
      return { url, contentType: "application/x-www-form-urlencoded", payload: new URLSearchParams(fields).toString() };
    }
  }
}

describe("fuzzing the enquiry API and the contact form", () => {
  let site: BuiltSite;

  beforeAll(async () => {
    // Every send reaches the enquiry desk: neither limit stops the run early.
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "100000", PAGE_RATE_LIMIT: "100000" } });
    await site.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => site.close());

  it("answers 3,000 hostile sends with 4xx, stores none of them, and still takes a real enquiry both ways", async () => {
    // The server refuses cross-site posts before React Router's own check, which would log each one.
    const consoleError = vi.spyOn(console, "error");
    const statuses = new Map<number, number>();
    for (let index = 0; index < 3000; index += 1) {
      const { url, contentType, payload, origin = TEST_ORIGIN } = randomCase();
      const response = await site.app.inject({
        method: "POST",
        url,
        headers: { "content-type": contentType, origin, accept: pick(["application/json", "text/html", "*/*"]) },
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        throw new Error(`${response.statusCode} for ${url} ${contentType} ${String(payload).slice(0, 300)}`);
      }
    }
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(", ");
    console.log(`fuzz: 3000 sends → ${summary}`);
    expect(await site.store.listEnquiries()).toHaveLength(0);
    expect(consoleError).not.toHaveBeenCalled();

    const json = await site.app.inject({
      method: "POST",
      url: ENQUIRY_API,
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      payload: JSON.stringify({ ...validEnquiry, token: tokenAged() }),
    });
    expect(json.statusCode).toBe(201);
    const form = await site.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
      payload: new URLSearchParams({ ...validEnquiry, token: tokenAged() }).toString(),
    });
    expect(form.statusCode).toBe(201);
    expect(form.body).toContain(enquiryForm.sent.heading);
    // About 20 s alone; several times that on a shared 2-core machine running other checks.
  }, 240_000);

  it("answers broken HTTP on the socket with 4xx and stays up", async () => {
    const address = site.app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(address.port, "127.0.0.1");
        let answer = "";
        socket.setTimeout(3000, () => socket.destroy());
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("close", () => resolve(answer));
        socket.on("error", () => resolve(answer));
        socket.end(request);
      });
    const requests = [
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{}",
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n",
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\nOrigin: http://localhost\r\n\r\n{",
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000000\r\n\r\nname=",
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nX-Bad\u0000Header: 1\r\n\r\n",
      "POST /api/enquiries?__proto__[x]=1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nOrigin: http://localhost\r\nContent-Length: 2\r\n\r\n{}",
      "POST /contact HTTP/1.1\r\nHost: \r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nname=x",
      "GET /contact HTTP/1.1\r\nHost: [::1\r\n\r\n",
      "GARBAGE\r\n\r\n",
    ];
    for (const request of requests) {
      const answer = await raw(request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, `${JSON.stringify(request.slice(0, 80))} → ${answer.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    // Over a connection of its own that closes after the answer, so that nothing keeps the server from closing.
    const health = await new Promise<number>((resolve, reject) =>
      get({ host: "127.0.0.1", port: address.port, path: TOKEN_API, agent: false }, (response) => {
        response.resume().on("end", () => resolve(response.statusCode ?? 0));
      }).on("error", reject),
    );
    expect(health).toBe(200);
  });
});
