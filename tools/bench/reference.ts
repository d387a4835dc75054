/**
 * The bare reference pages every benchmark run measures beside the site,
 * served by the same server (build/server/index.js, with its headers and
 * compression) from a temporary build folder:
 *
 * - `/`: a heading and a paragraph of static HTML, the Lighthouse reference;
 * - `/picture-<page>`: the same with a page's own LCP picture, preloaded as
 *   that page preloads it, the reference of a page whose largest paint is a
 *   picture (with `--observed`);
 * - `/popover`: a native `<button popovertarget>` opening a `<div popover>`,
 *   no script, the interaction reference;
 * - `/delay-<ms>`: the same button opening the popover `<ms>` after the click,
 *   to check that the interaction harness measures a known delay.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { attributeOf, elementsOf } from "../../server/html";
import { SECURITY_MANIFEST, prerenderedFiles, securityManifest } from "../../server/page-policies";
import { NOT_FOUND_PATH } from "../../server/site-files";
import { type RunningServer, serveBuild } from "../serve";
import type { Control } from "./interactions/controls";
import { routeSlug } from "./table";

export const REFERENCE_BUTTON = "Отвори";
export const REFERENCE_RESULT = "Отворено.";
/** Delays of the calibration pages, in ms. */
export const CALIBRATION_DELAYS = [100, 300];

function page(title: string, body: string, head = ""): string {
  return (
    `<!doctype html>\n<html lang="bg">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n${head}` +
    `<meta name="description" content="${title}">\n<link rel="icon" href="data:,">\n</head>\n<body>\n${body}\n</body>\n</html>\n`
  );
}

const TEXT_HEADING = "<h1>Референтна страница</h1>";
const TEXT_PARAGRAPH = "<p>Едно заглавие и един абзац статичен HTML: без стилове, шрифтове, снимки и JavaScript.</p>";

/** A page's own LCP picture as the page announces it: its `<link rel="preload" as="image">`. */
export interface AnnouncedPicture {
  type: string | undefined;
  srcset: string;
  sizes: string | undefined;
}

/** The picture a built page preloads (read with the HTML parser), or none: a page whose largest paint is text. */
export function announcedPicture(html: string): AnnouncedPicture | undefined {
  for (const element of elementsOf(html)) {
    if (element.tagName !== "link" || attributeOf(element, "rel") !== "preload" || attributeOf(element, "as") !== "image") continue;
    const srcset = attributeOf(element, "imagesrcset");
    if (srcset) return { type: attributeOf(element, "type"), srcset, sizes: attributeOf(element, "imagesizes") };
  }
  return undefined;
}

/** The URL paths a srcset names. */
export const srcsetFiles = (srcset: string): string[] =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(" ")[0] ?? "")
    .filter((url) => url !== "");

/** The address of the picture reference of a page: `/picture-home`, `/picture-services-lighting`. */
export const pictureReferencePath = (route: string) => `/picture-${routeSlug(route)}`;

const attribute = (name: string, value: string | undefined) =>
  value === undefined ? "" : ` ${name}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`;

/** The text reference with a page's picture under its paragraph, preloaded as the page preloads it. */
export function pictureReferencePage(picture: AnnouncedPicture): string {
  const preload = `<link rel="preload" as="image"${attribute("type", picture.type)} fetchpriority="high"${attribute("imagesrcset", picture.srcset)}${attribute("imagesizes", picture.sizes)}>\n`;
  const img = `<img${attribute("srcset", picture.srcset)}${attribute("sizes", picture.sizes)} alt="" style="display:block;width:100%;height:auto">`;
  return page("Референтна страница със снимка", `${TEXT_HEADING}\n${TEXT_PARAGRAPH}\n${img}`, preload);
}

const popover = (script = "") =>
  page(
    "Референтен бутон",
    `<h1>Референтен бутон</h1>\n<button popovertarget="p">${REFERENCE_BUTTON}</button>\n<div popover id="p"><p>${REFERENCE_RESULT}</p></div>${script}`,
  );

/** URL path → HTML of every reference page; `pictures`: route → its picture, for the picture references. */
export function referencePages(pictures: ReadonlyMap<string, AnnouncedPicture> = new Map()): Record<string, string> {
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
    "/": page("Референтна страница", `${TEXT_HEADING}\n${TEXT_PARAGRAPH}`),
    ...Object.fromEntries([...pictures].map(([route, picture]) => [pictureReferencePath(route), pictureReferencePage(picture)])),
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

/** The picture each of these built pages preloads; pages whose largest paint is text are left out. */
export function picturesOf(projectRoot: string, routes: readonly string[]): Map<string, AnnouncedPicture> {
  const pictures = new Map<string, AnnouncedPicture>();
  for (const [route, file] of prerenderedFiles(routes)) {
    const picture = announcedPicture(readFileSync(path.join(projectRoot, "build/client", file), "utf8"));
    if (picture) pictures.set(route, picture);
  }
  return pictures;
}

/**
 * Serves the reference pages with the project's built server (its routes left out: only these
 * pages), with a picture reference for each of `pictures`, its files copied from the build.
 */
export async function serveReference(
  projectRoot: string,
  build: ServerBuild,
  pictures: ReadonlyMap<string, AnnouncedPicture> = new Map(),
): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-reference-"));
  const root = path.join(dir, "build/client");
  for (const [route, picture] of pictures) {
    for (const url of srcsetFiles(picture.srcset)) {
      const from = path.join(projectRoot, "build/client", url);
      if (!existsSync(from)) throw new Error(`${route}: its picture ${url} is not in build/client`);
      mkdirSync(path.dirname(path.join(root, url)), { recursive: true });
      copyFileSync(from, path.join(root, url));
    }
  }
  const pages = referencePages(pictures);
  const prerender = Object.keys(pages);
  for (const [urlPath, file] of prerenderedFiles(prerender)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), pages[urlPath] ?? "");
  }
  // Lighthouse asks every site for its robots.txt: a file, so that the request never reaches React
  // Router, which has no routes here and would log an error for it.
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(path.join(dir, "build", SECURITY_MANIFEST), JSON.stringify(securityManifest(root, prerender, [])));
  // A project root as the server expects one: its code is the project's own server build, whose files name the
  // code's identity (`codeOf`, server/publish/publisher.ts).
  symlinkSync(path.join(projectRoot, "build/server"), path.join(dir, "build/server"), "dir");
  const server = await serveBuild(projectRoot, { servedRoot: dir, build: { ...build, routes: {}, prerender } });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
