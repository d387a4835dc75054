/**
 * Publishing on the built site (decisions 0029, 0043): a version's pages are
 * rendered in the server's own process by the server build it runs, and go
 * live only once all of them rendered and check out, in one step; a render
 * that fails, or whose pages are incomplete, leaves the live site byte for
 * byte as it was and says why; a rollback serves an earlier version's pages
 * byte for byte again. Versions share unchanged files, old ones are pruned,
 * and a folder left half-made never blocks the next.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDefaults } from "~/content/company";
import { currentContent, siteContent } from "~/content/current.server";
import { priceListDefaults } from "~/content/price-list";
import { createAdmin } from "../../server/admin";
import { createHttpServer } from "../../server/http";
import { liveSite, loadSiteVersion, type SiteVersion } from "../../server/live-site";
import { readSecurityManifest } from "../../server/page-policies";
import { dataFile, pageFile } from "../../server/site-files";
import { codeOf, createPublisher } from "../../server/publish/publisher";
import { renderPages } from "../../server/publish/render";
import { DEPLOYED, KEPT_VERSIONS, openVersionStore } from "../../server/publish/versions";
import { TEST_ORIGIN, quietLog } from "../fixtures/enquiry";
import { freshStore } from "../fixtures/store";
import { loadServerBuild } from "./built-site";

const BUILD = path.resolve("build");
const MOWING = priceListDefaults.find((item) => item.id === "gardening-mowing")!;
let dataDir: string;
let build: ServerBuild;
let deployed: SiteVersion;
let app: Awaited<ReturnType<typeof createHttpServer>>;
let publisher: ReturnType<typeof createPublisher>;
let closeStore: (() => Promise<void>) | undefined;
/** How versions are rendered this time. */
let render: typeof renderPages = renderPages;

const get = async (url: string) => {
  const response = await app.inject({ url, headers: { "accept-encoding": "identity" } });
  return { status: response.statusCode, body: response.body, csp: String(response.headers["content-security-policy"]) };
};

/** A company e-mail the deployed build does not show. */
let nextEmail = 1;
const newEmail = () => `office${nextEmail++}@firma.example`;
async function publishAndWait(change: Parameters<typeof publisher.publish>[0] = { company: { email: newEmail() } }) {
  const result = await publisher.publish(change, "Иван Петров");
  expect(result.ok).toBe(true);
  await publisher.settled();
  return result.ok ? (await publisher.store.get(result.version.id))! : null;
}

