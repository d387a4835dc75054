import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldMessages } from "~/enquiry/schema";
import { TEST_ORIGIN, TEST_SECRET, checkedEnquiry, quietLog, testSettings, tokenAged, validEnquiry } from "../../tests/fixtures/enquiry";
import { createCounter } from "../counter";
import { createEnquiryDesk, type Sender } from "./desk";
import { TOKEN_FORMAT, issueToken } from "./token";

/** A store in memory that, like the real one, stores each form token's enquiry once. */
function memoryStore() {
  const byNonce = new Map<string, string>();
  return {
    stored: byNonce,
    failing: false,
    async addEnquiry(_enquiry: unknown, nonce: string) {
      if (this.failing) throw new Error("disk full");
      const existing = byNonce.get(nonce);
      if (existing) return { id: existing, duplicate: true };
      const id = `e${byNonce.size + 1}`;
      byNonce.set(nonce, id);
      return { id, duplicate: false };
    },
  };
}

const desks: { stop(): void }[] = [];
afterEach(() => desks.splice(0).forEach((desk) => desk.stop()));

function deskWith(env: NodeJS.ProcessEnv = {}) {
  const store = memoryStore();
  const outbox = { kick: vi.fn() };
  const log = quietLog();
  const desk = createEnquiryDesk({ store, outbox, secret: TEST_SECRET, settings: testSettings(env).enquiries, log });
  desks.push(desk);
  return { desk, store, outbox, log };
}

const visitor = (ip = "203.0.113.7", origin: string | null = TEST_ORIGIN): Sender => ({
  ip,
  origin,
  url: new URL("/contact", TEST_ORIGIN),
});
const send = (fields: Record<string, unknown> = {}) => ({ ...validEnquiry, token: tokenAged(), ...fields });

describe("the enquiry desk", () => {
  it("stores a valid enquiry as the schema cleaned it, and wakes the outbox", async () => {
    const store = memoryStore();
    const addEnquiry = vi.spyOn(store, "addEnquiry");
    const outbox = { kick: vi.fn() };
    const desk = createEnquiryDesk({ store, outbox, secret: TEST_SECRET, settings: testSettings().enquiries, log: quietLog() });
    desks.push(desk);
    const token = tokenAged();
    expect(await desk.accept(send({ token }), visitor())).toEqual({ ok: true, id: "e1", duplicate: false });
    expect(addEnquiry).toHaveBeenCalledWith(checkedEnquiry, token.split(".")[1]);
    expect(outbox.kick).toHaveBeenCalledOnce();
  });

  it("stores a form sent twice once, and does not wake the outbox again", async () => {
    const { desk, outbox } = deskWith();
    const token = tokenAged();
    const first = await desk.accept(send({ token }), visitor());
    expect(await desk.accept(send({ token }), visitor())).toEqual({ ok: true, id: first.ok ? first.id : "", duplicate: true });
    expect(outbox.kick).toHaveBeenCalledOnce();
  });

  it("names each invalid field with its Bulgarian message", async () => {
    const { desk, store } = deskWith();
    expect(await desk.accept(send({ phone: "12", message: "" }), visitor())).toEqual({
      ok: false,
      code: "invalid",
      errors: { phone: fieldMessages.phone.invalid, message: fieldMessages.message.required },
    });
    expect(store.stored.size).toBe(0);
  });

  it("says how long to wait when the form came back faster than a person fills it in", async () => {
    const { desk } = deskWith();
    const result = await desk.accept(send({ token: issueToken(TEST_SECRET) }), visitor());
    expect(result).toMatchObject({ ok: false, code: "too_fast" });
    expect(result.ok === false && result.code === "too_fast" && result.waitMs).toBeGreaterThan(2_000);
  });

  it("says when the form was open too long", async () => {
    const { desk } = deskWith();
    expect(await desk.accept(send({ token: tokenAged(2 * 24 * 60 * 60 * 1000) }), visitor())).toEqual({ ok: false, code: "expired" });
  });

  it.each([
    ["no token", { token: undefined }],
    ["a made-up token", { token: `${Date.now() - 10_000}.AAAAAAAAAAAAAAAA.${"A".repeat(43)}` }],
    ["a token signed with another secret", { token: issueToken("another-secret", Date.now() - 10_000) }],
    ["the spam trap filled in", { website: "http://spam.example" }],
  ])("refuses %s", async (_name, fields) => {
    const { desk, store, outbox } = deskWith();
    expect(await desk.accept(send(fields), visitor())).toEqual({ ok: false, code: "refused" });
    expect(store.stored.size).toBe(0);
    expect(outbox.kick).not.toHaveBeenCalled();
  });

  it.each([null, "text", 42, ["an", "array"]])("refuses %j instead of a form", async (input) => {
    const { desk } = deskWith();
    expect(await desk.accept(input, visitor())).toEqual({ ok: false, code: "refused" });
  });

  it.each([
    ["another site", "https://evil.example"],
    ['an opaque "null" origin', "null"],
    ["no origin at all", null],
  ])("refuses a send from %s", async (_name, origin) => {
    const { desk } = deskWith();
    expect(await desk.accept(send(), visitor("203.0.113.7", origin))).toEqual({ ok: false, code: "refused" });
  });

  it("accepts the other addresses the site is reached at (SITE_ORIGINS)", async () => {
    const { desk } = deskWith({ SITE_ORIGINS: "https://vechnozeleno.bg" });
    expect(await desk.accept(send(), visitor("203.0.113.7", "https://vechnozeleno.bg"))).toMatchObject({ ok: true });
  });

  it("answers a database failure as the server's fault, without waking the outbox", async () => {
    const { desk, store, outbox, log } = deskWith();
    store.failing = true;
    expect(await desk.accept(send(), visitor())).toEqual({ ok: false, code: "server" });
    expect(outbox.kick).not.toHaveBeenCalled();
    expect(log.lines.some((line) => line.level === "error")).toBe(true);
  });

  it("hands a route a desk bound to its request's sender", async () => {
    const { desk } = deskWith();
    const bound = desk.forRequest(visitor("203.0.113.7", "https://evil.example"));
    expect(bound.issueToken()).toMatch(TOKEN_FORMAT);
    expect(await bound.accept(send())).toEqual({ ok: false, code: "refused" });
  });
});

