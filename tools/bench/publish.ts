/**
 * `npm run bench:publish`: how long an owner's save takes to be live, what it
 * costs the server in memory and the data folder in disk (decision 0043).
 *
 * A fresh data folder and the built server started as `npm start` does
 * (`node server.js`, NODE_ENV=production, LOG_LEVEL=info), the owner's account
 * made with `npm run admin -- add` and signed in with its setup link. Then,
 * through the owner's own forms (the POSTs the admin pages send, with the
 * site's Origin), one after another:
 *
 *   1. a price (gardening-mowing) changed: until GET /prices shows it. The
 *      first version after a deploy: every page is rendered and stored anew;
 *   2. the company's phone changed: until GET / links to it (every page shows it);
 *   3. the same price changed again: only the pages that show it are new;
 *   4. a 12-megapixel JPEG uploaded with its alt text: until GET /gallery
 *      shows an image with that alt text, and until that image's URL answers 200.
 *
 * Each is timed from sending the save to the end of the first public answer
 * that shows the change (the page is asked every POLL_MS on a connection of
 * its own, from the moment the save is sent). Meanwhile the resident memory
 * (VmRSS) of the server's process and of every process under it is read from
 * /proc every RSS_SAMPLE_MS and summed; the step's peak is the largest sum
 * from the save until the server logs that the version is live (and, apart,
 * the peak until the save was answered: a photo's sizes are made then). The data
 * folder's disk use (allocated blocks, as du counts them: a file linked
 * several times counted once) is taken before the save and after that log
 * line. The server's own log gives the render and write durations.
 *
 * Budgets are reported, never enforced: the run fails only if a save does not
 * answer that its change is live (200) or the change never shows within STEP_TIMEOUT_MS.
 */
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { formatEuro } from "~/lib/money";
import { type HtmlElement, attributeOf, elementsOf } from "../../server/html";
import { freePort } from "../net";
import { HOST, type Answer, addOwner, formHeaders, pause, send, signIn, startServer, stopServer, untilAnswering } from "./built-server";
import { textTable } from "./table";

export const POLL_MS = 50;
export const RSS_SAMPLE_MS = 20;
export const STEP_TIMEOUT_MS = 60_000;
export const MB = 1024 * 1024;

export const BUDGETS = {
  textLiveMs: 2_000,
  photoLiveMs: 5_000,
  peakRssBytes: 400 * MB,
  textDiskBytes: 2 * MB,
};

const OWNER = "owner@example.bg";
const PRICE_ITEM = "gardening-mowing";
/** The page of its service's prices. */
const PRICES_PAGE = "/admin/prices/gardening";
/** The price's first and second new values (the first version after a deploy stores every page; the second, only what changed). */
const NEW_PRICES_CENTS = [23, 29] as const;
const NEW_PHONE = { typed: "0888 765 432", e164: "+359888765432" };
const PHOTO = {
  width: 4000,
  height: 3000,
  alt: "Окосена морава пред къща с дървена ограда и лавандула",
  caption: "Морава след косене",
};

// ——— Pure helpers ———

/** VmRSS in bytes from the text of /proc/<pid>/status (0 when absent: a process that has ended). */
export function vmRssBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The process ids of /proc/<pid>/task/<tid>/children ("12 34 "). */
export const childPids = (text: string): number[] =>
  text
    .split(/\s+/)
    .filter((word) => /^\d+$/.test(word))
    .map(Number);

export interface FileEntry {
  dev: number;
  ino: number;
  /** 512-byte blocks allocated (stat's `blocks`). */
  blocks: number;
}

/** Bytes allocated to the files, each inode counted once however many links it has (as du does). */
export function allocatedOnce(entries: Iterable<FileEntry>): number {
  const seen = new Set<string>();
  let bytes = 0;
  for (const { dev, ino, blocks } of entries) {
    const key = `${dev}:${ino}`;
    if (seen.has(key)) continue;
    seen.add(key);
    bytes += blocks * 512;
  }
  return bytes;
}

/** Collapses the spaces a page may typeset (no-break, narrow no-break) and runs of white space into one space. */
export const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** The page's visible text, in document order, with plain spaces. */
export function pageText(html: string): string {
  const texts: string[] = [];
  const walk = (node: HtmlElement) => {
    if (node.tagName === "script" || node.tagName === "style" || node.tagName === "template") return;
    if (node.nodeName === "#text") texts.push(node.value ?? "");
    for (const child of node.childNodes ?? []) walk(child);
  };
  const [root] = elementsOf(html);
  if (root) walk(root);
  return plainSpaces(texts.join(" "));
}

