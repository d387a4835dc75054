import { existsSync } from "node:fs";
import path from "node:path";

/** The server tests run against `npm run build`'s output: without it, say what to run instead of failing every test. */
export default function setup() {
  for (const file of ["build/server/index.js", "build/client/404/index.html", "build/security.json"]) {
    if (!existsSync(path.resolve(file))) {
      throw new Error(`The server tests need the production build (missing ${file}). Run "npm run build" first.`);
    }
  }
}