/** Every file under `dir`, relative. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The disk the files under `dir` take: each file once, however many names it has. */
function bytesUnder(dir: string) {
  const sizes = new Map(filesUnder(dir).map((file) => [statSync(path.join(dir, file)).ino, statSync(path.join(dir, file)).size]));
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "publish-test-"));
  build = await loadServerBuild();
  deployed = loadSiteVersion({ id: DEPLOYED, build, dir: BUILD, content: currentContent() });
  const fresh = await freshStore("sqlite");
  closeStore = fresh.close;
  const store = await openVersionStore({ store: fresh.store, dataDir, projectRoot: process.cwd() });
  const live = liveSite(deployed);
  publisher = createPublisher({
    store,
    live,
    build,
    code: codeOf(build, BUILD),
    deployed,
    log: quietLog() as never,
    render: (...args) => render(...args),
  });
  app = await createHttpServer({ build, site: deployed.site, policies: deployed.policies, live });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await closeStore?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing a version of the site", () => {
  let original: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    original = await get("/prices");
    expect(original.status).toBe(200);
  });

  it("renders the version's pages as the build prerenders them: the same bytes for the same content", async () => {
    const files = await renderPages(build, currentContent());
    expect([...files.keys()].sort()).toEqual(
      filesUnder(path.join(BUILD, "client")).filter(
        (file) => (/(\.html|\.data)$/.test(file) && file !== "404.html") || file === "sitemap.xml" || file === "robots.txt",
      ),
    );
    const differ = [...files]
      .filter(([file, bytes]) => !bytes.equals(readFileSync(path.join(BUILD, "client", file))))
      .map(([file]) => file);
    expect(differ).toEqual([]);
    // And, as the build's postbuild, which pages their routes say are made for one visitor.
    expect(files.perRequest).toEqual(readSecurityManifest(path.join(BUILD, "client")).perRequest);
    expect(files.perRequest).toEqual(["/contact"]);
  });

  it("takes a page's HTML from a site rendered before when its data there is the same, and renders every other page", async () => {
    const changed = siteContent({ prices: { items: { [MOWING.id]: { cents: 1_111_100 } } } });
    const whole = await renderPages(build, changed);
    expect(whole.taken).toEqual([]);
    // A site rendered before with the build's data and its pages marked: a page taken from it shows the mark.
    const earlier = mkdtempSync(path.join(os.tmpdir(), "earlier-site-"));
    const mark = (urlPath: string) =>
      Buffer.concat([readFileSync(path.join(BUILD, "client", pageFile(urlPath))), Buffer.from(`<!-- ${urlPath} as rendered before -->`)]);
    for (const urlPath of build.prerender) {
      mkdirSync(path.dirname(path.join(earlier, pageFile(urlPath))), { recursive: true });
      writeFileSync(path.join(earlier, pageFile(urlPath)), mark(urlPath));
      writeFileSync(path.join(earlier, dataFile(urlPath)), readFileSync(path.join(BUILD, "client", dataFile(urlPath))));
    }
    try {
      const files = await renderPages(build, changed, { earlier: [earlier] });
      const sameData = build.prerender.filter((urlPath) =>
        whole.get(dataFile(urlPath))!.equals(readFileSync(path.join(BUILD, "client", dataFile(urlPath)))),
      );
      expect(sameData).toContain("/gallery");
      expect(sameData).not.toContain("/prices");
      expect(files.taken).toEqual(sameData);
      for (const urlPath of build.prerender) {
        expect(files.get(pageFile(urlPath)), urlPath).toEqual(sameData.includes(urlPath) ? mark(urlPath) : whole.get(pageFile(urlPath)));
        expect(files.get(dataFile(urlPath)), urlPath).toEqual(whole.get(dataFile(urlPath)));
      }
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
    // From the deployed build, what is taken is what rendering it again makes, byte for byte.
    const fromBuild = await renderPages(build, changed, { earlier: [path.join(BUILD, "client")] });
    expect(fromBuild.taken.length).toBeGreaterThan(build.prerender.length / 2);
    expect(new Map(fromBuild)).toEqual(new Map(whole));
  });

  it("leaves the live site as it was when the render fails midway, and says why", async () => {
    render = async () => {
      throw new Error("/gallery: the page answered 500");
    };
    const version = await publishAndWait();
    expect(version).toMatchObject({ state: "failed", reason: "/gallery: the page answered 500" });
    expect(await get("/prices")).toEqual(original);
    expect(publisher.liveId()).toBe(DEPLOYED);
    expect(await publisher.store.currentOverlays()).toEqual({});
  });

  it("leaves the live site as it was when a page is missing from the render", async () => {
    render = async (...args) => {
      const files = await renderPages(...args);
      files.delete("gallery/index.html");
      return files;
    };
    const version = await publishAndWait();
    expect(version).toMatchObject({ state: "failed", reason: expect.stringContaining("/gallery") });
    expect(await get("/prices")).toEqual(original);
    render = renderPages;
  });

  it("serves a finished version from the next request on, then rolls back to the deployed build byte for byte", async () => {
    const email = newEmail();
    const version = await publishAndWait({ company: { email } });
    expect(version).toMatchObject({ state: "ready", reason: null });
    expect(publisher.liveId()).toBe(version!.id);
    const published = await get("/prices");
    expect(published.body).toContain(email);
    expect(original.body).not.toContain(email);
    // Its loader data too, for a visitor arriving from another page.
    expect((await get("/prices.data")).body).toContain(email);
    // The page's own policy: its inline scripts by their hashes.
    expect(published.csp).toMatch(/script-src[^;]*'sha256-/);
    // The edit is now the owner's current one, for the next.
    expect(await publisher.store.currentOverlays()).toEqual({ company: { email } });

    expect(await publisher.rollback(DEPLOYED)).toBe(true);
    expect(await get("/prices")).toEqual(original);
    expect(await publisher.store.currentOverlays()).toEqual({});

    // And forward again to the published version, byte for byte.
    expect(await publisher.rollback(version!.id)).toBe(true);
    expect(await get("/prices")).toEqual(published);
  });

  it("refuses a rollback to a version that failed", async () => {
    expect(await publisher.rollback(1)).toBe(false);
  });

  it("makes no version of a save that leaves the site's content as it is (a form saved unchanged)", async () => {
    const email = newEmail();
    const version = await publishAndWait({ company: { email } });
    const versions = (await publisher.store.list()).length;
    expect(await publisher.publish({ company: { email } }, "Иван Петров")).toEqual({ ok: false, reason: "unchanged" });
    expect((await publisher.store.list()).length).toBe(versions);
    expect(await publisher.store.liveId()).toBe(version!.id);
    // The same value with another change beside it is a version as usual.
    expect((await publishAndWait({ company: { email, legalName: "„Зелен двор“ ООД" } }))!.id).toBeGreaterThan(version!.id);
  });
});

