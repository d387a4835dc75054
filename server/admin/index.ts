/**
 * The owner's side of the server (decision 0028): sign-in, sessions, the
 * inbox and the audit log, handed to React Router's /admin routes through the
 * load context (app/admin/context.ts), bound to each request.
 *
 * Every request is judged by where it came from: a POST whose Origin is not
 * the site's own is refused by the routes (`sameOrigin`), and sign-in
 * attempts are counted per address. A sign-in link asked for is queued
 * (mail-queue.ts) and the request answered at once, the same for any
 * address; how often links may be asked for and mailed: link-limits.ts.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { AdminApi, AdminSession, InboxRow } from "~/admin/context";
import type { UploadedImage } from "~/lib/image-names";
import { adminInbox, adminMail } from "~/content/admin";
import { describeChange } from "~/admin/change-summary";
import { currentContent, siteContent, type SiteContent } from "~/content/current.server";
import { ENQUIRY_RETENTION_MONTHS } from "~/content/enquiry";
import { formatReceived } from "~/enquiry/notification";
import { toCsv } from "../enquiries/csv";
import { createCounter } from "../counter";
import type { Store } from "../enquiries/store";
import type { Publisher } from "../publish/publisher";
import { DEPLOYED } from "../publish/versions";
import type { SmtpSettings } from "../settings";
import { LINK_MINUTES, SESSION_DAYS, createAuth, type RelyingParty } from "./auth";
import { UPLOADS_FOLDER } from "~/content/gallery-overlay";
import { readCookie, serializeCookie } from "./cookies";
import { PHOTOS_FOLDER, uploadedFiles } from "~/lib/photo-files.server";
import { PHOTO_NAME, newPhotoName, preparePhoto } from "./photos";
import { openAdminDb } from "./database";
import { createInbox } from "./inbox";
import { createLinkLimits } from "./link-limits";
import { createPersonalMailer, type SendMail } from "./mail";
import { createMailQueue } from "./mail-queue";

/** An uploaded photo's sizes (app/lib/image-sizes.server.ts): sharp is loaded by the first photo, not by the server's start. */
const uploadedSizes = async (input: Buffer, dir: string) => (await import("~/lib/image-sizes.server")).makeUploadedSizes(input, dir);

/** What the server knows about a request to an /admin route. */
export interface AdminRequest {
  ip: string;
  /** The request's URL as the visitor's browser addressed it (behind a trusted proxy: the proxy's forwarded one). */
  url: URL;
  /** The Origin header (or the Referer's origin), or null. */
  origin: string | null;
  cookie: string | undefined;
  userAgent: string | undefined;
}

export interface AdminOptions {
  store: Store;
  outbox: { kick(): void };
  smtp: SmtpSettings | null;
  /** Other addresses the site is reached at (SITE_ORIGINS). */
  allowedOrigins: readonly string[];
  /** ALERT_EMAIL: told once about each notification that has not gone out for a day. */
  alertEmail?: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** For tests: instead of SMTP. */
  sendMail?: SendMail;
  /** For tests: the waits before a failed sign-in link mail is tried again (mail-queue.ts). */
  mailRetryDelaysMs?: readonly number[];
  /** Failed sign-ins per address in 15 minutes before it must wait. */
  signInLimit?: number;
  /** Publishing the owner's content edits (decision 0029); none in development. */
  publisher?: Publisher;
  /** Where the uploaded photos' sizes go (decision 0042); by default the publisher's data folder's photos/. */
  photosDir?: string;
  /** How long a save waits for its version to be live before it answers "still publishing". */
  publishWaitMs?: number;
  /** The live content (the company's name for passkeys, its site address for links in e-mails); by default the content folder's. */
  content?: () => SiteContent;
}

/** A save's answer waits this long for its version (a text change takes about a second, a photo a few). */
export const PUBLISH_WAIT_MS = 15_000;

