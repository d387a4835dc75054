/**
 * Helpers for the enquiry tests: a fresh store on each database the server
 * supports, and the contact page a build would have (tests/smtp.ts has the
 * SMTP server).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { renderEnquirySection } from "../../app/enquiry/server-entry";
import { createDatabase } from "../../tests/postgres";
export { startSmtp, type SmtpServer } from "../../tests/smtp";
import { SECURITY_MANIFEST, securityManifest } from "../app.mjs";
import { openStore } from "./store.mjs";

export type Backend = "sqlite" | "postgres";
export const backends: Backend[] = ["sqlite", "postgres"];

let databases = 0;

/** An empty store on `backend`, with `close()` also removing what it made. */
export async function freshStore(backend: Backend, options: { now?: () => Date } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-store-"));
  const databaseUrl =
    backend === "postgres"
      ? await createDatabase(inject("postgresUrl"), `test_${process.pid}_${Date.now()}_${(databases += 1)}`)
      : undefined;
  const store = await openStore({ databaseUrl, dataDir, ...options });
  return {
    store,
    dataDir,
    databaseUrl,
    async close() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A build folder with what the server needs to start: the not-found page and
 * a contact page holding the form (as the prerender writes it).
 */
export function fakeBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-build-"));
  const root = path.join(dir, "client");
  mkdirSync(path.join(root, "404"), { recursive: true });
  mkdirSync(path.join(root, "contact"));
  writeFileSync(path.join(root, "404/index.html"), "<!doctype html><title>404</title><h1>Тази страница я няма</h1>");
  const form = renderEnquirySection({ kind: "form", token: "" });
  writeFileSync(
    path.join(root, "contact/index.html"),
    `<!doctype html><html lang="bg"><head><title>Контакти</title><link rel="modulepreload" href="/assets/x.js"/></head><body><main>${form}</main><script type="module">import("/assets/x.js")</script></body></html>`,
  );
  writeFileSync(path.join(root, "..", SECURITY_MANIFEST), JSON.stringify(securityManifest(root, [])));
  return { root, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
