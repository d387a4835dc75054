/**
 * Build-time checks of everything in app/content/. A mistake stops the build
 * with a message that names the file, the entry and the field, e.g.
 *   app/content/price-list.ts › entry "gardening-mowing" › cents: must be a whole number of euro cents (got 12.5)
 * Runs in Node only (scripts/check-content.ts and the unit tests); zod never
 * reaches the browser.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { company } from "./company";
import { gallery } from "./gallery";
import { homePage } from "./pages";
import { priceList } from "./price-list";
import { serviceDetails } from "./service-details";
import { services } from "./services";
import { site } from "./site";
import { serviceSlugs } from "./types";

export interface ContentIssue {
  file: string;
  entry?: string;
  field: string;
  message: string;
}

export function formatIssue({ file, entry, field, message }: ContentIssue): string {
  return `${file}${entry ? ` › entry "${entry}"` : ""} › ${field || "(whole file)"}: ${message}`;
}

const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, `must not be empty (${what})`);
const serviceSlug = z.enum(serviceSlugs, { error: `must be one of: ${serviceSlugs.join(", ")}` });
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

const companySchema = z.object({
  legalName: text("the registered company name"),
  name: text("the short name"),
  tagline: text("one line about the company"),
  description: text("a sentence or two for the footer"),
  address: z.object({
    street: text("street and number"),
    postalCode: z.string().regex(/^\d{4}$/, "must be a 4-digit Bulgarian postal code"),
    town: text("town"),
    country: z.literal("BG", { error: 'must be "BG"' }),
  }),
  geo: z.object({
    latitude: z.number().min(41).max(44.5, "must be a latitude in Bulgaria"),
    longitude: z.number().min(22).max(29, "must be a longitude in Bulgaria"),
  }),
  priceRange: z.string().regex(/^€{1,4}$/, 'must be "€" to "€€€€"'),
  phone: z.object({
    e164: z.string().regex(/^\+359\d{8,9}$/, "must be the international form, e.g. +359888123456"),
    display: z.string().regex(/^0[\d ]{8,12}$/, "must be the number as people write it, e.g. 088 812 3456"),
  }),
  email: z.email({ error: "must be an e-mail address" }),
  social: z.object({ network: text("e.g. Facebook"), url: httpsUrl }),
  serviceArea: z.array(text("a town")).min(1, "must list at least one town"),
  serviceAreaNote: z.string(),
  hours: z
    .array(z.object({ days: text("e.g. Понеделник – Петък"), time: text("e.g. 8:00–18:00 or по договаряне") }))
    .min(1, "must list the working hours"),
  keywords: text("the footer keyword line"),
  credit: z.object({ label: text("e.g. Изработка на сайта"), name: text("the site builder's name"), url: httpsUrl }),
});

const serviceSchema = z.object({
  slug: serviceSlug,
  title: text("the menu title"),
  headline: text("the page heading").max(90, "must be at most 90 characters"),
  summary: text("one line for the card").max(130, "must be at most 130 characters"),
  description: text("the meta description").max(160, "must be at most 160 characters (search results cut it)"),
});

const serviceDetailsSchema = z.object({
  slug: serviceSlug,
  intro: z.array(text("a paragraph")).min(1, "needs at least one paragraph"),
  included: z.array(text("an item")).min(3, "needs at least 3 items"),
  steps: z.array(z.object({ title: text("step title"), text: text("step text") })).min(3, "needs at least 3 steps"),
  faq: z.array(z.object({ question: text("question"), answer: text("answer") })).min(2, "needs at least 2 questions"),
});

const priceItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case, e.g. gardening-mowing"),
  service: serviceSlug,
  name: text("what is priced"),
  cents: z
    .number({ error: "must be a number of euro cents" })
    .refine(Number.isInteger, { error: (issue) => `must be a whole number of euro cents (got ${String(issue.input)})` })
    .refine((cents) => cents > 0, "must be more than 0"),
  unit: z.enum(["м²", "л.м.", "бр.", "час", "м³", "посещение", "обект"], {
    error: "must be one of: м², л.м., бр., час, м³, посещение, обект",
  }),
  from: z.boolean({ error: "must be true (a floor, shown with „от“) or false" }),
  note: z.string().trim().min(1, "must not be empty: leave it out instead").optional(),
});

const galleryEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case"),
  file: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif|svg)$/i, "must be an image file name in app/content/gallery/"),
  service: serviceSlug,
  caption: text("the caption under the photo"),
  alt: text("what the photo shows, for people who cannot see it"),
  date: z.iso.date({ error: "must be a date written as yyyy-mm-dd" }),
});

const siteSchema = z.object({
  url: httpsUrl.refine((url) => !url.endsWith("/"), "must not end with /"),
  language: z.literal("bg"),
  locale: z.literal("bg_BG"),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like #24613a"),
  ogImage: z.object({
    path: z.string().regex(/^\/\S+\.(jpe?g|png)$/, "must be a site path to a JPEG or PNG, e.g. /generated/og-image.jpg"),
    width: z.literal(1200, { error: "must be 1200 (the size link previews expect)" }),
    height: z.literal(630, { error: "must be 630 (the size link previews expect)" }),
    alt: text("what the preview picture shows"),
  }),
  logoPath: z.string().regex(/^\/\S+\.(png|svg)$/, "must be a site path to a PNG or SVG logo"),
});

/** Runs `schema` over each entry, naming entries by `key`. */
function checkList<T>(file: string, list: readonly unknown[], schema: z.ZodType<T>, key: (entry: unknown, index: number) => string) {
  return list.flatMap((entry, index) => {
    const result = schema.safeParse(entry);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ file, entry: key(entry, index), field: issue.path.join("."), message: issue.message }));
  });
}

