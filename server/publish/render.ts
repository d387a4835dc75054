/**
 * Publishing renders, it does not build (decision 0043): the prerendered
 * pages of a version, made in the server's own process by the server build it
 * already runs, through React Router's request handler, with the version's
 * content in the load context. What it writes is what `react-router build`'s
 * prerender writes for each path of `build.prerender`: the page's loader data
 * (`/prices.data`, `/_root.data` for "/") and its HTML (`prices/index.html`),
 * as brotli and gzip copies, the sitemap and robots.txt that name them (the
 * site's address is content), and the pages' Content-Security-Policy hashes
 * (security.json). Everything else a page needs (scripts, styles, images) is
 * the deployed build's, the same for every version of one deploy. A page
 * whose loader data is byte for byte what it was on a site this code rendered
 * before (the live version, the deployed build) keeps that site's HTML
 * instead of being rendered again (decision 0064).
 *
 * Files are stored once by their content (versions/blobs/<sha-256>) and
 * linked into each version's folder: a version costs only the pages that
 * changed, and their compression is done only for them. A page and its data
 * are kept as their brotli and gzip copies only (decision 0046): the server
 * decompresses the brotli copy for the rare client that takes neither. A version's folder is written under a temporary name and renamed when
 * whole: a render that fails or a server that stops midway leaves no folder
 * that could be taken for a version.
 */
import { createHash } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteContent } from "~/content/current.server";
import { SECURITY_MANIFEST, addPage, prerenderedFiles, type KnownPages, type SecurityManifest } from "../page-policies";
import { writeWhole } from "../write-whole";
import { dataFile, madeForOneVisitor, readSiteFile } from "../site-files";
import { sitemapAndRobots } from "../sitemap";

/** Compressed copies are made of files at least this large (as tools/build/compress.ts does). */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli's quality for a version's pages. The build uses the maximum (11), which takes this
 * machine 12 s for a whole site's pages; 8 takes a tenth of a second for some 8 % more bytes
 * (9 took five times as long for the same bytes; decision 0046).
 */
export const PUBLISH_BROTLI_QUALITY = 8;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export { dataFile };

/**
 * A site's rendered files (path relative to its root → bytes), the pages made for one visitor (server/site-files.ts),
 * and the pages whose HTML was taken from a site rendered before instead of being rendered again.
 */
export type RenderedFiles = Map<string, Buffer> & { perRequest: string[]; taken: string[] };

/**
 * The HTML of `urlPath` in one of the sites under `earlier` (folders of pages this same code rendered) whose data
 * file for it is `data`, byte for byte. A page is made by the code from its address and its routes' loader data,
 * and its data file holds all of that data (decision 0064), so its HTML would come out the same again.
 */
function earlierPage(earlier: readonly string[], urlPath: string, htmlFile: string, data: Buffer): Buffer | undefined {
  for (const root of earlier) {
    try {
      if (readSiteFile(root, dataFile(urlPath)).equals(data)) return readSiteFile(root, htmlFile);
    } catch {
      // Not there (a folder removed meanwhile, a page the site did not have): the page is rendered.
    }
  }
  return undefined;
}

/**
 * Every prerendered file of a site with `content`: path relative to the site's root → its bytes. `earlier`: folders
 * of sites this build rendered (the live version's, the deployed build's); a page whose data is the same as in one of
 * them takes its HTML from there instead of being rendered again.
 */
export async function renderPages(
  build: ServerBuild,
  content: SiteContent,
  { signal, earlier = [] }: { signal?: AbortSignal; earlier?: readonly string[] } = {},
) {
  const handle = createRequestHandler(build, "production");
  const files: RenderedFiles = Object.assign(new Map<string, Buffer>(), { perRequest: [] as string[], taken: [] as string[] });
  for (const [urlPath, htmlFile] of prerenderedFiles(build.prerender)) {
    signal?.throwIfAborted();
    const response = await handle(new Request(`http://localhost/${dataFile(urlPath)}`, { signal }), { content });
    if (response.status !== 200) throw new Error(`${urlPath}: its data answered ${response.status}`);
    if (madeForOneVisitor(response)) files.perRequest.push(urlPath);
    const data = Buffer.from(await response.arrayBuffer());
    files.set(dataFile(urlPath), data);
    const taken = earlierPage(earlier, urlPath, htmlFile, data);
    if (taken) {
      files.taken.push(urlPath);
      files.set(htmlFile, taken);
      continue;
    }
    const page = await handle(new Request(`http://localhost${urlPath === "/" ? "/" : `${urlPath}/`}`, { signal }), { content });
    const html = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200) throw new Error(`${urlPath}: the page answered ${page.status}`);
    files.set(htmlFile, html);
  }
  // The sitemap and robots.txt name the pages at the version's site address.
  const { files: sitemap } = sitemapAndRobots(build.prerender, (file) => files.get(file)!.toString("utf8"));
  for (const [name, text] of Object.entries(sitemap)) files.set(name, Buffer.from(text));
  return files;
}

