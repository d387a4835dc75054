// @ts-check
/**
 * The performance benchmark (not a test): builds the site, serves it with the
 * production server, runs Lighthouse in Debian's headless Chromium on every
 * page several times, prints the medians and checks them against the budgets
 * in ../shared/BRIEF.md. Writes every run to reports/bench-<mobile|desktop>.json.
 *
 *   npm run bench                               # mobile, 3 runs, every page
 *   npm run bench -- --runs 5 --no-build        # reuse build/client
 *   npm run bench -- --routes /,/prices         # only these pages
 *   npm run bench -- --desktop                  # Lighthouse's desktop config
 *
 * A bare reference page (a heading and a paragraph of static HTML, served the
 * same way) is measured in the same run: each page's LCP is also shown as a
 * ratio to it, since absolute times drift between machines. The last run's full
 * report of each page goes to reports/lighthouse-<mode>/ (open it in the
 * Lighthouse viewer for the opportunities and diagnostics).
 *
 * Budgets are Lighthouse *mobile* budgets. With --desktop the same table and
 * budgets are printed, but only the score, CLS and TBT budgets decide the exit
 * code: the LCP budgets are defined for the throttled mobile load only.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { SECURITY_MANIFEST, buildServer, findPages, securityManifest } from "../server/app.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    desktop: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${args.runs}"`);
const mode = args.desktop ? "desktop" : "mobile";

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number, bytes: number, jsBytes: number, lcpRatio?: number }} Metrics */
/** @type {{ key: keyof Metrics, label: string, limit: string, ok: (v: number) => boolean, desktop: boolean }[]} */
const BUDGETS = [
  { key: "performance", label: "Performance", limit: "≥ 98", ok: (v) => v >= 98, desktop: true },
  { key: "accessibility", label: "Accessibility", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "bestPractices", label: "Best Practices", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "seo", label: "SEO", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "lcp", label: "LCP", limit: "≤ 1200 ms", ok: (v) => v <= 1200, desktop: false },
  { key: "tbt", label: "TBT", limit: "≤ 50 ms", ok: (v) => v <= 50, desktop: true },
  { key: "cls", label: "CLS", limit: "≤ 0.01", ok: (v) => v <= 0.01, desktop: true },
  { key: "lcpRatio", label: "LCP ratio", limit: "≤ 1.6", ok: (v) => v <= 1.6, desktop: false },
];
const applied = BUDGETS.filter((budget) => mode === "mobile" || budget.desktop);

