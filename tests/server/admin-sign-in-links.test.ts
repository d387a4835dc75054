/**
 * Signing in by link or passkey, as a stranger would probe it, on the real
 * build: nothing secret in any log line; "send me a link" answers the same
 * for any address, whether or not the mail goes out; a stranger can neither
 * use up the owner's own requests nor flood the owner's mailbox; and the
 * account page shows a user only that user's own audit log.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { adminAccount } from "../../app/content/admin";
import { companyDefaults } from "../../app/content/company";
import { LINK_MAILS_PER_USER, LINKS_PER_ADDRESS_AND_CLIENT, LINKS_PER_CLIENT } from "../../server/admin/link-limits";
import { TEST_ORIGIN } from "../fixtures/enquiry";
import { startAdminSite, type AdminSite } from "./admin-site";

const OWNER = "owner@example.bg";
const STRANGER = "203.0.113.7";

let site: AdminSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const form = { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN };

/** "Send me a link", as the form without JavaScript (`/admin?index`) or the page's script (`/admin.data?index`) sends it. */
const askForLink = (
  current: AdminSite,
  email: string,
  { from = "127.0.0.1", data = false, cookie }: { from?: string; data?: boolean; cookie?: string } = {},
) =>
  current.app.inject({
    method: "POST",
    url: data ? "/admin.data?index" : "/admin?index",
    remoteAddress: from,
    headers: { ...form, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ email }).toString(),
  });

const linkIn = (mail: { text: string } | undefined) => /\/admin\/link\/([\w-]{43})/.exec(mail?.text ?? "")?.[1];

/** An answer as anyone could compare two: its status and body, the address typed and the page's nonces left out. */
const answerOf = (response: { statusCode: number; body: string }, email: string) => ({
  status: response.statusCode,
  body: response.body.replaceAll(email, "<address>").replace(/nonce="[^"]*"/g, 'nonce=""'),
});

describe("the server's log during sign-in", () => {
  it("holds no link token, session, challenge or cookie, whatever is asked", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "trace" }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    site = await startAdminSite({ logger });
    const user = await site.user();
    const secrets: string[] = [];

    // By link: asked for, opened (the page and its data), pressed.
    expect((await askForLink(site, OWNER)).statusCode).toBe(200);
    await site.mailsSettled();
    const token = linkIn(site.mails[0]);
    expect(token).toBeDefined();
    secrets.push(token!);
    const previous = await site.session(user.id);
    secrets.push(previous);
    expect((await site.app.inject({ url: `/admin/link/${token}` })).statusCode).toBe(200);
    expect((await site.app.inject({ url: `/admin/link/${token}.data` })).statusCode).toBe(200);
    const signedIn = await site.app.inject({
      method: "POST",
      url: `/admin/link/${token}`,
      headers: { ...form, cookie: `admin=${previous}` },
      payload: "",
    });
    expect(signedIn.statusCode).toBe(302);
    const session = /^admin=([\w-]{43})/.exec(String(signedIn.headers["set-cookie"]))?.[1];
    expect(session).toBeDefined();
    secrets.push(session!);
    expect((await site.app.inject({ url: "/admin/account", headers: { cookie: `admin=${session}` } })).statusCode).toBe(200);

    // A setup link pressed through the page's script, and its address mangled on the way.
    const setup = await site.admin.auth.createLink(user.id, "setup");
    secrets.push(setup);
    const pressed = await site.app.inject({ method: "POST", url: `/admin/link/${setup}.data`, headers: form, payload: "" });
    expect(pressed.statusCode).toBeLessThan(400);
    expect((await site.app.inject({ url: `/admin/link/${setup}%E0%A4%A` })).statusCode).toBe(400);
    expect((await site.app.inject({ url: `/admin/link/${setup}/` })).statusCode).toBe(308);

    // By passkey: the options (a challenge and its cookie), and an attempt that fails.
    const options = await site.app.inject({
      method: "POST",
      url: "/admin/passkey",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      payload: JSON.stringify({ intent: "sign-in-options" }),
    });
    expect(options.statusCode).toBe(200);
    const challenge = /"challenge":"([\w-]+)"/.exec(options.body)?.[1];
    const challengeCookie = /^admin-challenge=([\w-]{43})/.exec(String(options.headers["set-cookie"]))?.[1];
    expect(challenge).toBeDefined();
    expect(challengeCookie).toBeDefined();
    secrets.push(challenge!, challengeCookie!);
    const attempt = await site.app.inject({
      method: "POST",
      url: "/admin/passkey",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie: `admin-challenge=${challengeCookie}` },
      payload: JSON.stringify({ intent: "sign-in", response: { id: "key", rawId: "key", type: "public-key", response: {} } }),
    });
    expect(attempt.statusCode).toBe(400);

    // A request Node itself refuses (headers too large), which it keeps whole in its error.
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as { port: number };
    const refused = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
      socket.write(
        `GET /admin/link/${token} HTTP/1.1\r\nHost: localhost\r\nCookie: admin=${session}; filler=${"x".repeat(20_000)}\r\n\r\n`,
      );
    });
    expect(refused).toMatch(/^HTTP\/1\.1 431/);

    const log = lines.join("");
    expect(log).toContain("incoming request");
    expect(log).toContain("/admin/link/:token");
    expect(log).toContain("connection refused with 431");
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/cookie/i);
    // Node's copy of a refused request, which pino would write as a list of byte values.
    expect(log).not.toContain("rawPacket");
  });
});