/**
 * The fields a form of the owner's page sends as it is shown (inputs, checked boxes, text areas,
 * selected options): the form that has a field named `field`.
 */
export function formFields(html: string, field: string): Record<string, string> {
  const inside = (node: HtmlElement): HtmlElement[] => (node.childNodes ?? []).flatMap((child) => [child, ...inside(child)]);
  const form = [...elementsOf(html)].find(
    (element) => element.tagName === "form" && inside(element).some((child) => attributeOf(child, "name") === field),
  );
  if (!form) throw new Error(`No form with the field ${field} on the page.`);
  const fields: Record<string, string> = {};
  for (const element of inside(form)) {
    const name = attributeOf(element, "name");
    if (!name) continue;
    if (element.tagName === "input") {
      const type = attributeOf(element, "type") ?? "text";
      if ((type === "checkbox" || type === "radio") && attributeOf(element, "checked") === undefined) continue;
      if (type === "file" || type === "submit") continue;
      fields[name] = attributeOf(element, "value") ?? (type === "checkbox" ? "on" : "");
    } else if (element.tagName === "textarea") {
      fields[name] = inside(element)
        .map((child) => child.value ?? "")
        .join("");
    } else if (element.tagName === "select") {
      const options = inside(element).filter((child) => child.tagName === "option");
      const chosen = options.find((option) => attributeOf(option, "selected") !== undefined) ?? options[0];
      if (chosen) fields[name] = attributeOf(chosen, "value") ?? "";
    }
  }
  return fields;
}

/** Whether the page links to `href` (e.g. "tel:+359…"). */
export const linksTo = (html: string, href: string) =>
  [...elementsOf(html)].some((element) => element.tagName === "a" && attributeOf(element, "href") === href);

/** The `src` of the first image whose alt text is `alt` (spaces compared plain), if the page has one. */
export function imageWithAlt(html: string, alt: string): string | undefined {
  for (const element of elementsOf(html)) {
    if (element.tagName !== "img") continue;
    if (plainSpaces(attributeOf(element, "alt") ?? "") === plainSpaces(alt)) return attributeOf(element, "src");
  }
  return undefined;
}

/** The render and write durations the publisher logs for a version ("publish: version rendered"). */
export interface RenderTiming {
  version: number;
  renderMs: number;
  writeMs: number;
  files: number;
}

export function renderTimings(logLines: readonly string[]): RenderTiming[] {
  const timings: RenderTiming[] = [];
  for (const line of logLines) {
    if (!line.includes("publish: version rendered")) continue;
    try {
      const { version, renderMs, writeMs, files } = JSON.parse(line) as Partial<RenderTiming>;
      if ([version, renderMs, writeMs, files].every((value) => typeof value === "number"))
        timings.push({ version: version!, renderMs: renderMs!, writeMs: writeMs!, files: files! });
    } catch {
      // Not a JSON log line.
    }
  }
  return timings;
}