describe("the desk's rate limit", () => {
  it("counts stored enquiries per address: the one over the limit is refused, another visitor is not", async () => {
    const { desk } = deskWith({ ENQUIRY_RATE_LIMIT: "3" });
    const codes = [];
    for (let index = 0; index < 5; index += 1) {
      const result = await desk.accept(send(), visitor());
      codes.push(result.ok ? "stored" : result.code);
    }
    expect(codes).toEqual(["stored", "stored", "stored", "rate_limited", "rate_limited"]);
    expect(await desk.accept(send(), visitor("198.51.100.20"))).toMatchObject({ ok: true });
  });

  it("says when a visitor over the limit may send again: when the oldest counted send leaves the 10 minutes", async () => {
    const { desk } = deskWith({ ENQUIRY_RATE_LIMIT: "1" });
    await desk.accept(send(), visitor());
    const result = await desk.accept(send(), visitor());
    expect(result).toEqual({ ok: false, code: "rate_limited", retryAfterMs: expect.any(Number) });
    const wait = result.ok === false && result.code === "rate_limited" ? result.retryAfterMs : 0;
    expect(wait).toBeGreaterThan(599_000);
    expect(wait).toBeLessThanOrEqual(600_000);
  });

  it("does not lock out a visitor who corrects an invalid field five times", async () => {
    const { desk } = deskWith({ ENQUIRY_RATE_LIMIT: "5" });
    const token = tokenAged();
    for (const phone of ["1", "12", "0888", "0888 12", "0888 123 45"]) {
      expect(await desk.accept(send({ token, phone }), visitor())).toMatchObject({ ok: false, code: "invalid" });
    }
    expect(await desk.accept(send({ token: issueToken(TEST_SECRET) }), visitor())).toMatchObject({ code: "too_fast" });
    expect(await desk.accept(send({ token: tokenAged(3 * 24 * 60 * 60 * 1000) }), visitor())).toMatchObject({ code: "expired" });
    expect(await desk.accept(send({ token }), visitor())).toMatchObject({ ok: true, duplicate: false });
  });

  it("does not count a form sent again (a retry) as another enquiry", async () => {
    const { desk } = deskWith({ ENQUIRY_RATE_LIMIT: "2" });
    const token = tokenAged();
    for (let index = 0; index < 4; index += 1) expect(await desk.accept(send({ token }), visitor())).toMatchObject({ ok: true });
    expect(await desk.accept(send(), visitor())).toMatchObject({ ok: true, duplicate: false });
  });

  it("counts hostile sends: another site, the spam trap, a forged token", async () => {
    const { desk, store } = deskWith({ ENQUIRY_RATE_LIMIT: "3" });
    expect(await desk.accept(send(), visitor("203.0.113.7", "https://evil.example"))).toMatchObject({ code: "refused" });
    expect(await desk.accept(send({ website: "x" }), visitor())).toMatchObject({ code: "refused" });
    expect(await desk.accept(send({ token: issueToken("forged", Date.now() - 10_000) }), visitor())).toMatchObject({ code: "refused" });
    expect(await desk.accept(send(), visitor())).toMatchObject({ ok: false, code: "rate_limited" });
    expect(store.stored.size).toBe(0);
  });
});

describe("createCounter", () => {
  it("counts events per key within the window, and forgets older ones", () => {
    let now = 1_000_000;
    const counter = createCounter({ windowMs: 60_000, now: () => now });
    counter.add("a");
    now += 30_000;
    counter.add("a");
    counter.add("b");
    expect([counter.count("a"), counter.count("b"), counter.count("c")]).toEqual([2, 1, 0]);
    now += 30_001;
    expect(counter.count("a")).toBe(1);
    now += 30_000;
    expect([counter.count("a"), counter.count("b")]).toEqual([0, 0]);
    counter.stop();
  });

  it("says how long until a key is below a maximum again", () => {
    let now = 1_000_000;
    const counter = createCounter({ windowMs: 60_000, now: () => now });
    expect(counter.waitMs("a", 2)).toBe(0);
    counter.add("a");
    now += 10_000;
    counter.add("a");
    now += 5_000;
    expect(counter.waitMs("a", 2)).toBe(45_000);
    expect(counter.waitMs("a", 1)).toBe(55_000);
    counter.stop();
  });
});