function checkObject<T>(file: string, value: unknown, schema: z.ZodType<T>): ContentIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ file, field: issue.path.join("."), message: issue.message }));
}

const byId = (entry: unknown, index: number) => {
  const id = (entry as { id?: unknown; slug?: unknown })?.id ?? (entry as { slug?: unknown })?.slug;
  return typeof id === "string" && id ? id : `#${index + 1}`;
};

function duplicates(file: string, list: readonly unknown[], field: "id" | "slug"): ContentIssue[] {
  const seen = new Set<unknown>();
  return list.flatMap((entry) => {
    const value = (entry as Record<string, unknown>)[field];
    if (!seen.has(value)) {
      seen.add(value);
      return [];
    }
    return [{ file, entry: String(value), field, message: `is used by more than one entry; each ${field} must be unique` }];
  });
}

export interface Content {
  company: unknown;
  site: unknown;
  services: readonly unknown[];
  serviceDetails: readonly unknown[];
  priceList: readonly unknown[];
  gallery: readonly unknown[];
  /** Folder of the gallery's image files, to check that each named file exists. */
  galleryFolder: string;
  /** Today, yyyy-mm-dd: a gallery date may not be later. */
  today: string;
  /** The gallery id of the home page's hero photo (app/content/pages.ts). */
  heroPictureId: string;
}

/** Everything in app/content/ as the site ships it, ready to check. */
export function shippedContent(today = new Date().toISOString().slice(0, 10)): Content {
  return {
    company,
    site,
    services,
    serviceDetails,
    priceList,
    gallery,
    galleryFolder: path.resolve("app/content/gallery"),
    today,
    heroPictureId: homePage.hero.pictureId,
  };
}

