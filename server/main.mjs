// @ts-check
/**
 * `npm start`: serves build/client and answers the enquiry API. Settings come
 * from environment variables, or a .env file in the project folder (see
 * .env.example); with none, enquiries go to SQLite in ./data and their
 * notification e-mails wait in the outbox until SMTP is configured.
 */
import path from "node:path";
import { buildServer } from "./app.mjs";
import { loadSettings, projectRoot } from "./config.mjs";
import { createMailer } from "./enquiries/mailer.mjs";
import { createOutbox } from "./enquiries/outbox.mjs";
import { startRetention } from "./enquiries/retention.mjs";
import { openStore } from "./enquiries/store.mjs";

async function start() {
  const root = path.join(projectRoot, "build/client");
  const { shared, config } = await loadSettings();

  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  /** @type {ReturnType<typeof createOutbox> | undefined} */
  let outbox;
  let app;
  try {
    app = await buildServer({
      root,
      logger: { level: config.logLevel },
      // A hop count is valid at run time, though Fastify's types leave it out.
      trustProxy: /** @type {boolean | string} */ (config.trustProxy),
      hsts: config.hsts,
      enquiries: {
        store,
        shared,
        secret: await store.tokenSecret(),
        options: config.enquiries,
        outbox: { kick: () => outbox?.kick() },
      },
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  outbox = createOutbox({
    store,
    mailer: config.smtp ? createMailer(config.smtp) : null,
    compose: shared.composeNotification,
    log: app.log,
  });
  app.log.info({ database: store.location }, `enquiries are stored in ${store.kind === "sqlite" ? "SQLite" : "PostgreSQL"}`);
  const retention = startRetention({ store, months: shared.ENQUIRY_RETENTION_MONTHS, log: app.log });

  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      retention.stop();
      await app.close();
      await outbox.stop();
      await store.close();
      process.exit(0);
    });
  }

  await app.listen({ port: config.port, host: config.host });
  await outbox.start();
}

try {
  await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
