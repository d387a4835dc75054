/**
 * Two servers on one PostgreSQL (decision 0045), as on two machines: each
 * with its own data folder, its own connections, its own copy of the built
 * site, and the owner's publishing. An edit published on one is served by
 * the other (which asks the database every second which version is live),
 * a rollback too, and an uploaded photo's sizes made by one are served by
 * the other. Needs the build (`npm run build`), as the server does.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { siteContent } from "~/content/current.server";
import { makeUploadedSizes } from "~/lib/image-sizes.server";
import { PHOTOS_FOLDER, uploadedFiles } from "~/lib/photo-files.server";
import { createDatabase } from "../../tests/postgres";
import { loadServerBuild } from "../../tests/server/built-site";
import { quietLog } from "../../tests/fixtures/enquiry";
import { openStore, type Store } from "../enquiries/store";
import { createHttpServer } from "../http";
import { liveSite, loadSiteVersion } from "../live-site";
import { codeOf, createPublisher } from "./publisher";
import { DEPLOYED, openVersionStore } from "./versions";

/** One server: its data folder, its database connections, its publisher and its HTTP side. */
async function startServer(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "instance-test-"));
  const store: Store = await openStore({ databaseUrl, dataDir });
  const build = await loadServerBuild();
  const versions = await openVersionStore({ store, dataDir, projectRoot: process.cwd() });
  const deployed = loadSiteVersion({
    id: DEPLOYED,
    build,
    dir: path.resolve("build"),
    content: siteContent(await versions.overlays(DEPLOYED)),
  });
  const live = liveSite(deployed);
  const publisher = createPublisher({
    store: versions,
    live,
    build,
    code: codeOf(build, path.resolve("build")),
    deployed,
    log: quietLog() as never,
  });
  live.swap(await publisher.version(await versions.liveId()));
  publisher.watch();
  const photosDir = path.join(dataDir, PHOTOS_FOLDER);
  const app = await createHttpServer({
    build,
    site: deployed.site,
    policies: deployed.policies,
    live,
    photosDir,
    photoSource: (name) => versions.photoFile(name),
  });
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { "accept-encoding": "identity" } });
    return { status: response.statusCode, body: response.rawPayload };
  };
  return {
    dataDir,
    photosDir,
    publisher,
    get,
    text: async (url: string) => (await get(url)).body.toString("utf8"),
    async close() {
      publisher.stop();
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let one: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  const databaseUrl = await createDatabase(inject("postgresUrl"), `instances_${process.pid}_${Date.now()}`);
  one = await startServer(databaseUrl);
  other = await startServer(databaseUrl);
}, 60_000);

afterAll(async () => {
  await one?.close();
  await other?.close();
});

/** Until `check` holds on the other server: it follows the live version within a few seconds. */
const onTheOther = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 15_000, interval: 250 }).toBe(true);

describe("two servers on one PostgreSQL", () => {
  it("serve an edit published on one from the other, and a rollback made on the other from the first", async () => {
    const result = await one.publisher.publish({ company: { email: "office@firma.example" } }, "Иван Петров");
    expect(result.ok).toBe(true);
    await one.publisher.settled();
    expect(await one.text("/contact")).toContain("office@firma.example");
    await onTheOther(async () => (await other.text("/contact")).includes("office@firma.example"));
    expect(other.publisher.liveId()).toBe(one.publisher.liveId());

    expect(await other.publisher.rollback(DEPLOYED)).toBe(true);
    await onTheOther(async () => !(await one.text("/contact")).includes("office@firma.example"));
    expect(await one.publisher.store.currentOverlays()).toEqual({});
  });

  it("serve a photo uploaded to one from the other, its sizes taken from the database", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4f8a3c" } })
      .jpeg()
      .toBuffer();
    // As the owner's upload does (server/admin/index.ts): the sizes into the data folder, and into the database.
    const image = await makeUploadedSizes(photo, one.photosDir);
    await one.publisher.store.keepPhotoFiles(one.photosDir, uploadedFiles(image));
    const alt = "Окосена морава пред къща на другия сървър";
    const entry = {
      id: "upload-instances",
      file: "upload-instances.jpg",
      image,
      service: "gardening" as const,
      caption: "Морава",
      alt,
      date: "2026-11-01",
    };
    // The photo as stored (not its sizes) stays with the server it was uploaded to.
    const kept = path.join(one.dataDir, "uploads", "upload-instances.jpg");
    mkdirSync(path.dirname(kept), { recursive: true });
    writeFileSync(kept, photo);
    const result = await one.publisher.publish({ gallery: { entries: [entry] } }, "Иван Петров", () => {}, {
      "upload-instances.jpg": kept,
    });
    expect(result.ok).toBe(true);
    await one.publisher.settled();
    await onTheOther(async () => (await other.text("/gallery")).includes(alt));

    const name = uploadedFiles(image).find((file) => file.endsWith(".webp"))!;
    expect(existsSync(path.join(other.photosDir, name))).toBe(false);
    const served = await other.get(`/photos/${name}`);
    expect(served.status).toBe(200);
    expect(served.body.equals(readFileSync(path.join(one.photosDir, name)))).toBe(true);
    // Kept in its own folder from then on.
    expect(existsSync(path.join(other.photosDir, name))).toBe(true);
    expect((await other.get("/photos/photo-400.0123456789.webp")).status).toBe(404);
  });
});
