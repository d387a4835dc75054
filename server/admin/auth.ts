/**
 * Who may use /admin (decision 0028): users, their passkeys (verified by
 * SimpleWebAuthn), one-time sign-in links, sessions and the audit log, all in
 * the enquiry database. Every secret handed to a browser or an e-mail is 32
 * random bytes; the database keeps only its SHA-256.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AdminUser, AuditAction, AuditEntry } from "~/admin/context";
import { clientOf } from "../connections";
import type { AdminDb } from "./database";

/** SimpleWebAuthn with its certificate parsers, some 300 modules: loaded by the first passkey operation, not by the server's start. */
const webauthn = () => import("@simplewebauthn/server");

export const SESSION_DAYS = 14;
export const LINK_MINUTES = 15;
export const SETUP_LINK_HOURS = 24;
/** How long a client the user signed in from stays known to the limit on mailed links (link-limits.ts). */
export const KNOWN_CLIENT_DAYS = 90;
const CHALLENGE_MINUTES = 5;

export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface RelyingParty {
  /** The site's origin as the browser sees it, e.g. https://www.example.bg. */
  origin: string;
  name: string;
}

export interface Client {
  ip: string;
  userAgent: string;
}

export function createAuth({ db, now = () => new Date() }: { db: AdminDb; now?: () => Date }) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  const auth = {
    async addUser(email: string, name: string): Promise<AdminUser> {
      const normalized = email.trim().toLowerCase();
      const existing = await db
        .selectFrom("admin_users")
        .select(["id", "email", "name"])
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (existing) return existing;
      const user = { id: randomUUID(), email: normalized, name: name.trim() || normalized };
      await db
        .insertInto("admin_users")
        .values({ ...user, created_at: iso(), disabled_at: null })
        .execute();
      return user;
    },

    async userByEmail(email: string) {
      return db
        .selectFrom("admin_users")
        .select(["id", "email", "name"])
        .where("email", "=", email.trim().toLowerCase())
        .where("disabled_at", "is", null)
        .executeTakeFirst();
    },

    async userCount() {
      const row = await db
        .selectFrom("admin_users")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async audit(userId: string | null, action: AuditAction, detail: Record<string, unknown>, ip: string) {
      await db
        .insertInto("admin_audit")
        .values({ id: randomUUID(), at: iso(), user_id: userId, action, detail: JSON.stringify(detail), ip })
        .execute();
    },

    /** The latest entries of one user's own audit log: what was done as that user, and the links asked for that user's address. */
    async auditLog(userId: string, limit = 50): Promise<AuditEntry[]> {
      return db
        .selectFrom("admin_audit")
        .select(["at", "action", "detail", "ip"])
        .where("user_id", "=", userId)
        .orderBy("at", "desc")
        .limit(limit)
        .execute();
    },

    /** A new session for `userId`; the browser's previous session (if any) is revoked. Returns the token for the cookie. */
    async startSession(userId: string, client: Client, previousToken?: string | null) {
      if (previousToken) await auth.revokeSession(hashToken(previousToken));
      const token = newToken();
      await db
        .insertInto("admin_sessions")
        .values({
          id_hash: hashToken(token),
          user_id: userId,
          created_at: iso(),
          expires_at: iso(SESSION_DAYS * 86_400_000),
          revoked_at: null,
          ip: client.ip,
          user_agent: client.userAgent.slice(0, 300),
        })
        .execute();
      return token;
    },

    /** The session a cookie's token names, if it is current and its user is not disabled. */
    async readSession(token: string) {
      const row = await db
        .selectFrom("admin_sessions")
        .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
        .select(["admin_sessions.id_hash", "admin_users.id", "admin_users.email", "admin_users.name"])
        .where("admin_sessions.id_hash", "=", hashToken(token))
        .where("admin_sessions.revoked_at", "is", null)
        .where("admin_sessions.expires_at", ">", iso())
        .where("admin_users.disabled_at", "is", null)
        .executeTakeFirst();
      return row ? { id: row.id_hash, user: { id: row.id, email: row.email, name: row.name } } : null;
    },

    /**
     * Whether a client has signed in as `userId` within KNOWN_CLIENT_DAYS: from the same
     * client address (`clientOf`), or with the browser still holding one of the user's
     * sessions (current, expired or revoked).
     */
    async signedInBefore(userId: string, ip: string, sessionToken: string | null) {
      const rows = await db
        .selectFrom("admin_sessions")
        .select(["id_hash", "ip"])
        .where("user_id", "=", userId)
        .where("created_at", ">", iso(-KNOWN_CLIENT_DAYS * 86_400_000))
        .execute();
      const client = clientOf(ip);
      const tokenHash = sessionToken ? hashToken(sessionToken) : null;
      return rows.some((row) => row.id_hash === tokenHash || clientOf(row.ip) === client);
    },

    async revokeSession(idHash: string) {
      await db
        .updateTable("admin_sessions")
        .set({ revoked_at: iso() })
        .where("id_hash", "=", idHash)
        .where("revoked_at", "is", null)
        .execute();
    },

    async revokeAllSessions(userId: string) {
      await db
        .updateTable("admin_sessions")
        .set({ revoked_at: iso() })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .execute();
    },

    async sessions(userId: string) {
      return db
        .selectFrom("admin_sessions")
        .select(["id_hash as id", "created_at", "expires_at", "user_agent"])
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", iso())
        .orderBy("created_at", "desc")
        .execute();
    },

    /** A one-time link token for `userId`: "link" (by e-mail, 15 minutes) or "setup" (printed by a command, 24 hours). */
    async createLink(userId: string, purpose: "link" | "setup") {
      const token = newToken();
      const ttl = purpose === "setup" ? SETUP_LINK_HOURS * 3_600_000 : LINK_MINUTES * 60_000;
      await db
        .insertInto("admin_links")
        .values({ token_hash: hashToken(token), user_id: userId, purpose, created_at: iso(), expires_at: iso(ttl), used_at: null })
        .execute();
      return token;
    },

    /** Uses a link once: the user it was for, or null (unknown, used, expired, user disabled). */
    async useLink(token: string): Promise<AdminUser | null> {
      const tokenHash = hashToken(token);
      const used = await db
        .updateTable("admin_links")
        .set({ used_at: iso() })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", iso())
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return null;
      const row = await db
        .selectFrom("admin_links")
        .innerJoin("admin_users", "admin_users.id", "admin_links.user_id")
        .select(["admin_users.id", "admin_users.email", "admin_users.name"])
        .where("admin_links.token_hash", "=", tokenHash)
        .where("admin_users.disabled_at", "is", null)
        .executeTakeFirst();
      return row ?? null;
    },

    async saveChallenge(challenge: string, purpose: "register" | "signin", userId: string | null) {
      const id = newToken();
      // Old challenges are of no use to anyone: forget them as new ones are made.
      await db.deleteFrom("admin_challenges").where("expires_at", "<", iso()).execute();
      await db
        .insertInto("admin_challenges")
        .values({ id_hash: hashToken(id), challenge, user_id: userId, purpose, expires_at: iso(CHALLENGE_MINUTES * 60_000) })
        .execute();
      return id;
    },

    /** The challenge a cookie names, used once. */
    async takeChallenge(id: string | null, purpose: "register" | "signin") {
      if (!id) return null;
      const idHash = hashToken(id);
      const row = await db
        .selectFrom("admin_challenges")
        .select(["challenge", "user_id", "expires_at"])
        .where("id_hash", "=", idHash)
        .where("purpose", "=", purpose)
        .executeTakeFirst();
      await db.deleteFrom("admin_challenges").where("id_hash", "=", idHash).execute();
      return row && row.expires_at > iso() ? row : null;
    },

    async registrationOptions(rp: RelyingParty, user: AdminUser) {
      const existing = await db.selectFrom("admin_passkeys").select(["id", "transports"]).where("user_id", "=", user.id).execute();
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: new URL(rp.origin).hostname,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: "none",
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      const challengeId = await auth.saveChallenge(options.challenge, "register", user.id);
      return { options, challengeId };
    },

    async register(rp: RelyingParty, user: AdminUser, challengeId: string | null, response: unknown, label: string) {
      // Loaded before the challenge is used up: a library that cannot load is an error, not a refused passkey.
      const { verifyRegistrationResponse } = await webauthn();
      const challenge = await auth.takeChallenge(challengeId, "register");
      if (!challenge || challenge.user_id !== user.id) return false;
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: new URL(rp.origin).hostname,
          requireUserVerification: false,
        });
      } catch {
        return false;
      }
      if (!verified.verified) return false;
      const { credential } = verified.registrationInfo;
      await db
        .insertInto("admin_passkeys")
        .values({
          id: credential.id,
          user_id: user.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(","),
          label: label.trim().slice(0, 60) || "Passkey",
          created_at: iso(),
          last_used_at: null,
        })
        .execute();
      return true;
    },

    async signInOptions(rp: RelyingParty) {
      // No allow-list: the passkeys are discoverable, the browser offers the ones it has for this site.
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID: new URL(rp.origin).hostname, userVerification: "preferred" });
      const challengeId = await auth.saveChallenge(options.challenge, "signin", null);
      return { options, challengeId };
    },

    /** The user a passkey assertion proves, or null. */
    async signIn(rp: RelyingParty, challengeId: string | null, response: unknown): Promise<AdminUser | null> {
      const { verifyAuthenticationResponse } = await webauthn();
      const challenge = await auth.takeChallenge(challengeId, "signin");
      const id = (response as { id?: unknown } | null)?.id;
      if (!challenge || typeof id !== "string") return null;
      const key = await db
        .selectFrom("admin_passkeys")
        .innerJoin("admin_users", "admin_users.id", "admin_passkeys.user_id")
        .select([
          "admin_passkeys.id as key_id",
          "admin_passkeys.public_key",
          "admin_passkeys.counter",
          "admin_passkeys.transports",
          "admin_users.id",
          "admin_users.email",
          "admin_users.name",
        ])
        .where("admin_passkeys.id", "=", id)
        .where("admin_users.disabled_at", "is", null)
        .executeTakeFirst();
      if (!key) return null;
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: new URL(rp.origin).hostname,
          credential: {
            id: key.key_id,
            publicKey: new Uint8Array(Buffer.from(key.public_key, "base64url")),
            counter: Number(key.counter),
            transports: transportsOf(key.transports),
          },
          requireUserVerification: false,
        });
      } catch {
        return null;
      }
      if (!verified.verified) return null;
      await db
        .updateTable("admin_passkeys")
        .set({ counter: verified.authenticationInfo.newCounter, last_used_at: iso() })
        .where("id", "=", key.key_id)
        .execute();
      return { id: key.id, email: key.email, name: key.name };
    },

    async passkeys(userId: string) {
      return db
        .selectFrom("admin_passkeys")
        .select(["id", "label", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
    },

    /**
     * Removes one of the user's passkeys, never the last: without it the owner could be left
     * with no way in (sign-in links need the site's mail). The count is checked in the delete
     * itself, not read before it.
     */
    async removePasskey(userId: string, id: string): Promise<"removed" | "last" | "missing"> {
      const result = await db
        .deleteFrom("admin_passkeys")
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .where((eb) =>
          eb(eb.selectFrom("admin_passkeys as others").select(eb.fn.countAll().as("count")).where("others.user_id", "=", userId), ">", 1),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 1) return "removed";
      const kept = await db.selectFrom("admin_passkeys").select("id").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
      return kept ? "last" : "missing";
    },
  };
  return auth;
}

function transportsOf(value: string): AuthenticatorTransportFuture[] {
  return value ? (value.split(",") as AuthenticatorTransportFuture[]) : [];
}

export type Auth = ReturnType<typeof createAuth>;