export interface StepResult {
  name: string;
  kind: "text" | "photo";
  /** The save's answer: its status and how long it took (ms). */
  saveStatus: number;
  saveMs: number;
  /** From sending the save to the first public answer showing it; null: never within STEP_TIMEOUT_MS. */
  liveMs: number | null;
  /** For the photo: until its image's URL answered 200. */
  imageMs?: number | null;
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** The peak until the save was answered (a photo's sizes are made then; the render comes after). */
  peakWhileSavingBytes: number;
  diskGrowthBytes: number;
  /** The data folder's growth by its top-level entries. */
  diskGrowthByEntry: Record<string, number>;
  render?: RenderTiming;
  failure?: string;
}

const mib = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const seconds = (value: number | null | undefined) => (value === null || value === undefined ? "never" : `${(value / 1000).toFixed(2)} s`);

/** One line per budget a step missed (empty when every figure is within its budget). */
export function budgetMisses(steps: readonly StepResult[]): string[] {
  const misses: string[] = [];
  for (const step of steps) {
    const liveBudget = step.kind === "photo" ? BUDGETS.photoLiveMs : BUDGETS.textLiveMs;
    if (step.liveMs !== null && step.liveMs > liveBudget)
      misses.push(`Budget missed: ${step.name} live after ${seconds(step.liveMs)} (budget ${seconds(liveBudget)}).`);
    if (step.peakRssBytes > BUDGETS.peakRssBytes)
      misses.push(`Budget missed: ${step.name} peak memory ${mib(step.peakRssBytes)} (budget ${mib(BUDGETS.peakRssBytes)}).`);
    if (step.kind === "text" && step.diskGrowthBytes > BUDGETS.textDiskBytes)
      misses.push(
        `Budget missed: ${step.name} grew the data folder by ${mib(step.diskGrowthBytes)} (budget ${mib(BUDGETS.textDiskBytes)}).`,
      );
  }
  return misses;
}

/** The figures beside their budgets, then a breakdown per step. */
export function publishTable(steps: readonly StepResult[]): string {
  const rows = [["Change", "Save answered", "Live", "Budget", "Peak RSS", "Budget", "Disk growth", "Budget"]];
  for (const step of steps) {
    const photo = step.kind === "photo";
    rows.push([
      step.name,
      `${step.saveStatus} in ${seconds(step.saveMs)}`,
      seconds(step.liveMs),
      `≤ ${seconds(photo ? BUDGETS.photoLiveMs : BUDGETS.textLiveMs)}`,
      mib(step.peakRssBytes),
      `≤ ${mib(BUDGETS.peakRssBytes)}`,
      mib(step.diskGrowthBytes),
      photo ? "–" : `≤ ${mib(BUDGETS.textDiskBytes)}`,
    ]);
  }
  const details = steps.map((step) => {
    const parts = [
      `${step.name}: memory ${mib(step.rssBeforeBytes)} before the save, peak ${mib(step.peakWhileSavingBytes)} until it was answered`,
    ];
    if (step.render)
      parts.push(
        `version ${step.render.version} rendered in ${Math.round(step.render.renderMs)} ms, written in ${Math.round(step.render.writeMs)} ms (${step.render.files} files)`,
      );
    if (step.imageMs !== undefined) parts.push(`image answered 200 after ${seconds(step.imageMs)}`);
    const growth = Object.entries(step.diskGrowthByEntry)
      .filter(([, bytes]) => bytes !== 0)
      .sort(([, a], [, b]) => b - a)
      .map(([entry, bytes]) => `${entry} ${bytes < 0 ? "−" : "+"}${mib(Math.abs(bytes))}`);
    if (growth.length > 0) parts.push(`disk: ${growth.join(", ")}`);
    if (step.failure) parts.push(`FAILED: ${step.failure}`);
    return parts.join("; ");
  });
  return [textTable(rows), "", ...details].join("\n");
}

// ——— Measuring ———

/** The processes under `pid` (children, theirs, …), from /proc/<pid>/task/<tid>/children. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    const tasks = `/proc/${tree[i]}/task`;
    let threads: string[] = [];
    try {
      threads = readdirSync(tasks);
    } catch {
      continue; // ended meanwhile
    }
    for (const thread of threads) {
      try {
        tree.push(...childPids(readFileSync(`${tasks}/${thread}/children`, "utf8")));
      } catch {
        // ended meanwhile
      }
    }
  }
  return tree;
}

/** The summed VmRSS of `pid` and the processes under it. */
export function treeRss(pid: number): number {
  let bytes = 0;
  for (const member of processTree(pid)) {
    try {
      bytes += vmRssBytes(readFileSync(`/proc/${member}/status`, "utf8"));
    } catch {
      // ended meanwhile
    }
  }
  return bytes;
}

/** Samples treeRss(pid) every RSS_SAMPLE_MS until stopped: the peak, and the peak until `mark()`. */
function rssSampler(pid: number) {
  let peak = treeRss(pid);
  let marked: number | undefined;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), RSS_SAMPLE_MS);
  return {
    mark() {
      marked = peak = Math.max(peak, treeRss(pid));
    },
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, treeRss(pid));
      return { peak, untilMark: marked ?? peak };
    },
  };
}

/** The files under `dir` (not following links). */
function* filesUnder(dir: string): Generator<FileEntry> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    let stat;
    try {
      stat = lstatSync(file);
    } catch {
      continue; // removed meanwhile
    }
    if (stat.isDirectory()) yield* filesUnder(file);
    yield { dev: stat.dev, ino: stat.ino, blocks: stat.blocks };
  }
}