if (!args["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const root = "build/client";
const allRoutes = [...findPages(root).keys()].sort();
const routes = args.routes ? args.routes.split(",").map((route) => route.trim()) : allRoutes;
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length) throw new Error(`Not pages of the build: ${unknown.join(", ")}`);

// The reference page, in a temporary folder served by the same server (which
// reads the pages' security manifest from beside their folder, as build/ is to build/client/).
const referenceDir = mkdtempSync(path.join(os.tmpdir(), "bench-reference-"));
const referenceRoot = path.join(referenceDir, "client");
mkdirSync(referenceRoot);
const page = (/** @type {string} */ title, /** @type {string} */ text) =>
  `<!doctype html>\n<html lang="bg">\n<head>\n<meta charset="utf-8">\n` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n` +
  `<meta name="description" content="${text}">\n<link rel="icon" href="data:,">\n</head>\n` +
  `<body>\n<h1>${title}</h1>\n<p>${text}</p>\n</body>\n</html>\n`;
writeFileSync(
  path.join(referenceRoot, "index.html"),
  page("Референтна страница", "Едно заглавие и един абзац статичен HTML: без стилове, шрифтове, снимки и JavaScript."),
);
mkdirSync(path.join(referenceRoot, "404"));
writeFileSync(path.join(referenceRoot, "404/index.html"), page("Няма такава страница", "Страницата не е намерена."));
writeFileSync(path.join(referenceDir, SECURITY_MANIFEST), JSON.stringify(securityManifest(referenceRoot, [])));

const site = await buildServer({ root });
const reference = await buildServer({ root: referenceRoot });
const siteUrl = await site.listen({ port: 0, host: "127.0.0.1" });
const referenceUrl = await reference.listen({ port: 0, host: "127.0.0.1" });

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const chromium = /** @type {{ Browser: string }} */ (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;

const REFERENCE = "reference";
// The last run's full Lighthouse report of each page, for the opportunities and diagnostics.
const lhrDir = `reports/lighthouse-${mode}`;
mkdirSync(lhrDir, { recursive: true });
/** @type {Map<string, import("lighthouse").Result>} the last run's report of each page */
const lastReport = new Map();
/** @type {Map<string, Metrics[]>} */
const results = new Map([REFERENCE, ...routes].map((target) => [target, []]));
try {
  // A first load in a fresh browser is slower than any later one: warm up, unrecorded.
  await lighthouse(`${referenceUrl}/`, { port: chrome.port, logLevel: "error" }, args.desktop ? desktopConfig : undefined);
  for (let run = 1; run <= runs; run++) {
    for (const target of results.keys()) {
      const url = target === REFERENCE ? `${referenceUrl}/` : siteUrl + target;
      const lhrun = () =>
        lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" }, args.desktop ? desktopConfig : undefined);
      let result = await lhrun();
      if (result?.lhr.runtimeError) {
        // Most often build/client being rebuilt meanwhile: wait, then try once more.
        console.error(`${target}: ${result.lhr.runtimeError.code}; trying again in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        result = await lhrun();
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const metrics = measure(result.lhr);
      results.get(target)?.push(metrics);
      lastReport.set(target, result.lhr);
      if (target !== REFERENCE)
        writeFileSync(`${lhrDir}/${target === "/" ? "home" : target.slice(1).replaceAll("/", "-")}.json`, JSON.stringify(result.lhr));
      console.error(
        `run ${run}/${runs}  ${target.padEnd(24)} perf ${metrics.performance}  LCP ${Math.round(metrics.lcp)} ms  TBT ${Math.round(metrics.tbt)} ms`,
      );
    }
  }
} finally {
  await chrome.kill();
  await site.close();
  await reference.close();
  rmSync(referenceDir, { recursive: true, force: true });
}

/**
 * Bytes of JavaScript the page downloaded without running it (`<link rel="prefetch">`).
 * @param {import("lighthouse").Result} lhr
 */
