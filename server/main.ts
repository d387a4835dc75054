/**
 * `npm start`: the site's Node server. Reads the settings (environment
 * variables, or a .env file in the project folder: see .env.example), opens
 * the enquiry store (SQLite in ./data, or PostgreSQL), starts the outbox that
 * e-mails the company and the retention sweep, and serves the build. With no
 * settings at all, enquiries go to SQLite and their notification e-mails wait
 * in the outbox until SMTP is configured.
 *
 * `npm run dev` runs the same server with Vite's development middleware
 * instead of the build (see server.js).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import middie from "@fastify/middie";
import Fastify from "fastify";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ENQUIRY_RETENTION_MONTHS } from "~/content/enquiry";
import { currentContent, siteContent } from "~/content/current.server";
import { composeNotification } from "~/enquiry/notification";
import { createAdmin } from "./admin";
import { createEnquiryDesk } from "./enquiries/desk";
import { createMailer } from "./enquiries/mailer";
import { createOutbox } from "./enquiries/outbox";
import { startRetention } from "./enquiries/retention";
import { openStore } from "./enquiries/store";
import { PHOTOS_DIR } from "./cache-policy";
import { createHttpServer } from "./http";
import { liveSite, loadSiteVersion } from "./live-site";
import { logSerializers } from "./log";
import { codeOf, createPublisher, type Publisher } from "./publish/publisher";
import { DEPLOYED, openVersionStore } from "./publish/versions";
import { reactRouterRoutes } from "./react-router";
import { readSettings } from "./settings";
import { statusResponder } from "./status-page";

/**
 * On SIGTERM the server stops taking connections and lets the requests in
 * progress finish; connections still open after this are closed, and the
 * process ends soon after whatever happens.
 */
export const SHUTDOWN_GRACE_MS = 3_000;

export interface StartOptions {
  /** The project folder (where .env, data/ and build/ are). */
  projectRoot: string;
  /** The production server build; or, in development, Vite's server. */
  build: ServerBuild | { vite: ViteDevServer };
}

/** The .env file, if any, into process.env (variables already set win). */
export function loadEnvFile(projectRoot: string) {
  const file = path.join(projectRoot, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The version to serve at start: the last one published or rolled back to,
 * with its pages as this deploy renders them (rendered now, once, after a
 * deploy); the deployed build if there is none, or if it cannot be served.
 */
async function startingVersion(publisher: Publisher, liveId: number, log: pino.Logger) {
  try {
    return await publisher.version(liveId);
  } catch (error) {
    log.error({ err: error, version: liveId }, "the published version cannot be served: serving the deployed build");
    return publisher.version(DEPLOYED);
  }
}

export async function startServer({ projectRoot, build }: StartOptions) {
  loadEnvFile(projectRoot);
  const settings = readSettings(process.env, { projectRoot });
  // Serializers that keep secrets out of every line (server/log.ts), in development too.
  const log = pino({ level: settings.logLevel, serializers: logSerializers });
  // Where the loaders of every build this process loads read the owner's edits (app/content/current.server.ts).
  process.env.CONTENT_DIR ||= path.join(settings.dataDir, "content");

  // The version served, and the owner's publishing, which may swap it (not in development: Vite serves the source).
  let live: ReturnType<typeof liveSite> | undefined;
  let publisher: Publisher | undefined;
  /** What the owner published: the live version's content (in development, the content folder's). */
  const content = () => live?.current().content ?? currentContent();

  const store = await openStore({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    log,
    content,
  });
  if (!("vite" in build)) {
    try {
      const versions = await openVersionStore({ store, dataDir: settings.dataDir, projectRoot });
      const deployed = loadSiteVersion({
        id: DEPLOYED,
        build,
        dir: path.join(projectRoot, "build"),
        content: siteContent(await versions.overlays(DEPLOYED)),
      });
      live = liveSite(deployed);
      publisher = createPublisher({ store: versions, live, build, code: codeOf(build, path.join(projectRoot, "build")), deployed, log });
      await publisher.failUnfinished();
      live.swap(await startingVersion(publisher, await versions.liveId(), log));
      // Another server on the same database may publish: its live version is followed.
      publisher.watch();
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  const outbox = createOutbox({
    store,
    mailer: settings.smtp ? createMailer(settings.smtp, () => content().company.email) : null,
    compose: (enquiry) => composeNotification(enquiry, content().company),
    log,
  });
  const desk = createEnquiryDesk({ store, outbox, secret: await store.tokenSecret(), settings: settings.enquiries, log });

  const admin = await createAdmin({
    store,
    outbox,
    smtp: settings.smtp,
    allowedOrigins: settings.enquiries.allowedOrigins,
    alertEmail: process.env.ALERT_EMAIL?.trim() || undefined,
    log,
    publisher,
    photosDir: path.join(settings.dataDir, PHOTOS_DIR),
    content,
  });

  let app;
  try {
    if ("vite" in build) {
      const { vite } = build;
      app = Fastify({ loggerInstance: log, trustProxy: settings.trustProxy.length > 0 ? settings.trustProxy : false });
      await app.register(middie);
      app.use(vite.middlewares);
      const none = { page: () => undefined, rendered: () => "", other: "" };
      await app.register(reactRouterRoutes, {
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        policies: none,
        desk,
        admin,
        mode: "development",
        sendStatus: statusResponder({ hsts: false }),
      });
    } else {
      const { build: served, site, policies } = live!.current();
      app = await createHttpServer({
        build: served,
        site,
        policies,
        live,
        desk,
        admin,
        logger: log,
        trustProxy: settings.trustProxy,
        hsts: settings.hsts,
        limits: settings.limits,
        photosDir: path.join(settings.dataDir, PHOTOS_DIR),
        photoSource: (name) => publisher!.store.photoFile(name),
      });
    }
    const server = app;
    log.info({ database: store.location }, `enquiries are stored in ${store.kind === "sqlite" ? "SQLite" : "PostgreSQL"}`);
    const retention = startRetention({ store, months: ENQUIRY_RETENTION_MONTHS, log });

    let closing = false;
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, async () => {
        if (closing) return;
        closing = true;
        log.info({ signal }, `${signal}: finishing the requests in progress, then stopping`);
        // Slow or idle clients do not hold the shutdown: their connections are closed after the grace time…
        setTimeout(() => server.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
        // …and whatever else hangs (a mail server, the database) does not keep the process alive.
        setTimeout(() => {
          log.warn("still stopping after the grace time: exiting now");
          process.exit(1);
        }, SHUTDOWN_GRACE_MS + 2_000).unref();
        retention.stop();
        desk.stop();
        admin.stop();
        publisher?.stop();
        await server.close();
        await outbox.stop();
        await store.close();
        log.info("stopped");
        process.exit(0);
      });
    }

    await app.listen({ port: settings.port, host: settings.host });
    await outbox.start();
    return app;
  } catch (error) {
    await app?.close();
    await store.close();
    throw error;
  }
}
