/**
 * The bare reference pages every benchmark run measures beside the site,
 * served by the same server (build/server/index.js, with its headers and
 * compression) from a temporary build folder:
 *
 * - `/`: a heading and a paragraph of static HTML, the Lighthouse reference;
 * - `/popover`: a native `<button popovertarget>` opening a `<div popover>`,
 *   no script, the interaction reference;
 * - `/delay-<ms>`: the same button opening the popover `<ms>` after the click,
 *   to check that the interaction harness measures a known delay.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { SECURITY_MANIFEST, prerenderedFiles, securityManifest } from "../../server/page-policies";
import { NOT_FOUND_PATH } from "../../server/site-files";
import { type RunningServer, serveBuild } from "../serve";
import type { Control } from "./interactions/controls";

export const REFERENCE_BUTTON = "Отвори";
export const REFERENCE_RESULT = "Отворено.";
/** Delays of the calibration pages, in ms. */
export const CALIBRATION_DELAYS = [100, 300];

function page(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="bg">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n` +
    `<meta name="description" content="${title}">\n<link rel="icon" href="data:,">\n</head>\n<body>\n${body}\n</body>\n</html>\n`
  );
}

const popover = (script = "") =>
  page(
    "Референтен бутон",
    `<h1>Референтен бутон</h1>\n<button popovertarget="p">${REFERENCE_BUTTON}</button>\n<div popover id="p"><p>${REFERENCE_RESULT}</p></div>${script}`,
  );

/** URL path → HTML of every reference page. */
export function referencePages(): Record<string, string> {
  const delayed = Object.fromEntries(
    CALIBRATION_DELAYS.map((ms) => [
      `/delay-${ms}`,
      popover(
        // The click no longer toggles the popover itself: it opens it `ms` later.
        `\n<script>const b = document.querySelector("button"); b.removeAttribute("popovertarget");` +
          ` b.addEventListener("click", () => setTimeout(() => document.getElementById("p").showPopover(), ${ms}));</script>`,
      ),
    ]),
  );
  return {
    "/": page(
      "Референтна страница",
      "<h1>Референтна страница</h1>\n<p>Едно заглавие и един абзац статичен HTML: без стилове, шрифтове, снимки и JavaScript.</p>",
    ),
    "/popover": popover(),
    ...delayed,
    [NOT_FOUND_PATH]: page("Няма такава страница", "<h1>Няма такава страница</h1>"),
  };
}

/** The interaction reference as a control, and the calibration controls with their expected delay. */
export function referenceControl(pathName = "/popover", id = "reference"): Control {
  return {
    id,
    label:
      pathName === "/popover" ? "reference: native popover button" : `calibration: popover opened ${pathName.slice(7)} ms after the click`,
    path: pathName,
    device: "phone",
    press: "tap",
    locate: (p) => p.getByRole("button", { name: REFERENCE_BUTTON }),
    result: [{ text: REFERENCE_RESULT }],
    close: "escape",
  };
}

/** Serves the reference pages with the project's built server (its routes left out: only these pages). */
export async function serveReference(projectRoot: string, build: ServerBuild): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-reference-"));
  const root = path.join(dir, "build/client");
  const pages = referencePages();
  const prerender = Object.keys(pages);
  for (const [urlPath, file] of prerenderedFiles(prerender)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), pages[urlPath] ?? "");
  }
  // Lighthouse asks every site for its robots.txt: a file, so that the request never reaches React
  // Router, which has no routes here and would log an error for it.
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(path.join(dir, "build", SECURITY_MANIFEST), JSON.stringify(securityManifest(root, prerender, [])));
  const server = await serveBuild(projectRoot, { servedRoot: dir, build: { ...build, routes: {}, prerender } });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
