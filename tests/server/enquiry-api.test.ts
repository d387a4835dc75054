/**
 * The JSON API the hydrated enquiry form sends to (app/routes/api.enquiries.ts
 * and api.enquiries.token.ts), through React Router's request handler on the
 * real build, down to the SQLite store and an SMTP server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_API, TOKEN_API } from "~/enquiry/contract";
import { fieldMessages } from "~/enquiry/schema";
import { TOKEN_FORMAT, issueToken } from "../../server/enquiries/token";
import { COMPANY_EMAIL, TEST_ORIGIN, TEST_SECRET, tokenAged, validEnquiry } from "../fixtures/enquiry";
import { startSmtp, type SmtpServer } from "../smtp";
import { startBuiltSite, type BuiltSite } from "./built-site";

let site: BuiltSite;
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startSmtp();
  site = await startBuiltSite({ smtp, env: { ENQUIRY_RATE_LIMIT: "1000" } });
});
afterAll(async () => {
  await site.close();
  await smtp.close();
});
afterEach(() => {
  smtp.down = false;
});

/** A JSON send from the site's own page; a header given as null is left out. */
const post = (payload: unknown, headers: Record<string, string | null> = {}) =>
  site.app.inject({
    method: "POST",
    url: ENQUIRY_API,
    headers: Object.fromEntries(
      Object.entries({ origin: TEST_ORIGIN, "content-type": "application/json", accept: "application/json", ...headers }).filter(
        (entry): entry is [string, string] => entry[1] !== null,
      ),
    ),
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const stored = async (id: string) => (await site.store.listEnquiries()).find((row) => row.id === id);

describe(`POST ${ENQUIRY_API}`, () => {
  it("stores a valid enquiry, answers 201 with its id, never cached, and e-mails the company", async () => {
    const before = smtp.messages.length;
    const response = await post({ ...validEnquiry, token: tokenAged() });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String), duplicate: false });
    expect(await stored(body.id)).toMatchObject({ name: validEnquiry.name, phone: "+359888123456", email: "maria@abv.bg" });

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("Запитване: Поливни системи – Мария Петрова, Трявна");
    expect(mail?.to).toMatchObject({ text: COMPANY_EMAIL });
    expect(mail?.replyTo).toMatchObject({ text: "maria@abv.bg" });
    await expect.poll(async () => (await stored(body.id))?.sent_at).toBeTruthy();
  });

  it("answers 400 with a Bulgarian message for each invalid field", async () => {
    const response = await post({ ...validEnquiry, phone: "12", message: "", token: tokenAged() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      code: "invalid",
      errors: { phone: fieldMessages.phone.invalid, message: fieldMessages.message.required },
    });
  });

  it("stores a form sent twice (a retry) once, answering 200 with the same id", async () => {
    const token = tokenAged();
    const first = await post({ ...validEnquiry, token });
    const second = await post({ ...validEnquiry, token });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ok: true, id: first.json().id, duplicate: true });
  });

  it("refuses a form sent faster than a person can fill it in, saying how long to wait", async () => {
    const response = await post({ ...validEnquiry, token: issueToken(TEST_SECRET) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("too_fast");
    expect(body.waitMs).toBeGreaterThan(2_000);
    expect(body.waitMs).toBeLessThanOrEqual(3_000);
  });

  it("answers 400 to a form open longer than a day: the visitor sends it again with a new token", async () => {
    const response = await post({ ...validEnquiry, token: tokenAged(2 * 24 * 60 * 60 * 1000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, code: "expired" });
  });

  it.each([
    ["no token", undefined],
    ["a made-up token", `${Date.now() - 10_000}.AAAAAAAAAAAAAAAA.${"A".repeat(43)}`],
    ["a token signed with another secret", issueToken("another-secret", Date.now() - 10_000)],
  ])("answers 403 to %s", async (_name, token) => {
    const response = await post({ ...validEnquiry, token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, code: "refused" });
  });

  it("answers 403 to a form whose spam trap was filled in, and stores nothing", async () => {
    const count = (await site.store.listEnquiries()).length;
    const response = await post({ ...validEnquiry, website: "http://spam.example", token: tokenAged() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, code: "refused" });
    expect(await site.store.listEnquiries()).toHaveLength(count);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ['an opaque "null" Origin', { origin: "null" }],
    ["no Origin and no Referer", { origin: null }],
    ["another site's Referer and no Origin", { origin: null, referer: "https://evil.example/form" }],
    ["an Origin on another port", { origin: "http://localhost:8080" }],
  ])("answers 403 to %s", async (_name, headers) => {
    const response = await post({ ...validEnquiry, token: tokenAged() }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, code: "refused" });
  });

  it("accepts the site's own Referer when a browser sends no Origin", async () => {
    const response = await post({ ...validEnquiry, token: tokenAged() }, { origin: null, referer: `${TEST_ORIGIN}/contact` });
    expect(response.statusCode).toBe(201);
  });

  it("refuses bodies over 16 KB (413), other types (415) and what is not a JSON object (403)", async () => {
    expect((await post({ ...validEnquiry, message: "а".repeat(20_000), token: tokenAged() })).statusCode).toBe(413);
    const xml = await post("<enquiry/>", { "content-type": "application/xml" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ ok: false, code: "unsupported" });
    expect((await post('{"name": "Мария"')).statusCode).toBe(403);
    expect((await post("[1, 2]")).statusCode).toBe(403);
  });

  it("takes only POST", async () => {
    const response = await site.app.inject({ url: ENQUIRY_API });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
  });

  it("keeps the notification in the outbox while SMTP refuses it, and sends it when it is back", async () => {
    smtp.down = true;
    const response = await post({ ...validEnquiry, name: "Иван Иванов", token: tokenAged() });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await expect.poll(async () => (await stored(id))?.attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(await stored(id)).toMatchObject({ sent_at: null, last_error: expect.stringContaining("421") });
    smtp.down = false;
    await expect.poll(() => smtp.messages.some((mail) => mail.subject?.includes("Иван Иванов")), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await stored(id))?.sent_at).toBeTruthy();
  });
});

describe(`GET ${TOKEN_API}`, () => {
  it("gives the page's script a new signed token, never cached", async () => {
    const response = await site.app.inject({ url: TOKEN_API });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json().token).toMatch(TOKEN_FORMAT);
    expect((await site.app.inject({ url: TOKEN_API })).json().token).not.toBe(response.json().token);
  });
});
