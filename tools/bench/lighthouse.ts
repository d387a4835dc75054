/**
 * Lighthouse on every page and on the reference pages, several runs each, in
 * Debian's headless Chromium; the medians checked against the budgets in
 * ../shared/BRIEF.md. Simulated (what PageSpeed Insights shows): the scores,
 * TBT and CLS, the LCP reported only (the simulation counts preloaded module
 * scripts as blocking the paint, Lighthouse issue 17163). Observed (`--observed`,
 * the load really slowed): the LCP against a bare page of its kind. With
 * `desktop` only the score, TBT and CLS budgets apply.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { kib, median, ms, routeSlug, textTable } from "./table";

export interface Metrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  lcpRatio?: number;
}

export const BUDGETS: { key: keyof Metrics; label: string; limit: string; ok: (v: number) => boolean; desktop: boolean }[] = [
  { key: "performance", label: "Performance", limit: "≥ 98", ok: (v) => v >= 98, desktop: true },
  { key: "accessibility", label: "Accessibility", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "bestPractices", label: "Best Practices", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "seo", label: "SEO", limit: "= 100", ok: (v) => v === 100, desktop: true },
  { key: "tbt", label: "TBT", limit: "≤ 50 ms", ok: (v) => v <= 50, desktop: true },
  { key: "cls", label: "CLS", limit: "≤ 0.01", ok: (v) => v <= 0.01, desktop: true },
  { key: "lcpRatio", label: "LCP ratio", limit: "≤ 1.15", ok: (v) => v <= 1.15, desktop: false },
];

/**
 * The budgets that apply: with observed throttling only the LCP's ratio to the bare page of its kind
 * (what a phone shows); simulated, the scores, TBT and CLS (what PageSpeed Insights shows), of which
 * the desktop configuration keeps the score, TBT and CLS ones.
 */
export const budgetsFor = (desktop: boolean, observed = false) =>
  observed
    ? BUDGETS.filter((budget) => budget.key === "lcpRatio")
    : BUDGETS.filter((budget) => budget.key !== "lcpRatio" && (!desktop || budget.desktop));

export const REFERENCE = "reference";
/** The target of the bare page with a route's picture (`--observed`). */
export const pictureReference = (route: string) => `${REFERENCE} with the picture of ${route}`;
const isReference = (target: string) => target.startsWith(REFERENCE);

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Items<T> = { items?: T[] } | undefined;

/** The figures of one Lighthouse run. */
export function metricsOf(lhr: Result): Metrics {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits["resource-summary"]?.details as Items<{ resourceType: string; transferSize: number }>;
  const requests = lhr.audits["network-requests"]?.details as Items<{ url: string; resourceType?: string; transferSize?: number }>;
  // Chunks fetched for later without running them (`<link rel="prefetch">`): Lighthouse files those under "other".
  const prefetched = (requests?.items ?? [])
    .filter((request) => request.resourceType !== "Script" && new URL(request.url).pathname.endsWith(".js"))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
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
    jsBytes: (summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0) + prefetched,
  };
}

const KEYS = ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "bytes", "jsBytes"] as const;

