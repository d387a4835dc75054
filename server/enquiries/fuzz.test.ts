/**
 * Abuse: thousands of malformed or hostile requests to the enquiry API. Each
 * must get a 4xx answer (never a 5xx, never a hang), nothing may be stored,
 * and the server must still accept a real enquiry afterwards.
 */
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shared from "../../app/enquiry/server-entry";
import { buildServer } from "../app.mjs";
import { readConfig } from "../config.mjs";
import { fakeBuild, freshStore } from "./testing";
import { issueToken } from "./token.mjs";

const SECRET = "fuzz-secret-fuzz-secret-fuzz-secret-012345";
const ORIGIN = "http://localhost:80";

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
  const object: Record<string, unknown> = {
    name: "Мария",
    phone: "0888123456",
    service: "irrigation",
    town: "Трявна",
    message: "Искаме оферта за двора.",
    reply: "phone",
    website: "",
    token: issueToken(SECRET, Date.now() - 10_000),
  };
  const broken = 1 + int(4);
  for (let index = 0; index < broken; index += 1) object[pick(keys)] = randomValue(depth + 1);
  // Always something invalid: an honest enquiry is not part of this run.
  if (shared.validateEnquiry(object).ok && object.website === "") object.phone = pick(["12", "", "+44 20 7946 0958"]);
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

type Case = { contentType: string; payload: string | Buffer; origin?: string };

function randomCase(): Case {
  switch (int(10)) {
    case 0: // not JSON at all
      return {
        contentType: "application/json",
        payload: pick(['{"name":', "[", "{'a':1}", "NaN", "\u0000", '{"a":1}{"b":2}', "{".repeat(2000)]),
      };
    case 1: // JSON, but not an object
      return { contentType: "application/json", payload: JSON.stringify(randomValue(4)) };
    case 2: // a form POST with odd fields
      return {
        contentType: "application/x-www-form-urlencoded",
        payload: Array.from({ length: 1 + int(12) }, () => `${encodeURIComponent(pick(keys))}=${encode(text(randomValue(3)))}`).join("&"),
      };
    case 3: // bytes that are not UTF-8
      return {
        contentType: pick(["application/json", "application/x-www-form-urlencoded"]),
        payload: Buffer.from(Array.from({ length: 1 + int(300) }, () => int(256))),
      };
    case 4: // a type the API does not take
      return {
        contentType: pick([
          "text/xml",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
          "application/json; charset=utf-16",
          "image/png",
        ]),
        payload: JSON.stringify(randomObject()),
      };
    case 5: // from another site
      return {
        contentType: "application/json",
        payload: JSON.stringify(randomObject()),
        origin: pick(["https://evil.example", "null", "http://localhost:8080", "file://"]),
      };
    case 6: // too large
      return { contentType: "application/json", payload: JSON.stringify({ ...randomObject(), message: "я".repeat(9000 + int(20_000)) }) };
    default:
      return { contentType: pick(["application/json", "application/json; charset=utf-8"]), payload: JSON.stringify(randomObject()) };
  }
}

describe("fuzzing POST /api/enquiries", () => {
  let app: FastifyInstance;
  let store: Awaited<ReturnType<typeof freshStore>>;
  const build = fakeBuild();

  beforeAll(async () => {
    store = await freshStore("sqlite");
    const config = readConfig({ ENQUIRY_RATE_LIMIT: "100000" }, { companyEmail: "office@vechnozeleno.example" });
    app = await buildServer({
      root: build.root,
      enquiries: { store: store.store, shared, secret: SECRET, options: config.enquiries, outbox: { kick() {} } },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await app.close();
    await store.close();
    build.remove();
  });

  it("answers 3,000 hostile payloads with 4xx, stores none of them, and still takes a real enquiry", async () => {
    const statuses = new Map<number, number>();
    for (let index = 0; index < 3000; index += 1) {
      const { contentType, payload, origin = ORIGIN } = randomCase();
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        headers: { "content-type": contentType, origin, accept: pick(["application/json", "text/html", "*/*"]) },
        payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        throw new Error(`${response.statusCode} for ${contentType} ${String(payload).slice(0, 300)}`);
      }
    }
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(", ");
    console.log(`fuzz: 3000 payloads → ${summary}`);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(await store.store.listEnquiries()).toHaveLength(0);

    const real = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      headers: { "content-type": "application/json", origin: ORIGIN },
      payload: JSON.stringify({
        ...randomObject(),
        phone: "0888123456",
        name: "Мария",
        town: "Трявна",
        service: "other",
        reply: "phone",
        message: "Искаме оферта за двора.",
        email: "",
        website: "",
        token: issueToken(SECRET, Date.now() - 10_000),
      }),
    });
    expect(real.statusCode).toBe(201);
  });

  it("answers broken HTTP on the socket with 4xx and stays up", async () => {
    const address = app.server.address() as { port: number };
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
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nX-Bad\u0000Header: 1\r\n\r\n",
      "POST /api/enquiries?__proto__[x]=1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nOrigin: http://localhost\r\nContent-Length: 2\r\n\r\n{}",
      "GARBAGE\r\n\r\n",
    ];
    for (const request of requests) {
      const answer = await raw(request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, `${JSON.stringify(request.slice(0, 80))} → ${answer.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const health = await fetch(`http://127.0.0.1:${address.port}/api/enquiries/token`);
    expect(health.status).toBe(200);
  });
});