describe("everything the owner can edit is data the pages are rendered with", () => {
  it("publishes the people, a minimum charge and the trip costs: the pages and their data show them, no build", async () => {
    const person = { name: "Светослав Колев", role: "Градински конструкции", text: "Строи перголи и огради.", demo: false };
    const zones = [
      { upToKm: 25, cents: 0 },
      { upToKm: 177, cents: 2345 },
    ];
    await publishAndWait({
      trust: { team: [person] },
      serviceArea: { travelZones: zones },
      prices: { items: { [MOWING.id]: { minimum: { cents: 6789 } } } },
    });
    // The team is on the home page („Как работим“ whole); a service page shows its short version, without the people.
    expect((await get("/")).body).toContain("Светослав Колев");
    // The estimate's catalog travels in the page's data: the new trip cost and minimum charge.
    const data = (await get("/prices.data")).body;
    expect(data).toContain("2345");
    expect(data).toContain("177");
    expect(data).toContain("6789");
    // An estimate rendered for one visitor works the trip out with the published zones.
    const estimate = await get("/prices?work=gardening-mowing&size=300&town=veliko-tarnovo");
    expect(estimate.status).toBe(200);
    expect(estimate.body).toMatch(/Път до Велико Търново \(46\s*км\)[\s\S]{0,600}?23,45/);
  });
});

describe("the site's address is the owner's too", () => {
  it("names every page at the published address: canonical links, structured data, the sitemap and robots.txt", async () => {
    const before = { sitemap: (await get("/sitemap.xml")).body, robots: (await get("/robots.txt")).body };
    expect(before.sitemap).toContain(`<loc>${companyDefaults.siteUrl}/prices</loc>`);
    await publishAndWait({ company: { siteUrl: "https://www.zelendvor.bg" } });
    const prices = (await get("/prices")).body;
    expect(prices).toContain('<link rel="canonical" href="https://www.zelendvor.bg/prices"/>');
    expect(prices).toContain('"item":"https://www.zelendvor.bg/prices"');
    expect(prices).not.toContain(companyDefaults.siteUrl);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain("<loc>https://www.zelendvor.bg/services/irrigation</loc>");
    expect(sitemap.body).not.toContain(companyDefaults.siteUrl);
    expect((await get("/robots.txt")).body).toContain("Sitemap: https://www.zelendvor.bg/sitemap.xml");
    // Back to the repository's address: the build's own files again.
    await publishAndWait({ company: { siteUrl: companyDefaults.siteUrl } });
    expect((await get("/sitemap.xml")).body).toBe(before.sitemap);
    expect((await get("/robots.txt")).body).toBe(before.robots);
  });
});

