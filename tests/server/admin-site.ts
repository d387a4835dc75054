/**
 * The production build served as in built-site.ts, with the owner's side
 * (server/admin) on the same fresh SQLite store, and helpers to make users,
 * sessions (current, expired, revoked) and enquiries directly in the database.
 * The personal mails it sends are kept in `mails` (once `mailsSettled()`);
 * given a logger, the server and the owner's side log into it.
 */
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { currentContent } from "~/content/current.server";
import type { ServerBuild } from "react-router";
import { issueToken } from "../../server/enquiries/token";
import { createAdmin } from "../../server/admin";
import { createAuth } from "../../server/admin/auth";
import { createEnquiryDesk } from "../../server/enquiries/desk";
import { PHOTOS_DIR } from "../../server/cache-policy";
import { createHttpServer } from "../../server/http";
import { TEST_SECRET, checkedEnquiry, quietLog, testSettings } from "../fixtures/enquiry";
import { freshStore } from "../fixtures/store";
import type { PersonalMail, SendMail } from "../../server/admin/mail";
import { CLIENT, loadServerBuild } from "./built-site";
import { liveSite, loadSiteVersion } from "../../server/live-site";
import { codeOf, createPublisher } from "../../server/publish/publisher";
import type { renderPages } from "../../server/publish/render";
import { DEPLOYED, openVersionStore } from "../../server/publish/versions";

export async function startAdminSite({
  env = {},
  signInLimit,
  publishing,
  logger,
  sendMail,
}: {
  env?: NodeJS.ProcessEnv;
  signInLimit?: number;
  /** Logs the server's requests and the owner's side; none by default. */
  logger?: FastifyBaseLogger;
  /** Sends (or fails to send) each personal mail, after it is kept in `mails`. */
  sendMail?: SendMail;
  /** Publishing into `dataDir`, rendering with `render` if given (a test's failure), else as the server does. */
  publishing?: { dataDir: string; render?: typeof renderPages };
} = {}) {
  const build: ServerBuild = await loadServerBuild();
  const deployed = loadSiteVersion({ id: DEPLOYED, build, dir: path.dirname(CLIENT), content: currentContent() });
  const { site, policies } = deployed;
  const live = publishing ? liveSite(deployed) : undefined;
  const fresh = await freshStore("sqlite");
  const publisher =
    publishing && live
      ? createPublisher({
          store: await openVersionStore({ store: fresh.store, dataDir: publishing.dataDir, projectRoot: process.cwd() }),
          live,
          build,
          code: codeOf(build, path.dirname(CLIENT)),
          deployed,
          log: quietLog() as never,
          render: publishing.render,
        })
      : undefined;
  // The owner's pages are rendered per request: a test signs in and out many times a minute from one address.
  const settings = testSettings({ PAGE_RATE_LIMIT: "10000", ...env });
  const log = logger ?? quietLog();
  const desk = createEnquiryDesk({ store: fresh.store, outbox: { kick() {} }, secret: TEST_SECRET, settings: settings.enquiries, log });
  const mails: PersonalMail[] = [];
  const admin = await createAdmin({
    store: fresh.store,
    outbox: { kick() {} },
    smtp: null,
    allowedOrigins: settings.enquiries.allowedOrigins,
    log,
    signInLimit,
    publisher,
    sendMail: async (mail) => {
      mails.push(mail);
      await sendMail?.(mail);
    },
    // A failed mail is not tried again within a test.
    mailRetryDelaysMs: [],
    // What the owner published, as the server has it (server/main.ts).
    content: live ? () => live.current().content : undefined,
  });
  const app = await createHttpServer({
    build,
    site,
    policies,
    desk,
    admin,
    logger,
    trustProxy: settings.trustProxy,
    hsts: settings.hsts,
    limits: settings.limits,
    live,
    // The uploaded photos' sizes, as the server serves them from DATA_DIR/photos/ (decision 0042).
    photosDir: publishing ? path.join(publishing.dataDir, PHOTOS_DIR) : undefined,
  });
  const past = createAuth({ db: admin.db, now: () => new Date(Date.now() - 30 * 86_400_000) });

  return {
    app,
    admin,
    publisher,
    store: fresh.store,
    mails,
    /** Waits until the sign-in links asked for so far are mailed (or given up). */
    mailsSettled: () => admin.linkMailsSettled(),
    async user(email = "owner@example.bg") {
      return admin.auth.addUser(email, "Иван Петров");
    },
    /** A session token: "current", "expired" (made 30 days ago) or "revoked". */
    async session(userId: string, kind: "current" | "expired" | "revoked" = "current") {
      const client = { ip: "127.0.0.1", userAgent: "test" };
      const token = await (kind === "expired" ? past : admin.auth).startSession(userId, client);
      if (kind === "revoked") await admin.auth.revokeAllSessions(userId);
      return token;
    },
    async enquiry() {
      const { id } = await fresh.store.addEnquiry(checkedEnquiry, issueToken(TEST_SECRET).split(".")[1]!);
      return id;
    },
    async close() {
      await app.close();
      desk.stop();
      admin.stop();
      await fresh.close();
    },
  };
}

export type AdminSite = Awaited<ReturnType<typeof startAdminSite>>;
