import { execFileSync } from "node:child_process";

/**
 * Components that show gallery photos read app/generated/images.json, which
 * `npm run images` writes (it is not committed). Make sure it exists and is
 * current before the unit tests run: about a second when nothing changed.
 */
export default function setup() {
  execFileSync("npx", ["tsx", "scripts/images.ts"], { stdio: "inherit" });
}