describe("asking for a sign-in link", () => {
  it("answers a known and an unknown address alike, and mails only the known one", async () => {
    site = await startAdminSite();
    await site.user();
    for (const data of [false, true]) {
      const known = await askForLink(site, OWNER, { data });
      const unknown = await askForLink(site, "nobody@example.bg", { data });
      expect(known.statusCode).toBe(200);
      expect(answerOf(unknown, "nobody@example.bg")).toEqual(answerOf(known, OWNER));
    }
    await site.mailsSettled();
    expect(site.mails.map((mail) => mail.to)).toEqual([OWNER, OWNER]);
  });

  it("points a link at the site's published address when the request names another host, and at the new one once the owner changes it", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sign-in-links-"));
    try {
      site = await startAdminSite({ publishing: { dataDir } });
      await site.user();
      const forged = (current: AdminSite) =>
        current.app.inject({
          method: "POST",
          url: "/admin?index",
          headers: { ...form, host: "evil.example", origin: "http://evil.example" },
          payload: new URLSearchParams({ email: OWNER }).toString(),
        });
      expect((await forged(site)).statusCode).toBe(200);
      await site.mailsSettled();
      expect(site.mails.at(-1)?.text).toContain(`${companyDefaults.siteUrl}/admin/link/`);
      const result = await site.publisher!.publish({ company: { siteUrl: "https://www.zelendvor.bg" } }, "Иван Петров");
      expect(result.ok).toBe(true);
      await site.publisher!.settled();
      await forged(site);
      await site.mailsSettled();
      expect(site.mails.at(-1)?.text).toContain("https://www.zelendvor.bg/admin/link/");
      expect(site.mails.map((mail) => mail.text).join("\n")).not.toContain("evil.example");
    } finally {
      await site?.close();
      site = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("answers alike when the mail server refuses the mail, and logs the failure without the link", async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const lines: string[] = [];
    site = await startAdminSite({
      logger,
      sendMail: async (mail) => {
        throw new Error(`421 Service not available, mail to ${mail.to} about ${mail.text} refused`);
      },
    });
    await site.user();
    const known = await askForLink(site, OWNER);
    const unknown = await askForLink(site, "nobody@example.bg");
    expect(known.statusCode).toBe(200);
    expect(answerOf(unknown, "nobody@example.bg")).toEqual(answerOf(known, OWNER));
    await site.mailsSettled();
    expect(site.mails).toHaveLength(1);
    const log = lines.join("");
    expect(log).toContain("the sign-in link could not be e-mailed");
    expect(log).not.toContain(linkIn(site.mails[0])!);
  });

  it("lets a stranger use up only the stranger's own requests: the owner, from elsewhere, still gets a link", async () => {
    site = await startAdminSite();
    await site.user();
    for (let request = 0; request < LINKS_PER_ADDRESS_AND_CLIENT; request += 1) {
      expect((await askForLink(site, OWNER, { from: STRANGER })).statusCode).toBe(200);
    }
    expect((await askForLink(site, OWNER, { from: STRANGER })).statusCode).toBe(429);
    await site.mailsSettled();
    const mailed = site.mails.length;

    expect((await askForLink(site, OWNER, { from: "198.51.100.20" })).statusCode).toBe(200);
    await site.mailsSettled();
    expect(site.mails).toHaveLength(mailed + 1);
    expect(site.mails.at(-1)!.to).toBe(OWNER);
  });

  it("limits one client's requests for any addresses, a whole IPv6 /64 counting as one client", async () => {
    site = await startAdminSite();
    for (let request = 0; request < LINKS_PER_CLIENT; request += 1) {
      const from = `2001:db8:1:2::${request + 1}`;
      expect((await askForLink(site, `person${request}@example.bg`, { from })).statusCode).toBe(200);
    }
    expect((await askForLink(site, "another@example.bg", { from: "2001:db8:1:2:ffff::9" })).statusCode).toBe(429);
    expect((await askForLink(site, "another@example.bg", { from: "2001:db8:1:3::1" })).statusCode).toBe(200);
  });

  it("stops mailing an address flooded from many clients, answering the same, but still mails a client the owner signed in from", async () => {
    site = await startAdminSite();
    const user = await site.user();
    const earlier = await site.session(user.id, "revoked");
    const answers = [];
    for (let client = 1; client <= LINK_MAILS_PER_USER + 2; client += 1) {
      answers.push(answerOf(await askForLink(site, OWNER, { from: `203.0.113.${client}` }), OWNER));
    }
    await site.mailsSettled();
    expect(site.mails).toHaveLength(LINK_MAILS_PER_USER);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);

    // The address the owner's session was made from (tests/server/admin-site.ts), and a browser still holding an old session.
    expect((await askForLink(site, OWNER, { from: "127.0.0.1" })).statusCode).toBe(200);
    expect((await askForLink(site, OWNER, { from: "192.0.2.50", cookie: `admin=${earlier}` })).statusCode).toBe(200);
    await site.mailsSettled();
    expect(site.mails).toHaveLength(LINK_MAILS_PER_USER + 2);
  });
});

