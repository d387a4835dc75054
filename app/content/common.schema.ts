/**
 * Building blocks of the content schemas (the `*.schema.ts` files beside each
 * content module). Like every schema module, this one is only ever imported
 * as a type outside app/content/validate.server.ts, so zod stays out of the
 * browser's JavaScript.
 */
import { z } from "zod";
import { serviceSlugs } from "./types";

/** Text a visitor reads: must not be empty; `what` says what belongs there. */
export const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, `must not be empty (${what})`);

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
