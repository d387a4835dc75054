/**
 * `npm run observatory`: the MDN HTTP Observatory's header tests
 * (tools/observatory/) against the production server on a free loopback port.
 * Writes reports/observatory.json; exits 1 below A+ on the tests judged over loopback.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { NEEDS_HTTPS, observatory } from "../tools/observatory/observatory";
import { serveBuild } from "../tools/serve";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const server = await serveBuild(projectRoot);
try {
  const url = new URL(server.url);
  const report = await observatory(url.hostname, Number(url.port));
  console.log(`MDN HTTP Observatory's tests, ${server.url} (loopback):\n`);
  for (const test of report.tests) {
    const note = NEEDS_HTTPS.has(test.name) ? "  (needs real HTTPS: not judged here)" : "";
    console.log(
      `  ${test.pass ? "pass" : "FAIL"}  ${test.name.padEnd(30)} ${test.result.padEnd(54)} ${String(test.modifier).padStart(3)}${note}`,
    );
  }
  console.log(
    `\nGrade on the ${report.tests.length - NEEDS_HTTPS.size} tests judged over loopback: ${report.judged.grade} (${report.judged.score})`,
  );
  console.log(`Grade with the HTTPS tests counted as failed: ${report.all.grade} (${report.all.score})`);
  mkdirSync(new URL("../reports", import.meta.url), { recursive: true });
  writeFileSync(new URL("../reports/observatory.json", import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.judged.grade === "A+" ? 0 : 1;
} finally {
  await server.close();
}