describe("the versions kept on disk", () => {
  it("share every file that did not change: a price change costs a few pages", async () => {
    const before = bytesUnder(publisher.store.root);
    const version = await publishAndWait({ prices: { items: { [MOWING.id]: { cents: 1_234_500 } } } });
    const grown = bytesUnder(publisher.store.root) - before;
    // A few pages' compressed copies: the deployed build is 17 MB.
    expect(grown).toBeLessThan(512 * 1024);
    // The gallery page did not change: the same file as the previous version's.
    const site = (id: number) => path.join(publisher.store.siteDir(id, codeOf(build, BUILD)), "client");
    const previous = version!.id - 1;
    expect(statSync(path.join(site(version!.id), "gallery/index.html.br")).ino).toBe(
      statSync(path.join(site(previous), "gallery/index.html.br")).ino,
    );
    expect(statSync(path.join(site(version!.id), "prices/index.html.br")).ino).not.toBe(
      statSync(path.join(site(previous), "prices/index.html.br")).ino,
    );
  });

  it("cost under 2 MB for a change every page shows: a page and its data are kept as their compressed copies only", async () => {
    const before = bytesUnder(publisher.store.root);
    const version = await publishAndWait({ company: { email: newEmail() } });
    expect(bytesUnder(publisher.store.root) - before).toBeLessThan(2 * 1024 * 1024);
    const client = path.join(publisher.store.siteDir(version!.id, codeOf(build, BUILD)), "client");
    const pages = filesUnder(client).filter((file) => /\.(html|data)(\.br|\.gz)?$/.test(file));
    expect(pages.filter((file) => /\.(html|data)$/.test(file))).toEqual([]);
    expect(pages).toContain("prices/index.html.br");
    expect(pages).toContain("prices/index.html.gz");
  });

  it("take the deployed build's compressed copies of every page that is the same as the build's, and compress only the others", async () => {
    const version = await publishAndWait({
      company: { email: companyDefaults.email },
      prices: { items: { [MOWING.id]: { cents: 2_345_600 } } },
    });
    const client = path.join(publisher.store.siteDir(version!.id, codeOf(build, BUILD)), "client");
    const built = path.join(BUILD, "client");
    const copies = filesUnder(client).filter((file) => /\.(html|data)\.(br|gz)$/.test(file));
    const plain = (file: string) => (file.endsWith(".br") ? brotliDecompressSync : gunzipSync)(readFileSync(path.join(client, file)));
    const asBuilt = copies.filter((file) => plain(file).equals(readFileSync(path.join(built, file.slice(0, -3)))));
    expect(asBuilt).toContain("gallery/index.html.br");
    expect(asBuilt).not.toContain("prices/index.html.br");
    for (const file of copies) {
      const fromBuild = readFileSync(path.join(client, file)).equals(readFileSync(path.join(built, file)));
      expect(fromBuild, file).toBe(asBuilt.includes(file));
    }
  });

  it("take a page whose data is unchanged from the live version's folder, which keeps compressed copies only", async () => {
    const taken: string[][] = [];
    render = async (...args) => {
      const files = await renderPages(...args);
      taken.push(files.taken);
      return files;
    };
    try {
      // A new e-mail is in every page's data: nothing is as on the live site or the deployed build.
      await publishAndWait({ company: { email: newEmail() } });
      const gallery = await get("/gallery");
      await publishAndWait({ prices: { items: { [MOWING.id]: { cents: 3_456_700 } } } });
      expect(taken[0]).toEqual([]);
      expect(taken[1]).toContain("/gallery");
      expect(taken[1]).not.toContain("/prices");
      expect(await get("/gallery")).toEqual(gallery);
    } finally {
      render = renderPages;
    }
  });

  it("answer a page as the same bytes to every client: brotli, gzip, or neither (its brotli copy decompressed)", async () => {
    const headersFor = (encoding: string, url: string) => app.inject({ url, headers: { "accept-encoding": encoding } });
    for (const url of ["/prices", "/prices.data", "/", "/_root.data", "/no-such-page"]) {
      const plain = await headersFor("identity", url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      for (const [asked, encoding] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const compressed = await headersFor(asked, url);
        expect(compressed.statusCode, url).toBe(plain.statusCode);
        expect(compressed.headers["content-encoding"], url).toBe(encoding);
        const bytes = encoding === "br" ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
        expect(bytes.equals(plain.rawPayload), url).toBe(true);
        for (const header of ["content-type", "cache-control", "vary", "content-security-policy"])
          expect(compressed.headers[header], `${url} ${header}`).toEqual(plain.headers[header]);
      }
    }
  });

  it("are never blocked by a version folder left half-made", async () => {
    const next = (await publisher.store.list())[0]!.id + 1;
    // A server stopped while rendering the next version: its folder is there, half-written, without a row.
    const half = path.join(publisher.store.root, String(next), `site-${codeOf(build, BUILD)}.123.tmp/client`);
    mkdirSync(half, { recursive: true });
    writeFileSync(path.join(half, "index.html"), "<p>half</p>");
    const version = await publishAndWait();
    expect(version).toMatchObject({ id: next, state: "ready" });
    expect((await get("/")).body).not.toContain("half");
    expect(existsSync(path.dirname(half))).toBe(false);
  });

  it("keep the live version and the newest ten; older ones and their files are removed", async () => {
    for (let i = 0; i < KEPT_VERSIONS + 2; i++) await publishAndWait();
    const kept = (await publisher.store.list()).map((record) => record.id);
    expect(kept).toHaveLength(KEPT_VERSIONS);
    expect(kept).toContain(publisher.liveId());
    // Every stored file is linked from a kept version.
    for (const blob of readdirSync(publisher.store.blobsDir))
      expect(statSync(path.join(publisher.store.blobsDir, blob)).nlink, blob).toBeGreaterThan(1);
    // Twelve publishes, on a machine that may be busy.
  }, 180_000);

  it("render a version again, once, for a new deploy of the code, and log how long it took", async () => {
    const liveId = publisher.liveId();
    const redeployed = { ...build, assets: { ...build.assets, version: "redeployed" } } as ServerBuild;
    const log = quietLog();
    const next = createPublisher({
      store: publisher.store,
      live: liveSite(deployed),
      build: redeployed,
      code: "redeployed",
      deployed,
      log: log as never,
    });
    const version = await next.version(liveId);
    expect(existsSync(publisher.store.siteDir(liveId, "redeployed"))).toBe(true);
    // How long the render and the writing took, for the operator (and `npm run bench:publish`): each page and its data, the sitemap and robots.txt.
    expect(log.lines).toContainEqual({
      level: "info",
      details: {
        version: liveId,
        renderMs: expect.any(Number),
        writeMs: expect.any(Number),
        files: build.prerender.length * 2 + 2,
        pagesTaken: expect.any(Number),
      },
      message: "publish: version rendered",
    });
    expect(version.content).toEqual((await publisher.version(liveId)).content);
    // The previous deploy's pages go with the next prune.
    await publisher.store.prune("redeployed");
    expect(existsSync(publisher.store.siteDir(liveId, codeOf(build, BUILD)))).toBe(false);
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
      const answer = await api.publish(session, { company: { email: "info@firma.bg" } });
      expect(answer.ok).toBe(true);
      await publisher.settled();
      expect((await get("/contact")).body).toContain("info@firma.bg");
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
