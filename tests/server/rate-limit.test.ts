/**
 * The per-visitor limit on enquiries (ENQUIRY_RATE_LIMIT in 10 minutes),
 * through the real build: it counts what is stored and what is plainly
 * hostile, never a visitor's corrections.
 */
import { afterEach, describe, expect, it } from "vitest";
import { enquiryStatus } from "~/content/enquiry";
import { companyDefaults } from "~/content/company";
import { ENQUIRY_API } from "~/enquiry/contract";
import { TEST_ORIGIN, tokenAged, validEnquiry } from "../fixtures/enquiry";
import { startBuiltSite, type BuiltSite } from "./built-site";

let site: BuiltSite | undefined;
afterEach(() => site?.close());

const VISITOR = "203.0.113.7";

function sendJson(fields: Record<string, unknown>, { ip = VISITOR, headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) {
  return site!.app.inject({
    method: "POST",
    url: ENQUIRY_API,
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
    payload: JSON.stringify({ ...validEnquiry, token: tokenAged(), ...fields }),
  });
}

function postForm(fields: Record<string, string>, ip = VISITOR) {
  return site!.app.inject({
    method: "POST",
    url: "/contact",
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ ...validEnquiry, token: tokenAged(), ...fields }).toString(),
  });
}

describe("the rate limit", () => {
  it("answers 429 with Retry-After after the allowed number of enquiries, for that visitor only", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "3" } });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await sendJson({})).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await sendJson({});
    expect(limited.json()).toEqual({ ok: false, code: "rate_limited", retryAfterMs: expect.any(Number) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect((await sendJson({}, { ip: "198.51.100.20" })).statusCode).toBe(201);
  });

  it("answers a form posted without JavaScript in Bulgarian, keeping what was typed", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "1" } });
    expect((await postForm({})).statusCode).toBe(201);
    const page = await postForm({ name: "Второ Запитване" });
    expect(page.statusCode).toBe(429);
    expect(page.headers["retry-after"]).toBeDefined();
    expect(page.body).toContain(enquiryStatus.rateLimited(companyDefaults));
    expect(page.body).toContain('value="Второ Запитване"');
  });

  it("does not lock out a visitor who corrects an invalid field five times", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "5" } });
    const token = tokenAged();
    for (const phone of ["1", "12", "0888", "0888 12", "0888 123 45"]) {
      expect((await sendJson({ token, phone })).statusCode).toBe(400);
    }
    for (const town of ["", "Т"]) expect((await postForm({ token, town })).statusCode).toBe(400);
    expect((await sendJson({ token })).statusCode).toBe(201);
  });

  it("counts hostile sends: the spam trap, forged tokens, sends from another site", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "3" } });
    expect((await sendJson({ website: "http://spam.example" })).statusCode).toBe(403);
    expect((await sendJson({ token: "1.2.3" })).statusCode).toBe(403);
    expect((await sendJson({}, { headers: { origin: "https://evil.example" } })).statusCode).toBe(403);
    const honest = await sendJson({});
    expect(honest.statusCode).toBe(429);
    expect(await site.store.listEnquiries()).toHaveLength(0);
  });

  it("behind a proxy named in TRUST_PROXY, tells visitors apart by X-Forwarded-For", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "1", TRUST_PROXY: "127.0.0.1" } });
    const viaProxy = (visitor: string) => sendJson({}, { ip: "127.0.0.1", headers: { "x-forwarded-for": visitor } });
    expect((await viaProxy("198.51.100.1")).statusCode).toBe(201);
    expect((await viaProxy("198.51.100.2")).statusCode).toBe(201);
    expect((await viaProxy("198.51.100.1")).statusCode).toBe(429);
  });

  it("believes no X-Forwarded-For from a sender that is not the proxy", async () => {
    site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "1", TRUST_PROXY: "127.0.0.1" } });
    expect((await sendJson({}, { headers: { "x-forwarded-for": "198.51.100.1" } })).statusCode).toBe(201);
    expect((await sendJson({}, { headers: { "x-forwarded-for": "198.51.100.2" } })).statusCode).toBe(429);
  });
});
