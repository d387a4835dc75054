/** The shape of app/content/company.ts: the company facts. */
import { z } from "zod";
import { httpsUrl, text, textField } from "./common.schema";
import { COMPANY_LIMITS } from "./company-limits";

export const companySchema = z.object({
  legalName: text("the registered company name").max(COMPANY_LIMITS.legalName, `must be at most ${COMPANY_LIMITS.legalName} characters`),
  name: text("the short name"),
  tagline: text("one line about the company"),
  description: text("a sentence or two for the footer"),
  address: z.object({
    street: textField("street and number", COMPANY_LIMITS.street),
    postalCode: z.string().regex(/^\d{4}$/, "must be a 4-digit Bulgarian postal code"),
    town: textField("town", COMPANY_LIMITS.town),
    country: z.literal("BG", { error: 'must be "BG"' }),
  }),
  /** Where the address is on the map (used by the contact map and search engines). */
  geo: z.object({
    latitude: z.number().min(41).max(44.5, "must be a latitude in Bulgaria"),
    longitude: z.number().min(22).max(29, "must be a longitude in Bulgaria"),
  }),
  /** How search engines summarise the price level. */
  priceRange: z.string().regex(/^€{1,4}$/, 'must be "€" to "€€€€"'),
  phone: z.object({
    /** International form, used for tel: and Viber links. */
    e164: z.string().regex(/^\+359\d{8,9}$/, "must be the international form, e.g. +359888123456"),
    /** How the number is written for people. */
    display: z.string().regex(/^0[\d ]{8,12}$/, "must be the number as people write it, e.g. 0888 123 456"),
  }),
  email: z.email({ error: "must be an e-mail address" }),
  /**
   * The site's public address, where visitors open it: every canonical URL, sitemap entry and
   * Open Graph URL is built from it. The address alone: no path, no trailing slash.
   */
  siteUrl: httpsUrl.refine(
    (url) => URL.canParse(url) && new URL(url).origin === url && new URL(url).hostname.includes("."),
    "must be the site's address alone, like https://www.vechnozeleno.bg (a domain, no path, no trailing /)",
  ),
  /** The company's page on a social network; null: none (the footer and the contact page then leave it out). */
  social: z.object({ network: textField("e.g. Facebook", COMPANY_LIMITS.network), url: httpsUrl }).nullable(),
  serviceArea: z.array(textField("a town", COMPANY_LIMITS.town)).min(1, "must list at least one town"),
  /** What follows the towns, e.g. „и околните села“; may be empty. */
  serviceAreaNote: textField("the text after the towns", COMPANY_LIMITS.serviceAreaNote, { empty: true }),
  /** How page titles say where, e.g. „в Трявна и региона“. */
  regionPhrase: text("e.g. в Трявна и региона").regex(/^в\s/u, "must start with „в “, e.g. „в Трявна и региона“"),
  hours: z
    .array(
      z.object({
        days: textField("e.g. Понеделник – Петък", COMPANY_LIMITS.days),
        time: textField("e.g. 8:00–18:00 or по договаряне", COMPANY_LIMITS.time),
      }),
    )
    .min(1, "must list the working hours"),
  keywords: text("the footer keyword line"),
  /** Who made the site, in the footer; null: not shown. */
  credit: z
    .object({
      label: textField("e.g. Изработка на сайта", COMPANY_LIMITS.creditLabel),
      name: textField("the site builder's name", COMPANY_LIMITS.creditName),
      url: httpsUrl,
    })
    .nullable(),
});

export type Company = z.infer<typeof companySchema>;