/** The data folder's disk use, whole and by its top-level entries (an inode linked from several counted where first met). */
function diskUse(dir: string) {
  const seen = new Set<string>();
  const byEntry: Record<string, number> = {};
  let total = 0;
  for (const name of readdirSync(dir).sort()) {
    const top = path.join(dir, name);
    const entries = lstatSync(top).isDirectory() ? [...filesUnder(top), lstatSync(top)] : [lstatSync(top)];
    const fresh = entries.filter(({ dev, ino }) => !seen.has(`${dev}:${ino}`) && seen.add(`${dev}:${ino}`));
    byEntry[name] = allocatedOnce(fresh);
    total += byEntry[name];
  }
  return { total, byEntry };
}

/** A 12-megapixel photo as a camera takes it: a leafy texture with fine grain, some 3–6 MB of JPEG. */
export async function cameraPhoto(width = PHOTO.width, height = PHOTO.height): Promise<Buffer> {
  const coarse = await sharp({
    create: { width: width / 8, height: height / 8, channels: 3, background: "#4a7a3c", noise: { type: "gaussian", mean: 110, sigma: 50 } },
  })
    .png()
    .toBuffer();
  const base = await sharp(coarse).resize(width, height, { kernel: "cubic" }).tint("#6f9a4a").raw().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i += 1) base[i] = Math.min(255, Math.max(0, base[i]! + grain[i]! - 128));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A multipart/form-data body as a browser sends the gallery's upload form. */
async function multipart(fields: Record<string, string>, file: { field: string; data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

interface Step {
  name: string;
  kind: StepResult["kind"];
  /** The public page that shows the change. */
  page: string;
  /** Whether a public answer shows the change. */
  shows: (html: string) => boolean;
  save: () => Promise<Answer>;
}

/** Asks `url` every POLL_MS (on its own connection) until `shows` says yes: ms since `started`, or null after STEP_TIMEOUT_MS. */
async function pollUntil(base: string, url: string, shows: (answer: Answer) => boolean, started: number): Promise<number | null> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (performance.now() - started < STEP_TIMEOUT_MS) {
      const asked = performance.now();
      const answer = await send(agent, base, "GET", url, { "accept-encoding": "identity" }).catch(() => undefined);
      if (answer && shows(answer)) return performance.now() - started;
      await pause(Math.max(0, POLL_MS - (performance.now() - asked)));
    }
    return null;
  } finally {
    agent.destroy();
  }
}

async function untilLogged(lines: () => readonly string[], count: number, what: string) {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  while (lines().filter((line) => line.includes(what)).length < count) {
    if (performance.now() > deadline) return false;
    await pause(RSS_SAMPLE_MS);
  }
  return true;
}

export interface PublishRun {
  steps: StepResult[];
  photoBytes: number;
}