const FAILED_SIGN_IN_WINDOW = 15 * 60_000;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export async function createAdmin({
  store,
  outbox,
  smtp,
  allowedOrigins,
  alertEmail,
  log,
  now = () => new Date(),
  sendMail,
  mailRetryDelaysMs,
  signInLimit = 10,
  publisher,
  photosDir = publisher ? path.join(path.dirname(publisher.store.root), PHOTOS_FOLDER) : undefined,
  publishWaitMs = PUBLISH_WAIT_MS,
  content = () => currentContent(),
}: AdminOptions) {
  const db = await openAdminDb(store);
  const auth = createAuth({ db, now });
  // The outbox e-mails enquiries through the same settings (server/main.ts).
  const mailConfigured = smtp !== null;
  const inbox = createInbox({ db, store, kickOutbox: () => outbox.kick(), mailConfigured, now });
  const mailer = sendMail ? { send: sendMail, close() {} } : smtp ? createPersonalMailer(smtp) : null;
  const failures = createCounter({ windowMs: FAILED_SIGN_IN_WINDOW });
  const linkLimits = createLinkLimits();
  const linkMails = mailer ? createMailQueue({ send: mailer.send, log, retryDelaysMs: mailRetryDelaysMs }) : null;

  /**
   * Where links in e-mails point: the address the request came to when it is
   * one of the site's own (or loopback, in development), otherwise the
   * site's address as published (the company's `siteUrl`), so that a forged
   * Host header cannot send the owner a link to another site.
   */
  function linkOrigin(url: URL) {
    const canonicalOrigin = new URL(content().company.siteUrl).origin;
    if (url.origin === canonicalOrigin || allowedOrigins.includes(url.origin) || LOOPBACK.has(url.hostname)) return url.origin;
    return canonicalOrigin;
  }

  async function alertStuck() {
    if (!alertEmail || !mailer) return;
    try {
      const count = await inbox.alertStuck((rows: InboxRow[]) =>
        mailer.send({
          to: alertEmail,
          subject: adminMail.alertSubject(rows.length),
          text: adminMail.alertText(rows.map((row) => `${formatReceived(row.created_at)} · ${row.name} · ${row.phone}`)),
        }),
      );
      if (count > 0) log.warn({ count, to: alertEmail }, "admin: alerted about notifications unsent for a day");
    } catch (error) {
      log.error({ err: error }, "admin: could not send the alert about unsent notifications");
    }
  }
  const alertTimer = setInterval(() => void alertStuck(), 10 * 60_000);
  alertTimer.unref();

  /** What version `record` changed from the one it was made from, value by value. */
  async function versionChanges(record: { id: number; basedOn: number }) {
    if (!publisher || record.id === DEPLOYED) return [];
    const [before, after] = await Promise.all([publisher.store.overlays(record.basedOn), publisher.store.overlays(record.id)]);
    return describeChange(siteContent(before), siteContent(after));
  }

  function forRequest(request: AdminRequest): AdminApi {
    const secure = request.url.protocol === "https:";
    const rp: RelyingParty = { origin: request.url.origin, name: content().company.name };
    const client = { ip: request.ip, userAgent: request.userAgent ?? "" };
    const sessionToken = readCookie(request.cookie, "session", secure);
    const sessionCookie = (token: string) => serializeCookie("session", token, { secure, maxAgeSeconds: SESSION_DAYS * 86_400 });
    const challengeCookie = (id: string, maxAgeSeconds = 300) => serializeCookie("challenge", id, { secure, maxAgeSeconds });
    const sameOrigin = request.origin !== null && (request.origin === request.url.origin || allowedOrigins.includes(request.origin));
    const limited = () => failures.count(request.ip) >= signInLimit;

    async function signedIn(user: { id: string; email: string; name: string }, method: string) {
      const token = await auth.startSession(user.id, client, sessionToken);
      await auth.audit(user.id, "sign-in", { method }, request.ip);
      log.info({ user: user.email, method }, "admin: signed in");
      return { ok: true as const, user, cookie: sessionCookie(token) };
    }

    async function failed(method: string) {
      failures.add(request.ip);
      await auth.audit(null, "sign-in-failed", { method }, request.ip);
      return { ok: false as const, reason: "invalid" as const };
    }

    let session: Promise<AdminSession | null> | undefined;

    return {
      sameOrigin,
      mailConfigured,
      session: () => (session ??= sessionToken ? auth.readSession(sessionToken) : Promise.resolve(null)),

      async requestLink(email) {
        if (!linkMails) return "unavailable";
        const address = email.trim().toLowerCase();
        if (limited() || !linkLimits.ask(address, request.ip)) return "limited";
        const origin = linkOrigin(request.url);
        // Nothing about the address is looked up before the answer: it is the same, and as quick, for any address.
        linkMails.enqueue({
          kind: "sign-in link",
          async prepare() {
            const user = await auth.userByEmail(address);
            if (!user) return null;
            const mailed = linkLimits.mayMail(user.id) || (await auth.signedInBefore(user.id, request.ip, sessionToken));
            await auth.audit(user.id, "link-requested", mailed ? {} : { mailed: false }, request.ip);
            if (!mailed) {
              log.warn(
                { user: user.email },
                "admin: a sign-in link was asked for but not mailed: this hour's links to the user are used up",
              );
              return null;
            }
            linkLimits.mailed(user.id);
            const token = await auth.createLink(user.id, "link");
            return {
              to: user.email,
              subject: adminMail.linkSubject,
              text: adminMail.linkText(user.name, `${origin}/admin/link/${token}`, LINK_MINUTES),
            };
          },
        });
        return "sent";
      },

      async useLink(token) {
        if (limited()) return { ok: false, reason: "limited" };
        const user = /^[\w-]{43}$/.test(token) ? await auth.useLink(token) : null;
        return user ? signedIn(user, "link") : failed("link");
      },

      async passkeySignInOptions() {
        const { options, challengeId } = await auth.signInOptions(rp);
        return { options, cookie: challengeCookie(challengeId) };
      },

      async passkeySignIn(response) {
        if (limited()) return { ok: false, reason: "limited" };
        const user = await auth.signIn(rp, readCookie(request.cookie, "challenge", secure), response);
        return user ? signedIn(user, "passkey") : failed("passkey");
      },

      async passkeyRegistrationOptions(current) {
        const { options, challengeId } = await auth.registrationOptions(rp, current.user);
        return { options, cookie: challengeCookie(challengeId) };
      },

      async passkeyRegister(current, response, label) {
        const ok = await auth.register(rp, current.user, readCookie(request.cookie, "challenge", secure), response, label);
        if (ok) await auth.audit(current.user.id, "passkey-added", { label }, request.ip);
        return ok;
      },

      async signOut(current, everywhere) {
        if (everywhere) await auth.revokeAllSessions(current.user.id);
        else await auth.revokeSession(current.id);
        await auth.audit(current.user.id, everywhere ? "sign-out-everywhere" : "sign-out", {}, request.ip);
        return { cookie: serializeCookie("session", "", { secure, maxAgeSeconds: 0 }) };
      },

      async account(current) {
        const [passkeys, sessions, audit] = await Promise.all([
          auth.passkeys(current.user.id),
          auth.sessions(current.user.id),
          auth.auditLog(current.user.id),
        ]);
        return { passkeys, sessions: sessions.map((row) => ({ ...row, current: row.id === current.id })), audit };
      },

      async removePasskey(current, id) {
        const result = await auth.removePasskey(current.user.id, id);
        if (result === "removed") await auth.audit(current.user.id, "passkey-removed", { id }, request.ip);
        return result !== "last";
      },

      async inbox(query) {
        return { ...(await inbox.list(query)), retentionMonths: ENQUIRY_RETENTION_MONTHS };
      },

      enquiry: (id) => inbox.get(id),

      async updateEnquiry(current, id, change) {
        const ok = await inbox.update(id, change, current.user.id);
        if (ok) await auth.audit(current.user.id, "enquiry-updated", { enquiry: id, status: change.status }, request.ip);
        return ok;
      },

      async resendNotification(current, id) {
        const ok = await inbox.resend(id);
        if (ok) await auth.audit(current.user.id, "notification-resent", { enquiry: id }, request.ip);
        return ok;
      },

      async exportCsv() {
        return toCsv(await inbox.rows(), {
          extra: [
            { heading: adminInbox.statusLabel, value: (row) => adminInbox.statuses[row.status] },
            { heading: adminInbox.notesLabel, value: (row) => row.notes },
          ],
        });
      },

      async contentEdits() {
        return publisher ? publisher.store.currentOverlays() : null;
      },

      async publish(current, change, photos = []) {
        if (!publisher) return { ok: false, reason: "unavailable" };
        const kept = publisher.store.uploadsDir;
        const uploads = Object.fromEntries(photos.filter((name) => PHOTO_NAME.test(name)).map((name) => [name, path.join(kept, name)]));
        const result = await publisher.publish(
          change,
          current.user.name,
          (record) => {
            void auth
              .audit(current.user.id, record.state === "ready" ? "published" : "publish-failed", { version: record.id }, request.ip)
              .catch((error: unknown) => log.error({ err: error }, "admin: could not write the audit entry"));
          },
          uploads,
        );
        if (!result.ok) return result;
        await auth.audit(current.user.id, "publish", { version: result.version.id, change: result.version.change.join(", ") }, request.ip);
        const changes = await versionChanges(result.version).catch(() => []);
        // The owner is told when it is live, or why not: a publish takes a second or two (a photo a few).
        let waited: NodeJS.Timeout | undefined;
        const ended = await Promise.race([
          result.finished.catch(() => null),
          new Promise<null>((resolve) => (waited = setTimeout(resolve, publishWaitMs, null))),
        ]);
        clearTimeout(waited);
        return {
          ok: true,
          version: result.version.id,
          state: ended?.state ?? "building",
          reason: ended?.state === "failed" ? ended.reason : null,
          changes,
        };
      },

      async keepPhoto(file) {
        if (!publisher || !photosDir) return { ok: false, problem: "unavailable" };
        if (file.tooLarge) return { ok: false, problem: "too-large" };
        if (!file.path) return { ok: false, problem: "not-image" };
        const name = newPhotoName();
        const stored = path.join(publisher.store.uploadsDir, name);
        const result = await preparePhoto(file.path, stored);
        if (!result.ok) {
          log.warn({ problem: result.problem, size: file.size, ip: request.ip }, "admin: an uploaded file was refused");
          return result;
        }
        // Its sizes, now (decision 0042): a photo whose sizes cannot be made is not kept.
        let image: UploadedImage;
        try {
          image = await uploadedSizes(readFileSync(stored), photosDir);
          // And in the database, for the other servers on it (decision 0045).
          await publisher.store.keepPhotoFiles(photosDir, uploadedFiles(image));
        } catch (error) {
          rmSync(stored, { force: true });
          log.error({ err: error, ip: request.ip }, "admin: an uploaded photo's sizes could not be made");
          return { ok: false, problem: "not-stored" };
        }
        const current = await (session ??= sessionToken ? auth.readSession(sessionToken) : Promise.resolve(null));
        if (current) await auth.audit(current.user.id, "upload", { photo: name, width: result.width, height: result.height }, request.ip);
        return { ok: true, name, image };
      },

      async keptPhoto(name) {
        if (!publisher || !photosDir || !PHOTO_NAME.test(name)) return null;
        const stored = path.join(publisher.store.uploadsDir, name);
        if (!existsSync(stored)) return null;
        // Its sizes were made when it was kept: named by its bytes, they are found again, not made twice.
        return uploadedSizes(readFileSync(stored), photosDir).catch((error: unknown) => {
          log.error({ err: error, ip: request.ip }, "admin: a kept photo's sizes could not be made");
          return null;
        });
      },

      photoFolders() {
        return publisher ? [path.join(publisher.store.contentDir, UPLOADS_FOLDER), publisher.store.uploadsDir] : [];
      },

      async versions() {
        if (!publisher) return { versions: [], building: false, available: false };
        const liveId = publisher.liveId();
        const versions = await Promise.all(
          (await publisher.store.list()).map(async (record) => ({
            ...record,
            live: record.id === liveId,
            // A version whose base is gone (pruned, or edited by hand) keeps the names of the parts it changed.
            changes: (await versionChanges(record).catch(() => [])).map((line) => line.text),
          })),
        );
        const deployed = {
          id: DEPLOYED,
          state: "ready" as const,
          createdAt: "",
          finishedAt: null,
          by: "",
          change: [],
          changes: [],
          reason: null,
          live: liveId === DEPLOYED,
        };
        return { versions: [...versions, deployed], building: publisher.isBuilding(), available: true };
      },

      async rollback(current, id) {
        if (!publisher) return false;
        const ok = await publisher.rollback(id).catch((error: unknown) => {
          log.error({ err: error, version: id }, "admin: the rollback failed");
          return false;
        });
        if (ok) await auth.audit(current.user.id, "rollback", { version: id }, request.ip);
        return ok;
      },
    };
  }

  return {
    auth,
    inbox,
    db,
    /** Resolves once the sign-in links asked for so far are sent or given up (for tests). */
    linkMailsSettled: async () => linkMails?.settled(),
    forRequest,
    alertStuck,
    stop() {
      clearInterval(alertTimer);
      failures.stop();
      linkLimits.stop();
      linkMails?.stop();
      mailer?.close();
    },
  };
}

export type ServerAdmin = Awaited<ReturnType<typeof createAdmin>>;