export function validateContent(content: Content): ContentIssue[] {
  const issues: ContentIssue[] = [
    ...checkObject("app/content/company.ts", content.company, companySchema),
    ...checkObject("app/content/site.ts", content.site, siteSchema),
    ...checkList("app/content/services.ts", content.services, serviceSchema, byId),
    ...duplicates("app/content/services.ts", content.services, "slug"),
    ...checkList("app/content/service-details.ts", content.serviceDetails, serviceDetailsSchema, byId),
    ...duplicates("app/content/service-details.ts", content.serviceDetails, "slug"),
    ...checkList("app/content/price-list.ts", content.priceList, priceItemSchema, byId),
    ...duplicates("app/content/price-list.ts", content.priceList, "id"),
    ...checkList("app/content/gallery.ts", content.gallery, galleryEntrySchema, byId),
    ...duplicates("app/content/gallery.ts", content.gallery, "id"),
  ];

  for (const [file, list] of [
    ["app/content/services.ts", content.services],
    ["app/content/service-details.ts", content.serviceDetails],
  ] as const) {
    for (const slug of serviceSlugs) {
      if (!(list as { slug?: string }[]).some((entry) => entry.slug === slug)) {
        issues.push({ file, field: "slug", message: `has no entry for the service "${slug}"` });
      }
    }
  }

  const prices = content.priceList as { id?: string; service?: string }[];
  for (const item of prices) {
    if (typeof item.id === "string" && typeof item.service === "string" && !item.id.startsWith(`${item.service}-`)) {
      issues.push({
        file: "app/content/price-list.ts",
        entry: item.id,
        field: "id",
        message: `must start with its service, "${item.service}-"`,
      });
    }
  }
  for (const slug of serviceSlugs) {
    if (!prices.some((item) => item.service === slug)) {
      issues.push({ file: "app/content/price-list.ts", field: "service", message: `has no price for the service "${slug}"` });
    }
  }

  const gallery = content.gallery as { id?: string; file?: string; service?: string; date?: string }[];
  for (const [index, entry] of gallery.entries()) {
    const name = entry.id ?? `#${index + 1}`;
    if (typeof entry.file === "string" && !existsSync(path.join(content.galleryFolder, entry.file))) {
      issues.push({
        file: "app/content/gallery.ts",
        entry: name,
        field: "file",
        message: `"${entry.file}" is not in app/content/gallery/`,
      });
    }
    if (typeof entry.date === "string" && entry.date > content.today) {
      issues.push({ file: "app/content/gallery.ts", entry: name, field: "date", message: `${entry.date} is in the future` });
    }
  }
  if (!gallery.some((entry) => entry.id === content.heroPictureId)) {
    issues.push({
      file: "app/content/pages.ts",
      entry: "homePage.hero",
      field: "pictureId",
      message: `"${content.heroPictureId}" is not the id of a photo in app/content/gallery.ts`,
    });
  }
  for (const slug of serviceSlugs) {
    if (gallery.filter((entry) => entry.service === slug).length < 1) {
      issues.push({ file: "app/content/gallery.ts", field: "service", message: `has no photo of the service "${slug}"` });
    }
  }
  return issues;
}

/**
 * The brief's demo values: while any of them is still in the content, the
 * build warns, so the site does not go live with a made-up phone number.
 */
export function demoValuesInUse(content: { company: unknown; site: unknown; gallery: readonly unknown[] }): string[] {
  const company = content.company as {
    legalName: string;
    phone: { e164: string };
    email: string;
    social: { url: string };
    address: { street: string };
    credit: { url: string };
  };
  const site = content.site as { url: string };
  const found: [boolean, string][] = [
    [company.legalName === "„Вечнозелено“ ЕООД", `company.legalName "${company.legalName}" (app/content/company.ts)`],
    [company.address.street === "ул. „Ангел Кънчев“ 27", `company.address.street "${company.address.street}" (app/content/company.ts)`],
    [company.phone.e164 === "+359888123456", `company.phone "${company.phone.e164}" (app/content/company.ts)`],
    [company.email.endsWith(".example"), `company.email "${company.email}" (app/content/company.ts)`],
    [company.social.url.includes(".example"), `company.social.url "${company.social.url}" (app/content/company.ts)`],
    [company.credit.url.includes(".example"), `company.credit.url "${company.credit.url}" (app/content/company.ts)`],
    [site.url.includes(".example"), `site.url "${site.url}" (app/content/site.ts)`],
  ];
  const illustrations = (content.gallery as { alt?: string }[]).filter((entry) => entry.alt?.startsWith("Илюстрация")).length;
  found.push([illustrations > 0, `${illustrations} gallery pictures are demo illustrations (app/content/gallery.ts)`]);
  return found.filter(([inUse]) => inUse).map(([, description]) => description);
}