/** One run: a fresh server and data folder, the three saves one after another. */
export async function runPublishBench(projectRoot: string, { keepDataDir = false } = {}): Promise<PublishRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const env = {
    HOST,
    PORT: String(port),
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_HOST: HOST,
    SMTP_PORT: String(await freePort(HOST)),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    MAIL_FROM: "site@example.bg",
    ALERT_EMAIL: "",
    SITE_ORIGINS: "",
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    const photo = await cameraPhoto();
    const setupToken = addOwner(projectRoot, env, OWNER, base);
    const running = (server = startServer(projectRoot, env));
    await untilAnswering(running, agent, base);
    const cookie = await signIn(agent, base, setupToken);
    const post = (url: string, fields: Record<string, string>) =>
      send(agent, base, "POST", url, { ...formHeaders(base), cookie }, new URLSearchParams(fields).toString(), STEP_TIMEOUT_MS);
    /** The owner's form as the page shows it now, with `changes` typed into it. */
    const form = async (url: string, field: string, changes: Record<string, string>) => {
      const page = await send(agent, base, "GET", url, { cookie });
      return { ...formFields(page.body, field), ...changes };
    };

    const priceStep = (name: string, cents: number): Step => {
      const newPrice = plainSpaces(formatEuro(cents));
      return {
        name,
        kind: "text",
        page: "/prices",
        shows: (html) => pageText(html).includes(newPrice),
        save: async () =>
          post(PRICES_PAGE, await form(PRICES_PAGE, `cents.${PRICE_ITEM}`, { [`cents.${PRICE_ITEM}`]: newPrice.replace(/ €$/, "") })),
      };
    };
    const steps: Step[] = [
      priceStep("Price", NEW_PRICES_CENTS[0]),
      {
        name: "Phone",
        kind: "text",
        page: "/",
        shows: (html) => linksTo(html, `tel:${NEW_PHONE.e164}`),
        save: async () => post("/admin/company", await form("/admin/company", "phone", { phone: NEW_PHONE.typed })),
      },
      priceStep("Price, again", NEW_PRICES_CENTS[1]),
      {
        name: "Photo (12 MP)",
        kind: "photo",
        page: "/gallery",
        shows: (html) => imageWithAlt(html, PHOTO.alt) !== undefined,
        save: async () => {
          const fields = { intent: "upload", service: "gardening", caption: PHOTO.caption, alt: PHOTO.alt, date: "2026-11-20" };
          const { body, type } = await multipart(fields, { field: "photo", data: photo, name: "IMG_0001.jpg", type: "image/jpeg" });
          return send(agent, base, "POST", "/admin/gallery", { origin: base, "content-type": type, cookie }, body, STEP_TIMEOUT_MS);
        },
      },
    ];

    const results: StepResult[] = [];
    let published = 0;
    for (const step of steps) {
      const before = await send(agent, base, "GET", step.page, { "accept-encoding": "identity" });
      if (before.status !== 200 || step.shows(before.body))
        throw new Error(`${step.page} answered ${before.status} or already shows the change before it was saved.`);
      await pause(1000); // the previous step's work over
      const renderedBefore = renderTimings(running.lines()).length;
      const diskBefore = diskUse(dataDir);
      const rssBeforeBytes = treeRss(running.child.pid!);
      const sampler = rssSampler(running.child.pid!);
      const started = performance.now();
      const live = pollUntil(base, step.page, (answer) => answer.status === 200 && step.shows(answer.body), started);
      let failure: string | undefined;
      let saved: Answer | undefined;
      try {
        saved = await step.save();
        sampler.mark();
        // A save answers when its change is live (decision 0056); 202 would mean it was still rendering after the wait.
        if (saved.status !== 200) failure = `the save answered ${saved.status}, not 200 (published)`;
      } catch (error) {
        failure = `the save failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      const liveMs = await live;
      if (liveMs === null) failure ??= `${step.page} did not show the change within ${STEP_TIMEOUT_MS / 1000} s`;
      let imageMs: number | null | undefined;
      if (step.kind === "photo" && liveMs !== null) {
        const page = await send(agent, base, "GET", step.page, { "accept-encoding": "identity" });
        const src = imageWithAlt(page.body, PHOTO.alt);
        imageMs = src ? await pollUntil(base, src, (answer) => answer.status === 200, started) : null;
        if (imageMs === null) failure ??= `the photo's image did not answer 200 within ${STEP_TIMEOUT_MS / 1000} s`;
      }
      if (!failure) {
        published += 1;
        if (!(await untilLogged(running.lines, published, "publish: the new version is live")))
          failure = "the server did not log the version live";
        await pause(250); // old versions pruned after the log line
      }
      const { peak: peakRssBytes, untilMark: peakWhileSavingBytes } = sampler.stop();
      const diskAfter = diskUse(dataDir);
      const diskGrowthByEntry: Record<string, number> = {};
      for (const entry of new Set([...Object.keys(diskBefore.byEntry), ...Object.keys(diskAfter.byEntry)]))
        diskGrowthByEntry[entry] = (diskAfter.byEntry[entry] ?? 0) - (diskBefore.byEntry[entry] ?? 0);
      results.push({
        name: step.name,
        kind: step.kind,
        saveStatus: saved?.status ?? 0,
        saveMs: saved?.ms ?? 0,
        liveMs,
        imageMs,
        rssBeforeBytes,
        peakRssBytes,
        peakWhileSavingBytes,
        diskGrowthBytes: diskAfter.total - diskBefore.total,
        diskGrowthByEntry,
        render: renderTimings(running.lines()).slice(renderedBefore).at(-1),
        failure,
      });
      if (failure) break; // what follows would measure a server still busy with this one
    }
    return { steps: results, photoBytes: photo.length };
  } finally {
    agent.destroy();
    if (server) await stopServer(server.child);
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    else if (existsSync(dataDir)) console.log(`Data folder kept: ${dataDir}`);
  }
}