/**
 * The inline scripts' and styles' hashes of each page (for its Content-Security-Policy), and the pages rendered per
 * request; a page `known` already (by its file's digest) is not parsed again.
 */
export function manifestOf(build: ServerBuild, files: RenderedFiles, known?: KnownPages): SecurityManifest {
  const manifest: SecurityManifest = { pages: {}, styles: {}, perRequest: [...files.perRequest], files: {} };
  for (const [urlPath, file] of prerenderedFiles(build.prerender)) {
    const bytes = files.get(file);
    if (bytes === undefined) throw new Error(`${urlPath}: not rendered`);
    addPage(manifest, urlPath, bytes, known);
  }
  return manifest;
}

/**
 * The shared store of rendered files (versions/blobs/): each file under the
 * hash of its content, written once; a page or its data as its .br and .gz
 * copies instead of itself. `deployed`: the deployed build's client folder; a
 * file that is the same there takes the build's compressed copies (made at
 * brotli's highest quality) instead of being compressed again, as every page
 * a first save after a deploy does not change does.
 */
export function blobStore(dir: string, { deployed }: { deployed?: string } = {}) {
  const compressed = (name: string, size: number) => /\.(html|data)$/.test(name) && size >= MIN_COMPRESSED_BYTES;

  /** The deployed build's brotli and gzip copies of `name`, if they are whole copies of these bytes. */
  function buildCopies(name: string, bytes: Buffer): Buffer[] | undefined {
    const file = deployed && path.join(deployed, name);
    if (!file || !existsSync(`${file}.gz`) || !existsSync(`${file}.br`)) return undefined;
    const copies = [readFileSync(`${file}.gz`), readFileSync(`${file}.br`)];
    try {
      // Checked, not trusted: a copy the build left half-written would otherwise be kept with the version.
      return gunzipSync(copies[0]!).equals(bytes) && brotliDecompressSync(copies[1]!).equals(bytes) ? copies : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Stores `bytes` once, or its compressed copies (made on Node's worker threads, so that the
   * server keeps answering meanwhile); returns the blob's path and the suffixes it has.
   */
  async function store(name: string, bytes: Buffer) {
    mkdirSync(dir, { recursive: true });
    const blob = path.join(dir, createHash("sha256").update(bytes).digest("hex"));
    // The last suffix is written last: its presence says the blob is whole.
    const suffixes = compressed(name, bytes.length) ? [".gz", ".br"] : [""];
    if (!existsSync(blob + suffixes.at(-1)!)) {
      const params = { [constants.BROTLI_PARAM_QUALITY]: PUBLISH_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
      // Both copies at once, one on each core.
      const copies =
        (suffixes.length === 2 ? buildCopies(name, bytes) : undefined) ??
        (await Promise.all(
          suffixes.map((suffix) =>
            suffix === ".br" ? brotli(bytes, { params }) : suffix === ".gz" ? gzipped(bytes, { level: 9 }) : bytes,
          ),
        ));
      suffixes.forEach((suffix, i) => writeWhole(blob + suffix, copies[i]!));
    }
    return { blob, suffixes };
  }

  /** Stores `bytes` (once) and links it, with its compressed copies, as `target`. */
  async function link(name: string, bytes: Buffer, target: string) {
    const { blob, suffixes } = await store(name, bytes);
    mkdirSync(path.dirname(target), { recursive: true });
    for (const suffix of suffixes) linkSync(blob + suffix, target + suffix);
  }

  return {
    dir,
    link,
    /** Removes the blobs no version links to any more (a link count of one: the store's own). */
    prune() {
      if (!existsSync(dir)) return 0;
      let removed = 0;
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).nlink > 1) continue;
        rmSync(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

export type BlobStore = ReturnType<typeof blobStore>;

/**
 * Writes a rendered site into `dir` (which must not exist): every file linked
 * from the blob store, and security.json beside the pages' folder, under a
 * temporary name renamed to `dir` when all is there.
 */
export async function writeSite(dir: string, build: ServerBuild, files: RenderedFiles, blobs: BlobStore, known?: KnownPages) {
  const temporary = `${dir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  const security = manifestOf(build, files, known);
  const manifest = Buffer.from(`${JSON.stringify(security, null, 2)}\n`);
  // One file at a time: each brotli encoder takes some 15 MB, and a whole site's at once took 430 MB for no gain in time.
  for (const [name, bytes] of files) await blobs.link(name, bytes, path.join(temporary, "client", name));
  await blobs.link(SECURITY_MANIFEST, manifest, path.join(temporary, SECURITY_MANIFEST));
  renameSync(temporary, dir);
}
