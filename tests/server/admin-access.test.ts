/**
 * Who may use /admin, on the real build (decision 0028): every page and
 * action refused without a session, with an expired or revoked one (401), and
 * every action from another origin or without one (403), with nothing
 * changed; the session cookie's attributes, its rotation and revocation;
 * one-time links; the rate limit on sign-ins; and /admin kept out of the
 * prerender and the sitemap.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccount, adminCommon } from "../../app/content/admin";
import { notFoundPage } from "../../app/content/pages/not-found";
import { BODY_LIMIT } from "../../server/react-router";
import { TEST_ORIGIN } from "../fixtures/enquiry";
import { startAdminSite, type AdminSite } from "./admin-site";
import { CLIENT } from "./built-site";

let site: AdminSite;
let userId: string;
let enquiryId: string;
let current: string;

beforeAll(async () => {
  site = await startAdminSite();
  userId = (await site.user()).id;
  enquiryId = await site.enquiry();
  current = await site.session(userId);
});
afterAll(() => site.close());

const cookie = (token: string) => `admin=${token}`;

const get = (url: string, token?: string) =>
  site.app.inject({ url, headers: { "accept-encoding": "identity", ...(token ? { cookie: cookie(token) } : {}) } });

const post = (
  url: string,
  body: Record<string, string>,
  { token, origin = TEST_ORIGIN }: { token?: string; origin?: string | null } = {},
) =>
  site.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin ? { origin } : {}),
      ...(token ? { cookie: cookie(token) } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });

const postJson = (url: string, body: unknown, { token, origin = TEST_ORIGIN }: { token?: string; origin?: string | null } = {}) =>
  site.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...(token ? { cookie: cookie(token) } : {}) },
    payload: JSON.stringify(body),
  });

const pages = () => [
  "/admin/enquiries",
  "/admin/enquiries.data",
  `/admin/enquiries/${enquiryId}`,
  "/admin/enquiries/export",
  "/admin/account",
  "/admin/account.data",
  "/admin/prices",
  "/admin/prices.data",
  "/admin/prices/gardening",
  "/admin/area",
  "/admin/company",
  "/admin/gallery",
  "/admin/gallery.data",
  "/admin/services",
  "/admin/versions",
];

const actions = (): { url: string; body: Record<string, string> }[] => [
  { url: `/admin/enquiries/${enquiryId}`, body: { intent: "save", status: "won", notes: "hacked" } },
  { url: `/admin/enquiries/${enquiryId}`, body: { intent: "resend" } },
  { url: "/admin/account", body: { intent: "remove-passkey", id: "key-1" } },
  { url: "/admin/prices/gardening", body: { "cents.gardening-mowing": "1" } },
  { url: "/admin/area", body: { "towns.0.name": "Трявна", "towns.0.km": "5" } },
  { url: "/admin/company", body: { phone: "0877 111 222" } },
  { url: "/admin/gallery", body: { intent: "upload", service: "gardening", caption: "x", alt: "x", date: "2026-01-01" } },
  { url: "/admin/services", body: { service: "gardening", intro: "x", included: "a\nb\nc" } },
  { url: "/admin/versions", body: { version: "0" } },
  { url: "/admin/sign-out", body: { everywhere: "1" } },
];

/** What an action could change: the enquiry's status and notes, the passkeys, the live sessions, the audit log's changes. */
async function state() {
  const db = site.admin.db;
  return {
    notes: await db.selectFrom("enquiry_notes").selectAll().execute(),
    outbox: await db.selectFrom("outbox").select(["next_attempt_at"]).execute(),
    passkeys: await db.selectFrom("admin_passkeys").select("id").execute(),
    sessions: await db.selectFrom("admin_sessions").select(["id_hash", "revoked_at"]).execute(),
    changes: await db.selectFrom("admin_audit").select("action").where("action", "not in", ["sign-in-failed"]).execute(),
  };
}