export const medians = (runs: readonly Metrics[]): Metrics =>
  Object.fromEntries(KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Metrics;

export interface LighthouseRun {
  chromium: string;
  /** Every run of each target (the routes and REFERENCE). */
  runs: Map<string, Metrics[]>;
  /** The last run's report of each target. */
  last: Map<string, Result>;
}

/** `urlOf(target)`: the address of a route, or of the reference page for REFERENCE. */
export async function runLighthouse({
  targets,
  urlOf,
  runs,
  desktop,
  observed = false,
  reportDir,
}: {
  targets: string[];
  urlOf: (target: string) => string;
  runs: number;
  desktop: boolean;
  /** DevTools throttling: the network and CPU are really slowed and the page's paints observed. */
  observed?: boolean;
  reportDir: string;
}): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const config = desktop ? desktopConfig : undefined;
  const audit = (url: string) =>
    lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", ...(observed && { throttlingMethod: "devtools" }) }, config);
  const result: LighthouseRun = { chromium: "", runs: new Map(targets.map((target) => [target, []])), last: new Map() };
  mkdirSync(reportDir, { recursive: true });
  try {
    result.chromium = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
    // A first load in a fresh browser is slower than any later one: warm up, unrecorded.
    await audit(urlOf(REFERENCE));
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        let answer = await audit(urlOf(target));
        // Most often build/client being rebuilt meanwhile, or Lighthouse's trace without a
        // navigation start (NO_NAVSTART, now and then): wait, then try twice more.
        for (let attempt = 2; attempt <= 3 && answer?.lhr.runtimeError; attempt++) {
          console.error(`${target}: ${answer.lhr.runtimeError.code}; trying again in 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 30_000));
          answer = await audit(urlOf(target));
        }
        if (!answer) throw new Error(`Lighthouse returned nothing for ${urlOf(target)}`);
        const metrics = metricsOf(answer.lhr);
        result.runs.get(target)?.push(metrics);
        result.last.set(target, answer.lhr);
        if (!isReference(target)) writeFileSync(`${reportDir}/${routeSlug(target)}.json`, JSON.stringify(answer.lhr));
        console.error(
          `run ${run}/${runs}  ${target.padEnd(24)} perf ${metrics.performance}  LCP ${ms(metrics.lcp)}  TBT ${ms(metrics.tbt)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return result;
}

const COLUMNS: [string, keyof Metrics, (v: number) => string][] = [
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

/**
 * Each route's medians, with its LCP as a ratio to the bare page of its kind: the one with the
 * route's own picture when it was measured (`pictureReference(route)`), else the text one; the table
 * with failing cells marked *, and the failures.
 */
export function summarise(runs: Map<string, Metrics[]>, routes: string[], desktop: boolean, observed = false) {
  const reference = medians(runs.get(REFERENCE) ?? []);
  const applied = budgetsFor(desktop, observed);
  const table = new Map(routes.map((route) => [route, { ...medians(runs.get(route) ?? []), lcpRatio: NaN }]));
  const failures: string[] = [];
  // Observed, a text page's loads fall in two groups (its largest text in the first frame, or in
  // the frame after the whole document: docs/performance.md), so the median alone hides how far
  // apart they are: each run's LCP is shown beside it.
  const eachRun = (target: string) =>
    observed
      ? [
          (runs.get(target) ?? [])
            .map((m) => Math.round(m.lcp))
            .sort((a, b) => a - b)
            .join(" "),
        ]
      : [];
  const rows = [["Route", ...COLUMNS.map(([title]) => title), ...(observed ? ["LCP of each run"] : [])]];
  const pictureRows: string[][] = [];
  const cellsOf = (m: Metrics) => COLUMNS.map(([, key, format]) => (key === "lcpRatio" ? "" : `${format(m[key] ?? NaN)} `));
  for (const [route, m] of table) {
    const withPicture = runs.get(pictureReference(route));
    const own = withPicture?.length ? medians(withPicture) : undefined;
    m.lcpRatio = m.lcp / (own ?? reference).lcp;
    const cells = COLUMNS.map(([, key, format]) => {
      const value = m[key] ?? NaN;
      const budget = applied.find((b) => b.key === key);
      const missed = budget !== undefined && !budget.ok(value);
      if (missed)
        failures.push(
          `${route}: ${budget.label} ${format(value)}${key === "lcpRatio" && own ? " (to its picture's page)" : ""}, budget ${budget.limit}`,
        );
      return format(value) + (key === "lcpRatio" && own ? "ᵖ" : "") + (missed ? "*" : " ");
    });
    rows.push([route, ...cells, ...eachRun(route)]);
    if (own) pictureRows.push([`  with the picture of ${route}`, ...cellsOf(own), ...eachRun(pictureReference(route))]);
  }
  rows.push(["reference page", ...cellsOf(reference), ...eachRun(REFERENCE)], ...pictureRows);
  const note = pictureRows.length > 0 ? "\nᵖ: to the reference page with the route's own picture, preloaded (rows below it)." : "";
  return { reference, table, failures, text: textTable(rows) + note };
}

/** The LCP element with its phases, and the audits that estimate savings, largest first. */
export function costs(route: string, lhr: Result): string {
  type LcpDetails = { items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[] };
  const lcp = (lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined)?.items;
  const phases = (lcp?.[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing ?? NaN)}`).join(", ");
  const lines = [`  ${route}  LCP element: ${lcp?.[0]?.items?.[0]?.node?.selector ?? "?"}${phases ? ` (${phases})` : ""}`];
  const saving = (audit: Result["audits"][string]) => Math.max(0, ...Object.values(audit.metricSavings ?? {}).map((v) => v ?? 0));
  const audits = Object.values(lhr.audits)
    .filter((audit) => audit.id !== "largest-contentful-paint-element" && saving(audit) > 0)
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, 6);
  for (const audit of audits) {
    const by = Object.entries(audit.metricSavings ?? {})
      .filter(([, v]) => v)
      .map(([metric, v]) => `${metric} −${ms(v ?? 0)}`)
      .join(", ");
    lines.push(`    ${audit.id.padEnd(32)} ${(audit.displayValue ?? "").padEnd(24)} ${by}`);
  }
  for (const id of ["bootup-time", "mainthread-work-breakdown"].filter((id) => !audits.some((audit) => audit.id === id)))
    lines.push(`    ${id.padEnd(32)} ${lhr.audits[id]?.displayValue ?? ""}`);
  return lines.join("\n");
}
