/**
 * `npm run screenshots`: every page at 375 and 1280 px, light and dark, from
 * the production build (run `npm run build` first), into screenshots/.
 *
 *   npm run screenshots            # every page
 *   npm run screenshots -- /prices # only the pages named
 */
import { fileURLToPath } from "node:url";
import { loadServerBundle } from "../tools/serve";
import { defaultPaths, takeScreenshots } from "../tools/screenshots";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const named = process.argv.slice(2);
const paths = named.length > 0 ? named : defaultPaths((await (await loadServerBundle(projectRoot)).loadBuild()).prerender);
await takeScreenshots(projectRoot, paths, fileURLToPath(new URL("../screenshots", import.meta.url)));
