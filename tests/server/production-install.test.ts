/**
 * A deploy as the README's "Deploying" describes it: a folder with only what
 * is shipped (package.json, the lockfile, server.js, the runtime commands
 * and build/), `npm ci --omit=dev` in it, and `node server.js` from it with
 * its own DATA_DIR and PORT. Without the build tools (Vite, React Router's
 * dev package, tsx), the shipped admin command makes the owner, who signs in,
 * publishes a price and uploads a photo; the pages show both. The server runs
 * as the unprivileged user nobody, the code folder root's and not writable
 * for it: nothing in it changes, everything is written into DATA_DIR (and
 * the uploads' temporary files into TMPDIR).
 *
 * Cost: better-sqlite3, the one runtime package with an install script
 * (checked below), compiles its addon from source here (no prebuilt binary
 * can be downloaded): some 100 s on two cores, against 15 s for the rest of
 * the install from npm's cache. So the install runs with --ignore-scripts and
 * the addon the project's own install compiled (same version, checked) is
 * copied in: what this proves is that `--omit=dev` installs every package the
 * server and the commands load. That the addon compiles is proven by every
 * `npm ci`.
 */
import { execFile } from "node:child_process";
import { chownSync, copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { euroInput, priceFormValues } from "~/admin/content-forms.server";
import { formatEuro } from "~/lib/money";
import { startServerProcess, type ServerProcess } from "../server-process";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What a deploy copies onto the server, besides an optional .env. */
const SHIPPED = [
  "package.json",
  "package-lock.json",
  "server.js",
  "scripts/admin.js",
  "scripts/backup.js",
  "scripts/enquiries.js",
  "build",
];
/** The build tools production no longer needs (decision 0043): an --omit=dev install has none of them. */
const BUILD_TOOLS = ["vite", "@react-router/dev", "tsx", "typescript-eslint", "vitest"];
/** nobody:nogroup on Debian. */
const NOBODY = 65534;
const AS_NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"];
const NEW_MOWING_CENTS = 4321;

let app: string;
let dataDir: string;
let tmpDir: string;
let server: ServerProcess | undefined;
let before: string[];
let cookie: string;

/** Every entry under `dir`, with its mode, owner, size and modification time. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      const stat = lstatSync(path.join(dir, name));
      return `${name} ${stat.mode.toString(8)} ${stat.uid} ${stat.size} ${stat.mtimeMs}`;
    });
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a refused form says (its alerts), for a failure's message. */
const alerts = (html: string) => [...html.matchAll(/role="alert"[^>]*>([^<]*)/g)].map((match) => match[1]).join(" | ");

const text = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

beforeAll(async () => {
  if (process.getuid?.() !== 0) {
    throw new Error("This test runs the server as the unprivileged user nobody (setpriv), which needs root, as CI runs; run it as root.");
  }
  await run("setpriv", ["--version"]).catch(() => {
    throw new Error("This test needs setpriv (Debian's util-linux) to run the server as the user nobody.");
  });

  // The only runtime package with an install script is better-sqlite3, whose addon is copied below.
  const lock = JSON.parse(readFileSync(path.join(projectRoot, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; dev?: boolean; hasInstallScript?: boolean }>;
  };
  const scripted = Object.entries(lock.packages).filter(([, entry]) => entry.hasInstallScript && !entry.dev);
  expect(scripted.map(([name]) => name)).toEqual(["node_modules/better-sqlite3"]);
  const require = createRequire(path.join(projectRoot, "package.json"));
  const sqliteDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  const installed = JSON.parse(readFileSync(path.join(sqliteDir, "package.json"), "utf8")) as { version: string };
  if (installed.version !== lock.packages["node_modules/better-sqlite3"]!.version) {
    throw new Error(`node_modules has better-sqlite3 ${installed.version}, the lockfile another: run "npm ci" first.`);
  }

  app = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-app-"));
  for (const name of SHIPPED) cpSync(path.join(projectRoot, name), path.join(app, name), { recursive: true });
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: app,
    // Not the settings of an `npm run` this test may run under (its npm_config_local_prefix among them).
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))), NODE_ENV: "production" },
  });
  const addon = "build/Release/better_sqlite3.node";
  mkdirSync(path.dirname(path.join(app, "node_modules/better-sqlite3", addon)), { recursive: true });
  copyFileSync(path.join(sqliteDir, addon), path.join(app, "node_modules/better-sqlite3", addon));
  // Root's, readable by all, writable by root only.
  await run("chown", ["-R", "root:root", app]);
  await run("chmod", ["-R", "u=rwX,go=rX", app]);

  dataDir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-data-"));
  tmpDir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-tmp-"));
  for (const dir of [dataDir, tmpDir]) chownSync(dir, NOBODY, NOBODY);
  before = listing(app);

  // The owner, made with the shipped command, as the same user.
  const { stdout } = await run(
    AS_NOBODY[0]!,
    [...AS_NOBODY.slice(1), process.execPath, "scripts/admin.js", "add", "owner@example.bg", "Иван Петров"],
    {
      cwd: app,
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  const link = /\/admin\/link\/([\w-]+)/.exec(stdout)?.[1];
  expect(link, stdout).toBeDefined();

  server = await startServerProcess({ DATA_DIR: dataDir, TMPDIR: tmpDir, PORT: "0" }, { cwd: app, wrap: AS_NOBODY });
  const signIn = await fetch(`${server.url}/admin/link/${link}`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [app, dataDir, tmpDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a production install (npm ci --omit=dev) of what a deploy ships", () => {
  it("has none of the build tools", () => {
    expect(BUILD_TOOLS.filter((name) => existsSync(path.join(app, "node_modules", name)))).toEqual([]);
  });

  it("runs the server as nobody, serving the pages", async () => {
    const status = readFileSync(`/proc/${server!.child.pid}/status`, "utf8");
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).toBe(String(NOBODY));
    expect((await text(`${server!.url}/`)).status).toBe(200);
    const prices = await text(`${server!.url}/prices`);
    expect(prices.status).toBe(200);
    expect(prices.body).not.toContain(formatEuro(NEW_MOWING_CENTS));
  });

  it("publishes the owner's price change: /prices shows it", async () => {
    const response = await fetch(`${server!.url}/admin/prices/gardening`, {
      method: "POST",
      headers: { origin: server!.url, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...priceFormValues({}),
        "cents.gardening-mowing": euroInput(NEW_MOWING_CENTS),
      }).toString(),
    });
    expect(response.status, alerts(await response.text())).toBe(200);
    await until("the new price on /prices", async () => {
      const { body } = await text(`${server!.url}/prices`);
      return body.includes(formatEuro(NEW_MOWING_CENTS)) ? true : undefined;
    });
  });

  it("takes a photo upload: the gallery shows it from DATA_DIR/photos", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7f4c" } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("service", "gardening");
    form.set("caption", "Окосена морава");
    form.set("alt", "Окосена морава пред къща с дървена ограда");
    form.set("date", "2025-06-10");
    form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    const response = await fetch(`${server!.url}/admin/gallery`, { method: "POST", headers: { origin: server!.url, cookie }, body: form });
    expect(response.status, alerts(await response.text())).toBe(200);

    const uploaded = await until("the uploaded photo on /gallery", async () => {
      const { body } = await text(`${server!.url}/gallery`);
      return /\/photos\/[\w.-]+\.webp/.exec(body)?.[0];
    });
    const served = await fetch(`${server!.url}${uploaded}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(readdirSync(path.join(dataDir, "photos"))).toContain(path.basename(uploaded));
  });

  it("changed nothing in the code folder", () => {
    expect(listing(app)).toEqual(before);
  });
});
