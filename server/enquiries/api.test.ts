import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages } from "../../app/enquiry/schema";
import * as shared from "../../app/enquiry/server-entry";
import { buildServer } from "../app.mjs";
import { readConfig } from "../config.mjs";
import { createMailer } from "./mailer.mjs";
import { createOutbox } from "./outbox.mjs";
import { backends, fakeBuild, freshStore, startSmtp, type SmtpServer } from "./testing";
import { issueToken } from "./token.mjs";

const ORIGIN = "http://localhost:80";
const SECRET = "test-secret-test-secret-test-secret-0123456";

const valid = {
  name: "Мария Петрова",
  phone: "0888 123 456",
  email: "maria@abv.bg",
  service: "irrigation",
  town: "Трявна",
  message: "Капково напояване за две лехи и морава около 200 м².",
  reply: "email",
  website: "",
};

/** A token issued `ageMs` ago, as if the form had been open that long. */
const tokenAged = (ageMs = 5_000) => issueToken(SECRET, Date.now() - ageMs);

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: "silent",
} as never;

describe.each(backends)("POST /api/enquiries with %s", (backend) => {
  let app: FastifyInstance;
  let smtp: SmtpServer;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let outbox: ReturnType<typeof createOutbox>;
  const build = fakeBuild();

  beforeAll(async () => {
    smtp = await startSmtp();
    store = await freshStore(backend);
    const config = readConfig(
      { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: "Сайт <site@vechnozeleno.example>", ENQUIRY_RATE_LIMIT: "1000" },
      { companyEmail: "office@vechnozeleno.example" },
    );
    outbox = createOutbox({
      store: store.store,
      mailer: createMailer(config.smtp!),
      compose: shared.composeNotification,
      log: silentLog,
      backoff: () => 50,
      intervalMs: 100,
    });
    app = await buildServer({
      root: build.root,
      enquiries: { store: store.store, shared, secret: SECRET, options: config.enquiries, outbox },
    });
    await outbox.start();
  });

  afterAll(async () => {
    await app.close();
    await outbox.stop();
    await store.close();
    await smtp.close();
    build.remove();
  });

  afterEach(() => {
    smtp.down = false;
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/enquiries",
      headers: { origin: ORIGIN, "content-type": "application/json", accept: "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("stores a valid enquiry, answers 201 and e-mails the company", async () => {
    const before = smtp.messages.length;
    const response = await post({ ...valid, token: tokenAged() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ ok: true, duplicate: false });
    const rows = await store.store.listEnquiries();
    expect(rows.find((row) => row.id === body.id)).toMatchObject({ name: valid.name, phone: "+359888123456", email: "maria@abv.bg" });

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("Запитване: Поливни системи – Мария Петрова, Трявна");
    expect(mail?.text).toContain("Телефон: 088 812 3456 (+359888123456)");
    expect(mail?.text).toContain(valid.message);
    expect(mail?.to).toMatchObject({ text: "office@vechnozeleno.example" });
    expect(mail?.replyTo).toMatchObject({ text: "maria@abv.bg" });
    await expect.poll(async () => (await store.store.listEnquiries()).find((row) => row.id === body.id)?.sent_at).toBeTruthy();
  });

  it("answers 400 with a Bulgarian message for each invalid field", async () => {
    const response = await post({ ...valid, phone: "12", message: "", token: tokenAged() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      code: "invalid",
      errors: { phone: fieldMessages.phone.invalid, message: fieldMessages.message.required },
    });
  });

  it("stores a form sent twice (a retry) once, answering with the same id", async () => {
    const token = tokenAged();
    const first = await post({ ...valid, token });
    const second = await post({ ...valid, token });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ok: true, id: first.json().id, duplicate: true });
  });

  it("refuses a form sent faster than a person can fill it in, saying how long to wait", async () => {
    const response = await post({ ...valid, token: issueToken(SECRET) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("too_fast");
    expect(body.waitMs).toBeGreaterThan(2_000);
    expect(body.waitMs).toBeLessThanOrEqual(3_000);
  });

  it.each([
    ["no token", undefined, "refused"],
    ["a made-up token", `${Date.now() - 10_000}.AAAAAAAAAAAAAAAA.${"A".repeat(43)}`, "refused"],
    ["a token signed with another secret", issueToken("another-secret", Date.now() - 10_000), "refused"],
    ["a token from the day before yesterday", tokenAged(2 * 24 * 60 * 60 * 1000), "expired"],
  ])("refuses %s", async (_name, token, code) => {
    const response = await post({ ...valid, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, code });
  });

  it("refuses a form whose spam trap was filled in, and stores nothing", async () => {
    const count = (await store.store.listEnquiries()).length;
    const response = await post({ ...valid, website: "http://spam.example", token: tokenAged() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, code: "refused" });
    expect(await store.store.listEnquiries()).toHaveLength(count);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ['an opaque "null" Origin', { origin: "null" }],
    ["no Origin and no Referer", { origin: "" }],
    ["another site's Referer and no Origin", { origin: "", referer: "https://evil.example/form" }],
  ])("answers 403 to %s", async (_name, headers) => {
    const response = await post({ ...valid, token: tokenAged() }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, code: "refused" });
  });

  it("accepts the site's own Referer when a browser sends no Origin", async () => {
    const response = await post({ ...valid, token: tokenAged() }, { origin: "", referer: `${ORIGIN}/contact` });
    expect(response.statusCode).toBe(201);
  });

  it("refuses bodies over 16 KB (413), other types (415) and broken JSON (400)", async () => {
    expect((await post({ ...valid, message: "а".repeat(20_000), token: tokenAged() })).statusCode).toBe(413);
    expect((await post("<enquiry/>", { "content-type": "application/xml" })).statusCode).toBe(415);
    expect((await post('{"name": "Мария"', {})).statusCode).toBe(400);
  });

  it("keeps the notification in the outbox while SMTP refuses it, and sends it when it is back", async () => {
    smtp.down = true;
    const before = smtp.messages.length;
    const response = await post({ ...valid, name: "Иван Иванов", token: tokenAged() });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await expect
      .poll(async () => (await store.store.listEnquiries()).find((row) => row.id === id)?.attempts, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    const waiting = (await store.store.listEnquiries()).find((row) => row.id === id);
    expect(waiting).toMatchObject({ sent_at: null, last_error: expect.stringContaining("421") });
    smtp.down = false;
    const mails = await smtp.waitFor(before + 1);
    expect(mails.some((mail) => mail.subject?.includes("Иван Иванов"))).toBe(true);
    await expect.poll(async () => (await store.store.listEnquiries()).find((row) => row.id === id)?.sent_at).toBeTruthy();
  });

  describe("without JavaScript (a plain form POST)", () => {
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/enquiries",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        payload: new URLSearchParams(fields).toString(),
      });

    it("answers with the contact page showing the confirmation", async () => {
      const response = await form({ ...valid, token: tokenAged() });
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Благодарим! Запитването е изпратено.");
      expect(response.body).toContain("по имейл на maria@abv.bg");
      // A plain document: nothing would hydrate over the result.
      expect(response.body).not.toMatch(/type="module"|modulepreload/);
    });

    it("shows the form again with what was typed and the messages", async () => {
      const token = tokenAged();
      const response = await form({ ...valid, phone: "123", town: "", token });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("Проверете отбелязаните полета.");
      expect(response.body).toContain(`value="${valid.name}"`);
      expect(response.body).toContain(`>${valid.message}</textarea>`);
      expect(response.body).toContain('aria-invalid="true"');
      expect(response.body).toContain("Напишете населеното място на обекта.");
      expect(response.body).toContain(`name="token" value="${token}"`);
    });

    it("gives an expired form a new token and keeps what was typed", async () => {
      const response = await form({ ...valid, token: tokenAged(3 * 24 * 60 * 60 * 1000) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("Страницата е стояла отворена твърде дълго.");
      expect(response.body).toContain(`value="${valid.name}"`);
      const token = /name="token" value="([^"]+)"/.exec(response.body)?.[1];
      expect(token?.split(".")[0]).toMatch(/^\d+$/);
      expect(Date.now() - Number(token?.split(".")[0])).toBeLessThan(5_000);
    });
  });

  it("puts a signed token in the contact page and chooses the service asked for", async () => {
    const response = await app.inject({ url: "/contact?service=lighting", headers: { "accept-encoding": "identity" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toMatch(/name="token" value="\d+\.[\w-]{16}\.[\w-]{43}"/);
    expect(response.body).toContain('<option value="lighting" selected="">');
    const compressed = await app.inject({ url: "/contact", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  it("gives the page's script a new token when it asks", async () => {
    const response = await app.inject({ url: "/api/enquiries/token" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().token).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
  });
});

describe("the per-IP rate limit", () => {
  it("answers 429 after the allowed number of enquiries, in Bulgarian for a plain POST too", async () => {
    const build = fakeBuild();
    const store = await freshStore("sqlite");
    const config = readConfig({ ENQUIRY_RATE_LIMIT: "3" }, { companyEmail: "office@vechnozeleno.example" });
    const app = await buildServer({
      root: build.root,
      enquiries: { store: store.store, shared, secret: SECRET, options: config.enquiries, outbox: { kick() {} } },
    });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress: "203.0.113.7",
        headers: { origin: ORIGIN, "content-type": "application/json", accept: "application/json" },
        payload: JSON.stringify({ ...valid, token: tokenAged() }),
      });
      statuses.push(response.statusCode);
      if (index === 4) {
        expect(response.json()).toEqual({ ok: false, code: "rate_limited" });
        expect(response.headers["retry-after"]).toBeDefined();
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const otherVisitor = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      remoteAddress: "198.51.100.20",
      headers: { origin: ORIGIN, "content-type": "application/json", accept: "application/json" },
      payload: JSON.stringify({ ...valid, token: tokenAged() }),
    });
    expect(otherVisitor.statusCode).toBe(201);
    const page = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      remoteAddress: "203.0.113.7",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...valid, token: tokenAged() }).toString(),
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("Изпратихте много запитвания за кратко време.");
    expect(page.body).toContain(`value="${valid.name}"`);
    await app.close();
    await store.close();
    build.remove();
  });
});
