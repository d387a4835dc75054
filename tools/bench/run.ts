/**
 * `npm run bench` (scripts/bench.ts): builds the site, serves it and the
 * reference pages with the production server, runs Lighthouse on every page
 * and the interaction benchmark, prints both tables, writes
 * reports/bench-<mobile|desktop>.json (reports/bench-interactions.json with
 * --interactions-only) and returns the budgets missed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { NOT_FOUND_PATH } from "../../server/site-files";
import { loadServerBundle, serveBuild } from "../serve";
import { DURING_LOAD_BUDGET_MS } from "./interactions/during-load";
import { pressesDuringLoad, runInteractions } from "./interactions/run";
import { REFERENCE, budgetsFor, costs, pictureReference, runLighthouse, summarise } from "./lighthouse";
import type { BenchOptions } from "./options";
import { pictureReferencePath, picturesOf, serveReference } from "./reference";
import { ms } from "./table";

export async function bench(projectRoot: string, options: BenchOptions): Promise<{ failures: string[] }> {
  if (options.build) {
    const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const build = await (await loadServerBundle(projectRoot)).loadBuild();
  const allRoutes = build.prerender.filter((route) => route !== NOT_FOUND_PATH).sort();
  const routes = options.routes ?? allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length) throw new Error(`Not pages of the build: ${unknown.join(", ")}`);

  const mode = `${options.desktop ? "desktop" : "mobile"}${options.observed ? "-observed" : ""}`;
  const when = new Date();
  const report: Record<string, unknown> = { date: when.toISOString(), mode, node: process.version, cpus: os.cpus().length };
  const failures: string[] = [];
  const site = await serveBuild(projectRoot);
  // Observed, a page whose largest paint is its picture is compared with a bare page showing that picture.
  const pictures = options.lighthouse && options.observed ? picturesOf(projectRoot, routes) : new Map();
  const reference = await serveReference(projectRoot, build, pictures);
  try {
    if (options.lighthouse) {
      const lhrDir = path.join(projectRoot, `reports/lighthouse-${mode}`);
      // Every target's address: the text reference, each page's picture reference, the pages.
      const urls = new Map([
        [REFERENCE, `${reference.url}/`],
        ...[...pictures.keys()].map((route): [string, string] => [pictureReference(route), reference.url + pictureReferencePath(route)]),
        ...routes.map((route): [string, string] => [route, site.url + route]),
      ]);
      const run = await runLighthouse({
        targets: [...urls.keys()],
        urlOf: (target) => urls.get(target) ?? "",
        runs: options.runs,
        desktop: options.desktop,
        observed: options.observed,
        reportDir: lhrDir,
      });
      const summary = summarise(run.runs, routes, options.desktop, options.observed);
      const applied = budgetsFor(options.desktop, options.observed);
      console.log(
        `\nLighthouse ${mode}, median of ${options.runs} run${options.runs > 1 ? "s" : ""} — ${when.toISOString()}, Node ${process.version}, ${run.chromium}, ${os.cpus().length} CPUs`,
      );
      console.log(`Reference page LCP (median): ${ms(summary.reference.lcp)}\n\n${summary.text}`);
      console.log(
        `\nBudgets (mobile): ${budgetsFor(false)
          .map((b) => `${b.label} ${b.limit}`)
          .join(", ")}.`,
      );
      if (options.desktop || options.observed)
        console.log(`${options.desktop ? "Desktop" : "Observed"}: only ${applied.map((b) => b.label).join(", ")} apply.`);
      Object.assign(report, {
        runs: options.runs,
        chromium: run.chromium,
        lighthouse: (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version,
        budgets: applied.map(({ key, label, limit }) => ({ key, label, limit })),
        reference: { median: summary.reference, runs: run.runs.get(REFERENCE) },
        pictureReferences: Object.fromEntries(
          [...pictures.keys()].map((route) => [route, { runs: run.runs.get(pictureReference(route)) }]),
        ),
        routes: Object.fromEntries(routes.map((route) => [route, { median: summary.table.get(route), runs: run.runs.get(route) }])),
      });
      if (summary.failures.length > 0) {
        console.log(`\nWhat costs on the pages that missed a budget (last run; full reports in ${path.relative(projectRoot, lhrDir)}/):`);
        for (const route of new Set(summary.failures.map((failure) => failure.slice(0, failure.indexOf(":"))))) {
          const lhr = run.last.get(route);
          if (lhr) console.log(costs(route, lhr));
        }
      }
      failures.push(...summary.failures);
    }
    if (options.interactions) {
      const run = await runInteractions({
        siteUrl: site.url,
        referenceUrl: reference.url,
        runs: options.interactionRuns,
        only: options.controls,
      });
      console.log(
        `\nInteractions: press → first frame showing the result, median of ${options.interactionRuns} fresh page${options.interactionRuns > 1 ? "s" : ""}, CPU slowed 4×`,
      );
      console.log(`(input delay: how long the page was busy before the press reached it; not counted in the press time)\n\n${run.text}\n`);
      for (const check of run.checks) console.log(check);
      console.log(`Budget: every control's first press ≤ ${ms(run.limit)} (2× the native popover reference).`);
      report.interactions = run.json;
      failures.push(...run.failures);
    }
    if (options.interactions && options.duringLoad) {
      const run = await pressesDuringLoad({
        siteUrl: site.url,
        referenceUrl: reference.url,
        runs: options.duringLoadRuns,
        only: options.controls,
      });
      console.log(
        `\nPresses while the page loads: a fresh page, the CPU slowed 4×, the press sent the given time after the first ` +
          `contentful paint; from the press's input event to the first frame showing the result, median of ${options.duringLoadRuns}\n\n${run.text}\n`,
      );
      console.log(
        `Budget: every press ≤ ${ms(DURING_LOAD_BUDGET_MS)}, whenever it comes. A row „HTML and CSS only“ is the control above it ` +
          `on the same page with none of its scripts loaded (what the browser's own loading of the page costs the press), and ` +
          `„header alone“ that page with its <main> and footer hidden (what its head and header cost before any content); not judged. ` +
          `A press that landed elsewhere, the control not yet where it is on the loaded page (the map, far down the contact page, ` +
          `before the page has scrolled to it), is not counted; „not on screen“: none landed on it.`,
      );
      report.duringLoad = run.json;
      failures.push(...run.failures);
    }
  } finally {
    await site.close();
    await reference.close();
  }
  report.failures = failures;
  const file = path.join(projectRoot, options.lighthouse ? `reports/bench-${mode}.json` : "reports/bench-interactions.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults: ${path.relative(projectRoot, file)}`);
  return { failures };
}