describe("the account page's audit log", () => {
  it("shows a user that user's own actions only", async () => {
    site = await startAdminSite();
    const owner = await site.user();
    const helper = await site.admin.auth.addUser("helper@example.bg", "Мария Иванова");
    const ownerSession = await site.session(owner.id);
    const helperSession = await site.session(helper.id);
    await site.admin.auth.audit(owner.id, "sign-in", { method: "link" }, "198.51.100.1");
    await site.admin.auth.audit(owner.id, "rollback", { version: 3 }, "198.51.100.1");
    await site.admin.auth.audit(helper.id, "sign-in", { method: "passkey" }, "192.0.2.9");
    await site.admin.auth.audit(null, "sign-in-failed", { method: "link" }, "203.0.113.66");

    expect((await site.admin.auth.auditLog(helper.id)).map((entry) => [entry.action, entry.ip])).toEqual([["sign-in", "192.0.2.9"]]);

    const page = (token: string) => site!.app.inject({ url: "/admin/account", headers: { cookie: `admin=${token}` } });
    const helperPage = (await page(helperSession)).body;
    expect(helperPage).toContain(adminAccount.auditHeading);
    expect(helperPage).toContain("192.0.2.9");
    // Each line says what the action was about: how the sign-in was made, which version was brought back.
    expect(helperPage).toContain(`– ${adminAccount.signInMethods.passkey}`);
    for (const other of ["198.51.100.1", "203.0.113.66", adminAccount.actions.rollback]) expect(helperPage).not.toContain(other);
    const ownerPage = (await page(ownerSession)).body;
    expect(ownerPage).toContain("198.51.100.1");
    expect(ownerPage).not.toContain("192.0.2.9");
    expect(ownerPage).toContain(`– ${adminAccount.signInMethods.link}`);
    expect(ownerPage).toContain("– версия 3");
    // No key and no mail (this server sends none): the page says so before the owner signs out.
    expect(ownerPage).toContain(adminAccount.lockedOutWarning);
  });
});