describe("/admin without a valid session", () => {
  beforeAll(async () => {
    // A passkey that the refused "remove" must leave in place.
    await site.admin.db
      .insertInto("admin_passkeys")
      .values({
        id: "key-1",
        user_id: userId,
        public_key: "x",
        counter: 0,
        transports: "",
        label: "Телефон",
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
  });

  it("answers every page with 401, and with 200 once signed in", async () => {
    const expired = await site.session(userId, "expired");
    const revoked = await site.session((await site.user("helper@example.bg")).id, "revoked");
    for (const url of pages()) {
      for (const token of [undefined, expired, revoked, "forged-token-forged-token-forged-token-0000"]) {
        const response = await get(url, token);
        expect(response.statusCode, `${url} with ${token ?? "no session"}`).toBe(401);
        expect(response.body).not.toContain("Мария Петрова");
      }
      expect((await get(url, current)).statusCode, url).toBe(200);
    }
    // A service there is not: 401 to anyone else (nothing said about what exists), 404 to the owner.
    expect((await get("/admin/prices/no-such-service")).statusCode).toBe(401);
    expect((await get("/admin/prices/no-such-service", current)).statusCode).toBe(404);
  });

  it("answers an address under /admin that is no page with the owner's own 404, and 401 to anyone not signed in", async () => {
    for (const url of ["/admin/enquries", "/admin/prices/gardening/old", "/admin/no-such-page.data"]) {
      const signedOut = await get(url);
      expect(signedOut.statusCode, url).toBe(401);
      const owner = await get(url, current);
      expect(owner.statusCode, url).toBe(404);
      expect(owner.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(owner.headers["cache-control"], url).toBe("private, no-store");
    }
    const page = await get("/admin/enquries", current);
    // The owner's „Няма такава страница“ in the owner's header, not the public site's not-found page.
    expect(page.body).toContain(adminCommon.notFound);
    expect(page.body).toContain('aria-label="Управление"');
    expect(page.body).not.toContain(notFoundPage.heading);
  });

  it("exports the enquiries as a CSV file that spreadsheet programs read as UTF-8 (it starts with a byte-order mark)", async () => {
    const response = await get("/admin/enquiries/export", current);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // With what the owner keeps of each: its status and notes.
    const [header, first] = response.body.split("\r\n");
    expect(header).toMatch(/;Състояние;Бележки;Номер$/);
    expect(first).toContain("Мария Петрова");
    expect(first).toMatch(/;ново;[^;]*;[^;]+$/);
  });

  it("takes a long note in Cyrillic (six bytes a letter in a form), which the public pages' limit would refuse", async () => {
    const notes = "Обадих се, ще дойдем в сряда. ".repeat(160).slice(0, 4000);
    expect(new URLSearchParams({ notes }).toString().length).toBeGreaterThan(BODY_LIMIT);
    const saved = await post(`/admin/enquiries/${enquiryId}`, { intent: "save", status: "new", notes }, { token: current });
    expect(saved.statusCode).toBeLessThan(400);
    expect((await post("/contact", { notes })).statusCode).toBe(413);
  });

  it("refuses every action with 401 without a session, and changes nothing", async () => {
    const expired = await site.session(userId, "expired");
    const before = await state();
    for (const { url, body } of actions()) {
      for (const token of [undefined, expired]) {
        expect((await post(url, body, { token })).statusCode, `${url} ${JSON.stringify(body)}`).toBe(401);
      }
    }
    for (const intent of ["register-options", "register"]) {
      expect((await postJson("/admin/passkey", { intent })).statusCode).toBe(401);
    }
    expect(await state()).toEqual(before);
  });

  it("refuses every action from another origin or without one with 403, even with a valid session, and changes nothing", async () => {
    const before = await state();
    for (const { url, body } of actions()) {
      for (const origin of ["https://evil.example", "null", null]) {
        const response = await post(url, body, { token: current, origin });
        expect(response.statusCode, `${url} from ${origin}`).toBe(403);
      }
    }
    for (const intent of ["sign-in-options", "sign-in", "register-options", "register"]) {
      expect((await postJson("/admin/passkey", { intent }, { token: current, origin: "https://evil.example" })).statusCode).toBe(403);
    }
    expect((await post("/admin?index", { email: "owner@example.bg" }, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect(await state()).toEqual(before);
    expect(site.mails).toEqual([]);
  });
});

describe("signing in and out", () => {
  it("sends a one-time link only to a known address, answering the same for any address", async () => {
    const unknown = await post("/admin?index", { email: "nobody@example.bg" });
    const known = await post("/admin?index", { email: "Owner@Example.bg" });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body.replace(/nobody@example.bg/g, "")).toContain("Ако адресът е на потребител");
    await site.mailsSettled();
    expect(site.mails).toHaveLength(1);
    expect(site.mails[0]!.to).toBe("owner@example.bg");
    const link = /http:\/\/localhost\/admin\/link\/([\w-]{43})/.exec(site.mails[0]!.text)?.[1];
    expect(link).toBeDefined();

    // Opening the link changes nothing (a mail scanner may open it); the press signs in, once.
    expect((await get(`/admin/link/${link}`)).statusCode).toBe(200);
    const signedIn = await post(`/admin/link/${link}`, {}, { token: current });
    expect(signedIn.statusCode).toBe(302);
    // To the question about a passkey, which goes on to the landing page when the account has one.
    expect(signedIn.headers.location).toBe("/admin/passkey-prompt");
    const setCookie = String(signedIn.headers["set-cookie"]);
    expect(setCookie).toMatch(/^admin=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Strict$/);
    const fresh = /^admin=([\w-]{43})/.exec(setCookie)![1]!;
    expect((await get("/admin/enquiries", fresh)).statusCode).toBe(200);
    // The account has a passkey (key-1): the question goes on at once to the landing page, „Съдържание“ while demo values remain.
    const prompt = await get("/admin/passkey-prompt", fresh);
    expect(prompt.statusCode).toBe(302);
    expect(prompt.headers.location).toBe("/admin");
    expect((await get("/admin/passkey-prompt")).statusCode).toBe(401);
    // Rotated: the session the browser had before is over.
    expect((await get("/admin/enquiries", current)).statusCode).toBe(401);
    current = fresh;

    expect((await post(`/admin/link/${link}`, {})).statusCode).toBe(401);
  });

  it("sets a Secure __Host- cookie behind an HTTPS proxy", async () => {
    const secure = await startAdminSite({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const user = await secure.user();
      const token = await secure.admin.auth.createLink(user.id, "setup");
      const response = await secure.app.inject({
        method: "POST",
        url: `/admin/link/${token}`,
        headers: {
          "x-forwarded-proto": "https",
          host: "www.example.bg",
          origin: "https://www.example.bg",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "",
      });
      expect(response.statusCode).toBe(302);
      expect(String(response.headers["set-cookie"])).toMatch(
        /^__Host-admin=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await secure.close();
    }
  });

  it("signs out this device, or every device", async () => {
    const other = await site.session(userId);
    const out = await post("/admin/sign-out", {}, { token: current });
    expect(out.statusCode).toBe(302);
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
    expect((await get("/admin/enquiries", current)).statusCode).toBe(401);
    expect((await get("/admin/enquiries", other)).statusCode).toBe(200);

    const third = await site.session(userId);
    expect((await post("/admin/sign-out", { everywhere: "1" }, { token: third })).statusCode).toBe(302);
    expect((await get("/admin/enquiries", other)).statusCode).toBe(401);
    const log = await site.admin.auth.auditLog(userId);
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["sign-in", "sign-out", "sign-out-everywhere", "link-requested"]),
    );
  });

  it("removes a passkey, but never the user's last one", async () => {
    const user = await site.user("helper@example.bg");
    const token = await site.session(user.id);
    const key = (id: string, label: string) => ({
      id,
      user_id: user.id,
      public_key: "test",
      counter: 0,
      transports: "internal",
      label,
      created_at: new Date().toISOString(),
      last_used_at: null,
    });
    await site.admin.db
      .insertInto("admin_passkeys")
      .values([key("key-phone", "Телефон"), key("key-laptop", "Лаптоп")])
      .execute();
    const keys = async () =>
      (await site.admin.db.selectFrom("admin_passkeys").select("id").where("user_id", "=", user.id).orderBy("id").execute()).map(
        (row) => row.id,
      );

    const first = await post("/admin/account", { intent: "remove-passkey", id: "key-laptop" }, { token });
    expect(first.statusCode).toBe(200);
    expect(await keys()).toEqual(["key-phone"]);

    const last = await post("/admin/account", { intent: "remove-passkey", id: "key-phone" }, { token });
    expect(last.statusCode).toBe(200);
    // Said as the answer to the press (a status), not only as the page's standing note.
    expect(last.body).toContain(`role="status">${adminAccount.lastPasskey}`);
    expect(await keys()).toEqual(["key-phone"]);
    const page = await get("/admin/account", token);
    expect(page.body).toContain(adminAccount.lastPasskey);
    expect(page.body).not.toContain('value="remove-passkey"');
  });

  it("stops accepting sign-ins from an address after repeated failures, even a valid link", async () => {
    const limited = await startAdminSite({ signInLimit: 3 });
    try {
      const user = await limited.user();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.app.inject({
          method: "POST",
          url: `/admin/link/${"x".repeat(43)}`,
          headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          payload: "",
        });
        expect(response.statusCode).toBe(401);
      }
      const valid = await limited.admin.auth.createLink(user.id, "link");
      const response = await limited.app.inject({
        method: "POST",
        url: `/admin/link/${valid}`,
        headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: "",
      });
      expect(response.statusCode).toBe(429);
      expect(response.headers["set-cookie"]).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe("/admin and search engines", () => {
  it("is never prerendered, not in the sitemap, and says noindex", async () => {
    expect(existsSync(path.join(CLIENT, "admin"))).toBe(false);
    expect(readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8")).not.toContain("/admin");
    const page = await get("/admin");
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });
});
