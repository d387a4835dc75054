/**
 * The production build (`npm run build`) served in the test's own process, as
 * `npm start` serves it: React Router's server build from
 * build/server/index.js, the prerendered pages from build/client, the server's
 * HTTP layer and enquiry desk on a fresh SQLite store, and, given an SMTP
 * server, the outbox that e-mails the company. Requests go in through
 * Fastify's `inject` (or a real socket after `app.listen`).
 */
import { currentContent } from "~/content/current.server";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { composeNotification } from "~/enquiry/notification";
import { createEnquiryDesk } from "../../server/enquiries/desk";
import { createMailer } from "../../server/enquiries/mailer";
import { createOutbox } from "../../server/enquiries/outbox";
import { createHttpServer } from "../../server/http";
import { loadSiteVersion } from "../../server/live-site";
import { DEPLOYED } from "../../server/publish/versions";
import { TEST_SECRET, quietLog, testSettings } from "../fixtures/enquiry";
import { freshStore } from "../fixtures/store";
import type { SmtpServer } from "../smtp";

/** build/client, as the server serves it. */
export const CLIENT = path.resolve("build/client");

let loaded: Promise<ServerBuild> | undefined;

/** React Router's server build, from the server bundle's `loadBuild()`, loaded once per test file. */
export function loadServerBuild(): Promise<ServerBuild> {
  loaded ??= import(pathToFileURL(path.resolve("build/server/index.js")).href).then((server: { loadBuild(): Promise<ServerBuild> }) =>
    server.loadBuild(),
  );
  return loaded;
}

export interface BuiltSiteOptions {
  /** Settings as environment variables (ENQUIRY_RATE_LIMIT, PAGE_RATE_LIMIT, TRUST_PROXY, SITE_ORIGINS…). */
  env?: NodeJS.ProcessEnv;
  /** E-mail the company through this server, retrying quickly. */
  smtp?: SmtpServer;
}

export async function startBuiltSite({ env = {}, smtp }: BuiltSiteOptions = {}) {
  const build = await loadServerBuild();
  const { site, policies } = loadSiteVersion({ id: DEPLOYED, build, dir: path.dirname(CLIENT), content: currentContent() });
  const settings = testSettings(
    smtp ? { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), MAIL_FROM: "site@vechnozeleno.example", ...env } : env,
  );
  const fresh = await freshStore("sqlite");
  const log = quietLog();
  const outbox = settings.smtp
    ? createOutbox({
        store: fresh.store,
        mailer: createMailer(settings.smtp, () => currentContent().company.email),
        compose: (enquiry) => composeNotification(enquiry, currentContent().company),
        log,
        backoff: () => 50,
        intervalMs: 100,
      })
    : undefined;
  const desk = createEnquiryDesk({
    store: fresh.store,
    outbox: outbox ?? { kick() {} },
    secret: TEST_SECRET,
    settings: settings.enquiries,
    log,
  });
  const app = await createHttpServer({
    build,
    site,
    policies,
    desk,
    trustProxy: settings.trustProxy,
    hsts: settings.hsts,
    limits: settings.limits,
  });
  await outbox?.start();
  return {
    app,
    site,
    policies,
    store: fresh.store,
    log,
    async close() {
      await app.close();
      desk.stop();
      await outbox?.stop();
      await fresh.close();
    },
  };
}

export type BuiltSite = Awaited<ReturnType<typeof startBuiltSite>>;
