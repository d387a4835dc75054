// @ts-check
/**
 * The MDN HTTP Observatory's header tests (its npm package), run against the
 * project's Node server over loopback:
 *
 *   npm run observatory            # serves build/client on a free port and scans it
 *
 * Two of its ten tests need real HTTPS and cannot be judged over loopback:
 * `redirection` (HTTP must redirect to HTTPS: the reverse proxy's job) and
 * `strict-transport-security` (browsers only honour HSTS over HTTPS; the server
 * sends it). The grade is given for the other eight, and for all ten.
 * Writes reports/observatory.json; exits 1 below A+ on the tests it can judge.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The tests that need a real HTTPS deployment. */
export const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);

/**
 * The package's install step downloads Chromium's HSTS preload list, which an
 * offline install does not have. No loopback address is on that list, so an
 * empty list gives the answer the download would.
 */
function ensurePreloadList() {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

/**
 * Scans http://<host>:<port>/ with every Observatory test.
 * @param {string} host
 * @param {number} port
 */
export async function observatory(host, port) {
  ensurePreloadList();
  const { retrieve } = await import("@mdn/mdn-http-observatory/src/retriever/retriever.js");
  const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
  const { getGradeForScore, getScoreModifier } = await import("@mdn/mdn-http-observatory/src/grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import("@mdn/mdn-http-observatory/src/grader/charts.js");

  const retrieved = await retrieve(host, { httpPort: port, httpsPort: port });
  if (!retrieved.responses.auto) throw new Error(`Nothing answered on http://${host}:${port}/`);
  const tests = ALL_TESTS.map((test) => test(retrieved)).map((result) => ({
    name: /** @type {string} */ (result.constructor.name),
    result: /** @type {string} */ (result.result),
    pass: Boolean(result.pass),
    modifier: getScoreModifier(result.result),
  }));

  /** @param {typeof tests} subset */
  const grade = (subset) => {
    let withExtra = 100;
    let uncurved = 100;
    for (const test of subset) {
      withExtra += test.modifier;
      if (test.modifier < 0) uncurved += test.modifier;
    }
    return getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved);
  };
  return {
    tests,
    judged: grade(tests.filter((test) => !NEEDS_HTTPS.has(test.name))),
    all: grade(tests),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildServer } = await import("../server/app.mjs");
  const app = await buildServer({ root: path.resolve("build/client") });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const port = Number(new URL(address).port);
  try {
    const report = await observatory("127.0.0.1", port);
    console.log("MDN HTTP Observatory, http://127.0.0.1 (loopback):\n");
    for (const test of report.tests) {
      const note = NEEDS_HTTPS.has(test.name) ? "  (needs real HTTPS: not judged here)" : "";
      console.log(
        `  ${test.pass ? "pass" : "FAIL"}  ${test.name.padEnd(32)} ${test.result.padEnd(52)} ${String(test.modifier).padStart(3)}${note}`,
      );
    }
    console.log(
      `\nGrade on the ${report.tests.length - NEEDS_HTTPS.size} tests judged over loopback: ${report.judged.grade} (${report.judged.score})`,
    );
    console.log(`Grade with the HTTPS tests counted as failed: ${report.all.grade} (${report.all.score})`);
    mkdirSync("reports", { recursive: true });
    writeFileSync("reports/observatory.json", `${JSON.stringify(report, null, 2)}\n`);
    process.exitCode = report.judged.grade === "A+" ? 0 : 1;
  } finally {
    await app.close();
  }
}
