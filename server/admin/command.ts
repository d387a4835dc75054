/**
 * `npm run admin`: the owner's accounts from the command line, on the machine
 * that runs the site (same settings as `npm start`: DATA_DIR or DATABASE_URL).
 * The first account is made here, and its setup link printed, since nobody can
 * sign in yet to invite anyone and mail may not be configured.
 *
 *   npm run admin -- add owner@example.bg "Иван Петров"   # a user (if new) and a setup link for them
 *   npm run admin -- link owner@example.bg                # a new setup link for a user
 *   npm run admin -- add owner@example.bg --origin http://localhost:3000
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { SERVER_ADDRESS } from "~/admin/context";
import { currentContent } from "~/content/current.server";
import { openStore } from "../enquiries/store";
import { readSettings } from "../settings";
import { SETUP_LINK_HOURS, createAuth } from "./auth";
import { openAdminDb } from "./database";

export const ADMIN_USAGE =
  'Usage: npm run admin -- add <e-mail> ["Name"] [--origin https://www.example.bg]\n       npm run admin -- link <e-mail> [--origin …]';

export interface AdminCommand {
  command: "add" | "link";
  email: string;
  name: string;
  /** Where the link points; undefined: the site's address as published (the company's `siteUrl`). */
  origin: string | undefined;
}

export function readAdminArgs(argv: string[]): AdminCommand {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { origin: { type: "string" } } });
  const [command, email = "", name = ""] = positionals;
  if (command !== "add" && command !== "link") throw new Error(`Unknown command "${command ?? ""}".`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address.`);
  let origin: string | undefined;
  if (values.origin) {
    try {
      origin = new URL(values.origin).origin;
    } catch {
      throw new Error(`--origin must be the site's address, like https://www.example.bg, got "${values.origin}".`);
    }
  }
  return { command, email, name, origin };
}

/** Runs the command; returns the setup link. */
export async function runAdminCommand(
  projectRoot: string,
  { command, email, name, origin }: AdminCommand,
  print: (line: string) => void = console.log,
) {
  const settings = readSettings(process.env, { projectRoot });
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const auth = createAuth({ db: await openAdminDb(store) });
    let user = await auth.userByEmail(email);
    if (!user) {
      if (command === "link") throw new Error(`No user with the e-mail ${email}. Add one with: npm run admin -- add ${email} "Name"`);
      user = await auth.addUser(email, name);
      await auth.audit(null, "user-added", { email: user.email, by: "command line" }, SERVER_ADDRESS);
      print(`Added ${user.name} <${user.email}>.`);
    }
    // The live version's edits are mirrored in DATA_DIR/content (server/publish/versions.ts).
    const base = origin ?? new URL(currentContent(path.join(settings.dataDir, "content")).company.siteUrl).origin;
    const link = `${base}/admin/link/${await auth.createLink(user.id, "setup")}`;
    print(`Setup link for ${user.email} (valid ${SETUP_LINK_HOURS} hours, once):\n\n  ${link}\n`);
    print("Open it on the phone that will sign in, press the button, then add a passkey on the Профил page.");
    return link;
  } finally {
    await store.close();
  }
}
