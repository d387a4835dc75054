/**
 * The outbox against a real SMTP server (tests/smtp.ts) and a real store on
 * each database: the company gets one e-mail per enquiry, even while the mail
 * server is down for a while, and even with two server processes on one database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { composeNotification } from "~/enquiry/notification";
import { COMPANY_EMAIL, checkedEnquiry, quietLog, testSettings } from "../../tests/fixtures/enquiry";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { startSmtp, type SmtpServer } from "../../tests/smtp";
import { createMailer } from "./mailer";
import { createOutbox, type OutboxOptions } from "./outbox";
import { openStore } from "./store";

describe.each(backends)("the outbox on %s", (backend) => {
  let smtp: SmtpServer;
  let fresh: FreshStore;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(async () => {
    smtp.down = false;
    for (const stop of stops.splice(0).reverse()) await stop();
    smtp.messages.length = 0;
  });

  async function withStore() {
    fresh = await freshStore(backend);
    stops.push(() => fresh.close());
    return fresh.store;
  }

  function outbox(options: Partial<OutboxOptions> & Pick<OutboxOptions, "store">) {
    const settings = testSettings({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: "Сайт <site@vechnozeleno.example>" });
    const created = createOutbox({
      mailer: createMailer(settings.smtp!, () => COMPANY_EMAIL),
      compose: composeNotification,
      log: quietLog(),
      ...options,
    });
    stops.push(() => created.stop());
    return created;
  }

  it("e-mails the company each stored enquiry once, in Bulgarian, and marks it sent", async () => {
    const store = await withStore();
    const { id } = await store.addEnquiry(checkedEnquiry, "nonce-outbox-001");
    expect(await outbox({ store }).processDue()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Запитване: Поливни системи – Мария Петрова, Трявна");
    expect(mail?.text).toContain("Телефон: 0888 123 456 (+359888123456)");
    expect(mail?.text).toContain(checkedEnquiry.message);
    expect(mail?.text).toContain(`Номер на запитването: ${id}`);
    expect(mail?.to).toMatchObject({ text: COMPANY_EMAIL });
    expect(mail?.from?.value).toEqual([{ name: "Сайт", address: "site@vechnozeleno.example" }]);
    expect(mail?.replyTo).toMatchObject({ text: "maria@abv.bg" });
    expect((await store.listEnquiries())[0]).toMatchObject({ id, attempts: 1, last_error: null, sent_at: expect.any(String) });
    expect(await store.pendingCount()).toBe(0);
  });

  it("keeps the notification while SMTP refuses it, retries, and sends it when the server is back", async () => {
    const store = await withStore();
    smtp.down = true;
    const { id } = await store.addEnquiry({ ...checkedEnquiry, name: "Иван Иванов" }, "nonce-outbox-002");
    const sender = outbox({ store, backoff: () => 50, intervalMs: 100 });
    await sender.start();
    await expect.poll(async () => (await store.listEnquiries())[0]?.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await store.listEnquiries())[0]).toMatchObject({ id, sent_at: null, last_error: expect.stringContaining("421") });
    expect(smtp.messages).toHaveLength(0);

    smtp.down = false;
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toContain("Иван Иванов");
    await expect.poll(async () => (await store.listEnquiries())[0]?.sent_at).toBeTruthy();
    expect((await store.listEnquiries())[0]?.last_error).toBeNull();
  });

  it("waits while SMTP is not configured, and a server started with it sends what waited", async () => {
    const store = await withStore();
    const log = quietLog();
    const waiting = outbox({ store, mailer: null, log });
    await store.addEnquiry(checkedEnquiry, "nonce-outbox-003");
    await waiting.start();
    waiting.kick();
    expect(await waiting.processDue()).toEqual({ sent: 0, failed: 0 });
    expect(await store.pendingCount()).toBe(1);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "warn", details: { pending: 1 } }));

    await outbox({ store }).start();
    await smtp.waitFor(1);
    await expect.poll(() => store.pendingCount()).toBe(0);
  });

  it("sends again after a crash between the mail server's acceptance and the record, with the same Message-ID", async () => {
    const store = await withStore();
    const { id } = await store.addEnquiry(checkedEnquiry, "nonce-outbox-004");
    // A process whose mail server took the message, and which died before it could record that.
    const dying = outbox({
      store: { ...store, markSent: () => Promise.reject(new Error("the process died")), markFailed: async () => {} },
      leaseMs: 1_000,
    });
    expect(await dying.processDue()).toEqual({ sent: 0, failed: 1 });
    await smtp.waitFor(1);
    expect(await store.pendingCount()).toBe(1);

    // The next process sends it again once the lease has run out.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await outbox({ store }).processDue()).toEqual({ sent: 1, failed: 0 });
    const [first, second] = await smtp.waitFor(2);
    expect(first?.messageId).toBe(`<enquiry-${id}@www.vechnozeleno.example>`);
    expect(second?.messageId).toBe(first?.messageId);
    expect(await store.pendingCount()).toBe(0);
  });

  it("sends each notification once when two server processes share the database", async () => {
    const store = await withStore();
    const second = await openStore({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
    stops.push(() => second.close());
    for (let index = 0; index < 12; index += 1) await store.addEnquiry(checkedEnquiry, `nonce-outbox-1${String(index).padStart(2, "0")}`);
    const results = await Promise.all([outbox({ store }).processDue(), outbox({ store: second }).processDue()]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(12);
    await smtp.waitFor(12);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(12);
    expect(await store.pendingCount()).toBe(0);
  });
});
