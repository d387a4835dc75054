/**
 * Publishing on the built site (decision 0029), with the build itself
 * simulated (a real one is in tests/e2e/publish.spec.ts): a version goes live
 * only once its output checks out, in one step; a build that fails midway, or
 * whose output is incomplete, leaves the live site byte for byte as it was and
 * says why; a rollback serves an earlier version's pages byte for byte again.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../server/admin";
import { createHttpServer } from "../../server/http";
import { liveSite, loadSiteVersion } from "../../server/live-site";
import { createPublisher, type BuildJob } from "../../server/publish/publisher";
import { DEPLOYED, createVersionStore } from "../../server/publish/versions";
import { TEST_ORIGIN, quietLog } from "../fixtures/enquiry";
import { freshStore } from "../fixtures/store";

const BUILD = path.resolve("build");
let dataDir: string;
let app: Awaited<ReturnType<typeof createHttpServer>>;
let publisher: ReturnType<typeof createPublisher>;
/** What the simulated build does this time. */
let simulate: (job: BuildJob) => Promise<void>;

const get = async (url: string) => {
  const response = await app.inject({ url, headers: { "accept-encoding": "identity" } });
  return { status: response.statusCode, body: response.body, csp: String(response.headers["content-security-policy"]) };
};

/** A finished build: the deployed one copied, with the prices page's heading changed. */
async function changedBuild({ buildDir }: BuildJob) {
  cpSync(BUILD, buildDir, { recursive: true });
  const page = path.join(buildDir, "client/prices/index.html");
  writeFileSync(page, readFileSync(page, "utf8").replace("</h1>", " (нова версия)</h1>"));
  for (const suffix of [".br", ".gz"]) rmSync(page + suffix, { force: true });
}

async function publishAndWait() {
  const result = publisher.publish({ prices: { items: { "gardening-mowing": { cents: 16 } } } }, "Иван Петров");
  expect(result.ok).toBe(true);
  await publisher.settled();
  return result.ok ? publisher.store.get(result.version.id)! : null;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "publish-test-"));
  const store = createVersionStore({ dataDir, projectRoot: process.cwd() });
  const deployed = await loadSiteVersion(BUILD, DEPLOYED);
  const live = liveSite(deployed);
  publisher = createPublisher({ store, live, projectRoot: process.cwd(), log: quietLog() as never, runBuild: (job) => simulate(job) });
  app = await createHttpServer({ build: deployed.build, site: deployed.site, policies: deployed.policies, live });
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing a version of the site", () => {
  let original: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    original = await get("/prices");
    expect(original.status).toBe(200);
  });

  it("leaves the live site as it was when the build fails midway, and says why", async () => {
    simulate = async ({ buildDir }) => {
      mkdirSync(path.join(buildDir, "client"), { recursive: true });
      writeFileSync(path.join(buildDir, "client", "index.html"), "<p>half</p>");
      throw new Error("react-router build failed (exit 1):\nError: out of memory");
    };
    const version = await publishAndWait();
    expect(version).toMatchObject({ state: "failed", reason: expect.stringContaining("out of memory") });
    expect(await get("/prices")).toEqual(original);
    expect((await get("/")).body).not.toContain("half");
    expect(publisher.liveId()).toBe(DEPLOYED);
    expect(publisher.store.currentOverlays()).toEqual({});
  });

  it("leaves the live site as it was when the build's output does not check out", async () => {
    simulate = async (job) => {
      await changedBuild(job);
      rmSync(path.join(job.buildDir, "client/gallery/index.html"));
    };
    const version = await publishAndWait();
    expect(version).toMatchObject({ state: "failed", reason: expect.stringContaining("/gallery") });
    expect(await get("/prices")).toEqual(original);
  });

  it("serves a finished version from the next request on, then rolls back to the deployed build byte for byte", async () => {
    simulate = changedBuild;
    const version = await publishAndWait();
    expect(version).toMatchObject({ state: "ready", reason: null });
    expect(publisher.liveId()).toBe(version!.id);
    const published = await get("/prices");
    expect(published.body).toContain("(нова версия)</h1>");
    expect(published.csp).toBe(original.csp);
    // The edit is now the owner's current one, for the next.
    expect(publisher.store.currentOverlays()).toEqual({ prices: { items: { "gardening-mowing": { cents: 16 } } } });

    expect(await publisher.rollback(DEPLOYED)).toBe(true);
    expect(await get("/prices")).toEqual(original);
    expect(publisher.store.currentOverlays()).toEqual({});

    // And forward again to the published version, byte for byte.
    expect(await publisher.rollback(version!.id)).toBe(true);
    expect(await get("/prices")).toEqual(published);
  });

  it("keeps the scripts of the pages loaded before a switch", async () => {
    const before = publisher.liveId();
    const scripts = readdirSync(path.join(BUILD, "client/assets")).filter((name) => name.endsWith(".js"));
    simulate = async (job) => {
      await changedBuild(job);
      // A build whose scripts all have new names.
      const assets = path.join(job.buildDir, "client/assets");
      for (const name of readdirSync(assets).filter((file) => file.endsWith(".js"))) rmSync(path.join(assets, name));
      writeFileSync(path.join(job.buildDir, "client/assets/new-abc123.js"), "");
    };
    const version = await publishAndWait();
    expect(version, version?.reason ?? "").toMatchObject({ state: "ready" });
    expect((await app.inject({ url: `/assets/${scripts[0]}` })).statusCode).toBe(200);
    expect((await app.inject({ url: "/assets/new-abc123.js" })).statusCode).toBe(200);
    // And back: the version rolled back to gets the newer one's scripts.
    expect(await publisher.rollback(before)).toBe(true);
    expect((await app.inject({ url: "/assets/new-abc123.js" })).statusCode).toBe(200);
  });

  it("refuses a rollback to a version that failed", async () => {
    expect(await publisher.rollback(1)).toBe(false);
  });
});

