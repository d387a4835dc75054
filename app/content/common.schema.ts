/**
 * Building blocks of the content schemas (the `*.schema.ts` files beside each
 * content module). Like every schema module, this one is only ever imported
 * as a type outside app/content/validate.server.ts, so zod stays out of the
 * browser's JavaScript.
 */
import { z } from "zod";
import { cleanContentLine } from "./text";
import { serviceSlugs } from "./types";

/**
 * Text a visitor reads: must not be empty (or only spaces); `what` says what
 * belongs there. Checked, not changed: a space at its start may be meant („
 * (отваря се в нов раздел)“ follows a link's text).
 */
export const text = (what: string) =>
  z.string({ error: `must be text (${what})` }).refine((value) => value.trim() !== "", `must not be empty (${what})`);

/**
 * A text the owner edits on /admin (or that comes in from a file written by
 * hand): cleaned as the owner's forms clean it (`cleanContentLine`: NFC, no
 * control, bidi or zero-width characters, single spaces, trimmed), then at
 * most `max` characters and, unless `empty`, not empty. `what` names it in the
 * messages. The output is the cleaned text: what the owner's edits are built
 * from (overlay.schema.ts), and what a module written in the repository must
 * already be (validate.server.ts).
 */
export const textField = (what: string, max: number, { empty = false } = {}) => {
  const field = z
    .string({ error: `must be text (${what})` })
    .overwrite(cleanContentLine)
    .max(max, `must be at most ${max} characters (${what})`);
  return empty ? field : field.min(1, `must not be empty (${what})`);
};

export const serviceSlug = z.enum(serviceSlugs, { error: `must be one of: ${serviceSlugs.join(", ")}` });

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/** A stable id such as "gardening-mowing". */
export const kebabCase = (example: string) => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `must be kebab-case, e.g. ${example}`);

/**
 * A sentence built from values, e.g. `(count) => `${count} снимки``: `Args`
 * are the values it is given. Checked to be a function; its words are the
 * owner's to write.
 */
export const phrase = <Args extends unknown[]>(what: string) =>
  z.custom<(...args: Args) => string>((value) => typeof value === "function", {
    error: `must be a function that returns the text (${what})`,
  });