function prefetchedScripts(lhr) {
  const requests = /** @type {{ items?: { url: string, resourceType?: string, transferSize?: number }[] } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  return (requests?.items ?? [])
    .filter((request) => request.resourceType !== "Script" && new URL(request.url).pathname.endsWith(".js"))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The figures of one Lighthouse run.
 * @param {import("lighthouse").Result} lhr
 * @returns {Metrics}
 */
function measure(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
    lhr.audits["resource-summary"]?.details
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    // Scripts run at load plus chunks prefetched for later (Lighthouse files those under "other").
    jsBytes: (summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0) + prefetchedScripts(lhr),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @type {(keyof Metrics)[]} */
const KEYS = ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "bytes", "jsBytes"];
/** @param {Metrics[]} list @returns {Metrics} */
const medians = (list) => /** @type {Metrics} */ (Object.fromEntries(KEYS.map((key) => [key, median(list.map((m) => m[key] ?? NaN))])));
const referenceMedian = medians(results.get(REFERENCE) ?? []);
/** @type {Map<string, Metrics>} */
const table = new Map(
  routes.map((route) => {
    const m = medians(results.get(route) ?? []);
    return [route, { ...m, lcpRatio: m.lcp / referenceMedian.lcp }];
  }),
);

// The table: one row per page, failing cells marked with *.
const ms = (/** @type {number} */ v) => `${Math.round(v)} ms`;
const kib = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KiB`;
/** @type {[string, keyof Metrics, (v: number) => string][]} */
const COLUMNS = [
  ["Perf", "performance", String],
  ["A11y", "accessibility", String],
  ["BP", "bestPractices", String],
  ["SEO", "seo", String],
  ["FCP", "fcp", ms],
  ["LCP", "lcp", ms],
  ["LCP ×ref", "lcpRatio", (v) => `${v.toFixed(2)}×`],
  ["TBT", "tbt", ms],
  ["CLS", "cls", (v) => v.toFixed(3)],
  ["Transfer", "bytes", kib],
  ["JS", "jsBytes", kib],
];
/** @type {string[]} */
const failures = [];
const rows = [["Route", ...COLUMNS.map(([title]) => title)]];
for (const [route, m] of table) {
  rows.push([
    route,
    ...COLUMNS.map(([, key, format]) => {
      const v = m[key] ?? NaN;
      const budget = applied.find((b) => b.key === key);
      if (budget && !budget.ok(v)) failures.push(`${route}: ${budget.label} ${format(v)}, budget ${budget.limit}`);
      return format(v) + (budget && !budget.ok(v) ? "*" : " ");
    }),
  ]);
}
rows.push([`reference page`, ...COLUMNS.map(([, key, format]) => (key === "lcpRatio" ? "" : format(referenceMedian[key] ?? NaN) + " "))]);
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length))) ?? [];
const line = (/** @type {string[]} */ row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
const when = new Date();

console.log(
  `\nLighthouse ${mode}, median of ${runs} run${runs > 1 ? "s" : ""} — ${when.toISOString()}, Node ${process.version}, ${chromium}, ${os.cpus().length} CPUs`,
);
console.log(`Reference page LCP (median): ${ms(referenceMedian.lcp)}\n`);
console.log(line(rows[0] ?? []));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows.slice(1)) console.log(line(row));
console.log(`\nBudgets (mobile): ${BUDGETS.map((b) => `${b.label} ${b.limit}`).join(", ")}.`);
if (mode === "desktop") console.log(`Desktop: only ${applied.map((b) => b.label).join(", ")} apply.`);

const file = `reports/bench-${mode}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      date: when.toISOString(),
      mode,
      runs,
      node: process.version,
      chromium,
      cpus: os.cpus().length,
      lighthouse: createRequire(import.meta.url)("lighthouse/package.json").version,
      budgets: applied.map(({ key, label, limit }) => ({ key, label, limit })),
      reference: { median: referenceMedian, runs: results.get(REFERENCE) },
      routes: Object.fromEntries(routes.map((route) => [route, { median: table.get(route), runs: results.get(route) }])),
      failures,
    },
    null,
    2,
  ) + "\n",
);
console.log(`Results: ${file}`);

if (failures.length) {
  console.log(`\n${failures.length} budget${failures.length > 1 ? "s" : ""} missed:`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
  console.log("\nWhat costs on those pages (last run; full reports in " + lhrDir + "/):");
  for (const route of new Set(failures.map((failure) => failure.slice(0, failure.indexOf(":"))))) {
    const lhr = lastReport.get(route);
    if (lhr) console.log(costs(route, lhr));
  }
} else {
  console.log("\nEvery budget met.");
}

/**
 * The LCP element with its phases, and the audits that estimate savings, largest first.
 * @param {string} route
 * @param {import("lighthouse").Result} lhr
 */
function costs(route, lhr) {
  const lcp = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details)?.items;
  const phases = (lcp?.[1]?.items ?? []).map((/** @type {any} */ p) => `${p.phase} ${ms(p.timing)}`).join(", ");
  const lines = [`  ${route}  LCP element: ${lcp?.[0]?.items?.[0]?.node?.selector ?? "?"}${phases ? ` (${phases})` : ""}`];
  const saving = (/** @type {import("lighthouse").Result["audits"][string]} */ a) =>
    Math.max(0, ...Object.values(a.metricSavings ?? {}).map((v) => v ?? 0));
  const audits = Object.values(lhr.audits)
    .filter((a) => a.id !== "largest-contentful-paint-element" && saving(a) > 0)
    .sort((a, b) => saving(b) - saving(a));
  for (const a of audits.slice(0, 6)) {
    const by = Object.entries(a.metricSavings ?? {})
      .filter(([, v]) => v)
      .map(([metric, v]) => `${metric} −${ms(v ?? 0)}`)
      .join(", ");
    lines.push(`    ${a.id.padEnd(32)} ${(a.displayValue ?? "").padEnd(24)} ${by}`);
  }
  const shown = audits.slice(0, 6).map((a) => a.id);
  for (const id of ["bootup-time", "mainthread-work-breakdown"].filter((id) => !shown.includes(id)))
    lines.push(`    ${id.padEnd(32)} ${lhr.audits[id]?.displayValue ?? ""}`);
  return lines.join("\n");
}