describe("the owner's publishing, through the admin side", () => {
  it("writes each save, its end and each rollback in the audit log, with the version", async () => {
    const fresh = await freshStore("sqlite");
    const admin = await createAdmin({
      store: fresh.store,
      outbox: { kick() {} },
      smtp: null,
      allowedOrigins: [],
      log: quietLog() as never,
      publisher,
    });
    try {
      const user = await admin.auth.addUser("owner@example.bg", "Иван Петров");
      const session = { user, id: "session" };
      const api = admin.forRequest({
        ip: "127.0.0.1",
        url: new URL("/admin/versions", TEST_ORIGIN),
        origin: TEST_ORIGIN,
        cookie: undefined,
        userAgent: "test",
      });
      simulate = changedBuild;
      const answer = await api.publish(session, { company: { email: "info@firma.bg" } });
      expect(answer.ok).toBe(true);
      await publisher.settled();
      expect(await api.rollback(session, DEPLOYED)).toBe(true);
      const version = answer.ok ? answer.version : -1;
      await expect
        .poll(async () => (await admin.auth.auditLog(user.id)).map((entry) => `${entry.action} ${entry.detail}`).sort())
        .toEqual([
          expect.stringMatching(new RegExp(`^publish .*"version":${version}.*company`)),
          expect.stringMatching(new RegExp(`^published .*"version":${version}`)),
          expect.stringMatching(/^rollback .*"version":0/),
        ]);
      const { versions } = await api.versions();
      expect(versions.find((entry) => entry.id === version)).toMatchObject({
        state: "ready",
        by: "Иван Петров",
        change: ["company"],
        live: false,
      });
      expect(versions.at(-1)).toMatchObject({ id: DEPLOYED, live: true });
    } finally {
      admin.stop();
      await fresh.close();
    }
  });
});
