/**
 * Build-time checks of everything in app/content/: each content module against
 * its one schema (the `*.schema.ts` beside it, which also gives the module its
 * type), then what a schema cannot see on its own (unique ids, every service
 * present, files that exist). A mistake stops the build with a message that
 * names the file, the entry and the field, e.g.
 *   app/content/price-list.ts › entry "gardening-mowing" › cents: must be a whole number of euro cents (got 12.5)
 * Runs in Node only (scripts/check-content.ts and the unit tests): this and the
 * schema modules are the only ones that import zod's values, so zod never
 * reaches the browser.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { adminShell } from "./admin";
import { weekdays } from "./calendar";
import { weekdaysSchema } from "./calendar.schema";
import { weekdayRange } from "./weekday-range";
import { carePlans, seasonalCalendar } from "./care-plans";
import { carePlansSchema } from "./care-plans.schema";
import { companyDefaults } from "./company";
import { companySchema } from "./company.schema";
import * as enquiry from "./enquiry";
import { enquirySchema } from "./enquiry.schema";
import { galleryDefaults } from "./gallery";
import { picturesAreIllustrations } from "./gallery-status";
import { galleryEntrySchema } from "./gallery.schema";
import { mainMenu } from "./navigation";
import { navigationSchema } from "./navigation.schema";
import { contactActions, footerCopy, headerCopy, loadingText } from "./layout";
import { layoutSchema } from "./layout.schema";
import * as beforeAfterPages from "./pages/before-after";
import * as carePlansPages from "./pages/care-plans";
import * as commonPages from "./pages/common";
import * as contactPages from "./pages/contact";
import * as estimatePages from "./pages/estimate";
import * as galleryPages from "./pages/gallery";
import * as homePages from "./pages/home";
import * as notFoundPages from "./pages/not-found";
import * as pricesPages from "./pages/prices";
import * as servicePages from "./pages/service";
import { pagesSchema } from "./pages.schema";
import { estimateRules, priceFactors, priceListDefaults, vatNote } from "./price-list";
import { priceListSchema } from "./price-list.schema";
import { privacyPage } from "./privacy";
import { privacyPageSchema } from "./privacy.schema";
import { seasons } from "./seasons";
import { seasonsSchema } from "./seasons.schema";
import { placesWithoutDistance, towns, travelZones } from "./service-area";
import { serviceAreaSchema } from "./service-area.schema";
import { serviceDetailsDefaults } from "./service-details";
import { serviceDetailsSchema } from "./service-details.schema";
import { services } from "./services";
import { serviceSchema } from "./services.schema";
import { site } from "./site";
import { siteSchema } from "./site.schema";
import { trust } from "./trust";
import { trustModuleSchema } from "./trust.schema";
import { seasonIds, serviceSlugs } from "./types";

export interface ContentIssue {
  file: string;
  entry?: string;
  field: string;
  message: string;
}

export function formatIssue({ file, entry, field, message }: ContentIssue): string {
  return `${file}${entry ? ` › entry "${entry}"` : ""} › ${field || (entry ? "(whole entry)" : "(whole file)")}: ${message}`;
}

/** The name of a list entry: its id or slug, else its place („#3“). */
const byId = (entry: unknown, index: number) => {
  const id = (entry as { id?: unknown; slug?: unknown })?.id ?? (entry as { slug?: unknown })?.slug;
  return typeof id === "string" && id ? id : `#${index + 1}`;
};

const field = (path: readonly PropertyKey[]) => path.map(String).join(".");

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Each string of `input` that the schema's `output` has cleaned (a text
 * field's control, bidi or zero-width character, its extra spaces): the
 * build ships a module as it is written, not as its schema cleans it, so it
 * must be written clean. (The owner's edits are built cleaned:
 * overlay.schema.ts's cleanOverlays.)
 */
function uncleaned(input: unknown, output: unknown, path: PropertyKey[] = []): SchemaIssue[] {
  if (typeof input === "string") {
    if (typeof output !== "string" || output === input) return [];
    let at = 0;
    while (input[at] === output[at]) at += 1;
    // Where the cleaned text first differs (a letter NFC writes otherwise is named by its first part).
    const code = (input.codePointAt(at) ?? 0x20).toString(16).toUpperCase().padStart(4, "0");
    return [
      {
        path,
        message: `has a character the site removes at position ${at + 1} (U+${code}): write it without control, bidi or zero-width characters and without extra spaces`,
      },
    ];
  }
  if (Array.isArray(input))
    return Array.isArray(output) ? input.flatMap((item, index) => uncleaned(item, output[index], [...path, index])) : [];
  if (input === null || typeof input !== "object" || output === null || typeof output !== "object") return [];
  return Object.entries(input).flatMap(([key, item]) => uncleaned(item, (output as Record<string, unknown>)[key], [...path, key]));
}

/** What is wrong with `value` by `schema`: what it refuses, or else the strings it would clean. */
function schemaIssues(value: unknown, schema: z.ZodType): SchemaIssue[] {
  const result = schema.safeParse(value);
  return result.success ? uncleaned(value, result.data) : result.error.issues;
}

/** A module that exports one object (company.ts): issues name the field. */
function checkObject(file: string, value: unknown, schema: z.ZodType): ContentIssue[] {
  return schemaIssues(value, schema).map((issue) => ({ file, field: field(issue.path), message: issue.message }));
}

/** A module that exports one list (services.ts): `schema` is one entry's, and issues name the entry by its id. */
function checkList(file: string, list: readonly unknown[], schema: z.ZodType): ContentIssue[] {
  return list.flatMap((entry, index) =>
    schemaIssues(entry, schema).map((issue) => ({ file, entry: byId(entry, index), field: field(issue.path), message: issue.message })),
  );
}

/** Each module in pages/ against its part of the pages' schema; together they must make the whole of it. */
function checkPages(pages: Record<string, Record<string, unknown>>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const shapes = pagesSchema.shape as Record<string, z.ZodType>;
  const missing = new Set(Object.keys(shapes));
  for (const [name, exports] of Object.entries(pages)) {
    const keys = Object.keys(exports).filter((key) => key in shapes);
    keys.forEach((key) => missing.delete(key));
    const schema = pagesSchema.pick(Object.fromEntries(keys.map((key) => [key, true])) as never);
    issues.push(...checkExports(`app/content/pages/${name}.ts`, exports, schema));
  }
  for (const key of missing)
    issues.push({ file: "app/content/pages/", entry: key, field: "", message: "is missing: export it from one of the page modules" });
  return issues;
}

/**
 * A module with several exports (pages.ts): `schema` is an object keyed by
 * their names. Issues name the export as the entry, or, inside an exported
 * list, the list's entry by its id (price-list.ts › entry "gardening-mowing")
 * or its place (navigation.ts › entry "mainMenu #2").
 */
function checkExports(file: string, exports: Record<string, unknown>, schema: z.ZodType): ContentIssue[] {
  return schemaIssues(exports, schema).map(({ path, message }) => {
    const [name, index, ...rest] = path;
    const value = exports[String(name)];
    if (Array.isArray(value) && typeof index === "number") {
      const entry = byId(value[index], index);
      return { file, entry: entry.startsWith("#") ? `${String(name)} ${entry}` : entry, field: field(rest), message };
    }
    return { file, entry: String(name), field: field(path.slice(1)), message };
  });
}

function duplicates(file: string, list: readonly unknown[], key: "id" | "slug"): ContentIssue[] {
  const seen = new Set<unknown>();
  return list.flatMap((entry) => {
    const value = (entry as Record<string, unknown>)[key];
    if (!seen.has(value)) {
      seen.add(value);
      return [];
    }
    return [{ file, entry: String(value), field: key, message: `is used by more than one entry; each ${key} must be unique` }];
  });
}

/** An entry of gallery.ts that describes a demo illustration rather than a photo. */
const isIllustration = (entry: { alt?: unknown }) => typeof entry.alt === "string" && entry.alt.startsWith("Илюстрация");

/** trust.ts: its schema, then ids that must be unique (facts and reviews). */
function checkTrust(value: unknown): ContentIssue[] {
  const file = "app/content/trust.ts";
  const issues = checkExports(file, { trust: value }, trustModuleSchema);
  const trust = value as { facts?: unknown; reviews?: unknown };
  if (Array.isArray(trust?.facts)) issues.push(...duplicates(file, trust.facts, "id"));
  if (Array.isArray(trust?.reviews)) issues.push(...duplicates(file, trust.reviews, "id"));
  return issues;
}

/** What is checked: each content module's data, by the names it is exported under. */
export interface Content {
  company: unknown;
  site: unknown;
  services: readonly unknown[];
  serviceDetails: readonly unknown[];
  priceList: readonly unknown[];
  vatNote: unknown;
  priceFactors: unknown;
  estimateRules: unknown;
  seasons: readonly unknown[];
  towns: readonly unknown[];
  travelZones: readonly unknown[];
  carePlans: readonly unknown[];
  seasonalCalendar: unknown;
  gallery: readonly unknown[];
  /** gallery-status.ts: whether the pictures are still the demo illustrations. */
  picturesAreIllustrations: boolean;
  mainMenu: unknown;
  /** The exports of each module in pages/, by the module's name (home, prices, …). */
  pages: Record<string, Record<string, unknown>>;
  /** The exports of enquiry.ts (enquiryForm, fieldMessages, …). */
  enquiry: Record<string, unknown>;
  privacyPage: unknown;
  weekdays: unknown;
  contactActions: unknown;
  headerCopy: unknown;
  footerCopy: unknown;
  /** trust.ts: how the company works, its people and reviews. */
  trust: unknown;
  loadingText: unknown;
  /** Folder of the gallery's image files, to check that each named file exists. */
  galleryFolder: string;
  /**
   * The gallery's image files whose sizes the deployed build made (app/generated/images.json): where
   * the server checks the owner's edits, these stand for `galleryFolder`, which a production install,
   * the built output without the sources, does not have.
   */
  builtPhotos?: readonly string[];
  /** Folders of the owner's uploaded photos (the content folder's gallery/, decision 0030): a named file may be there instead. */
  uploadFolders?: readonly string[];
  /** Today, yyyy-mm-dd: a gallery date may not be later. */
  today: string;
  /** The gallery id of the home page's hero photo (app/content/pages/home.ts). */
  heroPictureId: string;
  /**
   * The repository's pictures the owner hides (decision 0051): the hero's picture and a service's
   * pictures may be among them (the pages then show another picture, or none).
   */
  hiddenPictures?: readonly string[];
}

/** Everything in app/content/ as the site ships it, ready to check. */
export function shippedContent(today = new Date().toISOString().slice(0, 10)): Content {
  return {
    company: companyDefaults,
    site,
    services,
    serviceDetails: serviceDetailsDefaults,
    priceList: priceListDefaults,
    vatNote,
    priceFactors,
    estimateRules,
    seasons,
    towns,
    travelZones,
    carePlans,
    seasonalCalendar,
    gallery: galleryDefaults,
    picturesAreIllustrations,
    mainMenu,
    pages: {
      home: { ...homePages },
      service: { ...servicePages },
      prices: { ...pricesPages },
      estimate: { ...estimatePages },
      "care-plans": { ...carePlansPages },
      "before-after": { ...beforeAfterPages },
      contact: { ...contactPages },
      gallery: { ...galleryPages },
      "not-found": { ...notFoundPages },
      common: { ...commonPages },
    },
    enquiry: { ...enquiry },
    privacyPage: privacyPage(companyDefaults),
    weekdays,
    contactActions,
    headerCopy,
    footerCopy,
    trust,
    loadingText,
    galleryFolder: path.resolve("app/content/gallery"),
    today,
    heroPictureId: homePages.homePage.hero.pictureId,
  };
}

export function validateContent(content: Content): ContentIssue[] {
  const { priceList, vatNote, priceFactors, estimateRules, mainMenu } = content;
  const issues: ContentIssue[] = [
    ...checkObject("app/content/company.ts", content.company, companySchema),
    ...checkExports(
      "app/content/layout.ts",
      {
        contactActions: content.contactActions,
        headerCopy: content.headerCopy,
        footerCopy: content.footerCopy,
        loadingText: content.loadingText,
      },
      layoutSchema,
    ),
    ...checkObject("app/content/site.ts", content.site, siteSchema),
    ...checkList("app/content/services.ts", content.services, serviceSchema),
    ...duplicates("app/content/services.ts", content.services, "slug"),
    ...checkList("app/content/service-details.ts", content.serviceDetails, serviceDetailsSchema),
    ...duplicates("app/content/service-details.ts", content.serviceDetails, "slug"),
    ...checkExports("app/content/price-list.ts", { priceList, vatNote, priceFactors, estimateRules }, priceListSchema),
    ...duplicates("app/content/price-list.ts", content.priceList, "id"),
    ...checkExports("app/content/seasons.ts", { seasons: content.seasons }, seasonsSchema),
    ...checkExports("app/content/service-area.ts", { towns: content.towns, travelZones: content.travelZones }, serviceAreaSchema),
    ...duplicates("app/content/service-area.ts", content.towns, "id"),
    ...checkExports(
      "app/content/care-plans.ts",
      { carePlans: content.carePlans, seasonalCalendar: content.seasonalCalendar },
      carePlansSchema,
    ),
    ...duplicates("app/content/care-plans.ts", content.carePlans, "id"),
    ...checkList("app/content/gallery.ts", content.gallery, galleryEntrySchema),
    ...duplicates("app/content/gallery.ts", content.gallery, "id"),
    ...checkExports("app/content/navigation.ts", { mainMenu }, navigationSchema),
    ...checkPages(content.pages),
    ...checkExports("app/content/enquiry.ts", content.enquiry, enquirySchema),
    ...checkObject("app/content/privacy.ts", content.privacyPage, privacyPageSchema),
    ...checkObject("app/content/calendar.ts", content.weekdays, weekdaysSchema),
    ...checkTrust(content.trust),
    ...hoursIssues(content.company, content.weekdays),
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

  issues.push(...estimateIssues(content));

  const gallery = content.gallery as {
    id?: string;
    file?: string;
    alt?: string;
    service?: string;
    date?: string;
    before?: { file?: string };
  }[];
  for (const [index, entry] of gallery.entries()) {
    const name = entry.id ?? `#${index + 1}`;
    for (const [key, file] of [
      ["file", entry.file],
      ["before.file", entry.before?.file],
    ] as const) {
      const folders = [content.galleryFolder, ...(content.uploadFolders ?? [])];
      const found = (name: string) => content.builtPhotos?.includes(name) || folders.some((folder) => existsSync(path.join(folder, name)));
      if (typeof file === "string" && !found(file)) {
        const where = content.uploadFolders?.length ? "app/content/gallery/ or the uploaded photos" : "app/content/gallery/";
        issues.push({ file: "app/content/gallery.ts", entry: name, field: key, message: `"${file}" is not in ${where}` });
      }
    }
    if (typeof entry.date === "string" && entry.date > content.today) {
      issues.push({ file: "app/content/gallery.ts", entry: name, field: "date", message: `${entry.date} is in the future` });
    }
  }
  // What the gallery would have without the owner's hiding: the repository's rules are about that.
  const written = [...gallery, ...galleryDefaults.filter((entry) => content.hiddenPictures?.includes(entry.id))];
  if (!written.some((entry) => entry.id === content.heroPictureId)) {
    issues.push({
      file: "app/content/pages/home.ts",
      entry: "homePage.hero",
      field: "pictureId",
      message: `"${content.heroPictureId}" is not the id of a photo in app/content/gallery.ts`,
    });
  }
  const illustrations = gallery.filter((entry) => isIllustration(entry)).length;
  if (!content.picturesAreIllustrations && illustrations > 0) {
    issues.push({
      file: "app/content/gallery-status.ts",
      entry: "picturesAreIllustrations",
      field: "",
      message: `is false, but ${illustrations} entries still describe an illustration (their alt starts with „Илюстрация“): replace them with photos first`,
    });
  }
  for (const slug of serviceSlugs) {
    if (written.filter((entry) => entry.service === slug).length < 1) {
      issues.push({ file: "app/content/gallery.ts", field: "service", message: `has no photo of the service "${slug}"` });
    }
  }
  return issues;
}

/** Each row of company.hours names its days by the weekdays of calendar.ts, as the structured data reads them. */
function hoursIssues(company: unknown, weekdays: unknown): ContentIssue[] {
  const hours = (company as { hours?: unknown } | undefined)?.hours;
  if (!Array.isArray(hours) || !Array.isArray(weekdays)) return [];
  return hours.flatMap((row: { days?: unknown }, index) => {
    if (typeof row?.days !== "string" || row.days.trim() === "") return [];
    const range = weekdayRange(row.days, weekdays as string[]);
    return "problem" in range ? [{ file: "app/content/company.ts", field: `hours.${index}.days`, message: range.problem }] : [];
  });
}

/**
 * What the estimate and the care plans need beyond their schemas: seasons in
 * the order of the year, every town of the company's service area with a
 * distance within the trip's zones, and plans made of items on the price list.
 */
function estimateIssues(content: Content): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seasons = content.seasons as { id?: string }[];
  if (seasons.map((season) => season.id).join() !== seasonIds.join())
    issues.push({ file: "app/content/seasons.ts", field: "id", message: `must list the seasons in this order: ${seasonIds.join(", ")}` });

  const area = "app/content/service-area.ts";
  const towns = content.towns as { id?: string; name?: string; km?: number }[];
  const zones = content.travelZones as { upToKm?: number }[];
  zones.forEach((zone, index) => {
    if (index > 0 && (zone.upToKm ?? 0) <= (zones[index - 1]!.upToKm ?? 0))
      issues.push({ file: area, entry: `travelZones #${index + 1}`, field: "upToKm", message: "must be further than the zone before it" });
  });
  const farthest = zones.at(-1)?.upToKm ?? 0;
  for (const town of towns) {
    if (typeof town.km === "number" && town.km > farthest)
      issues.push({ file: area, entry: town.id ?? "?", field: "km", message: `is beyond the last travel zone (${farthest} km)` });
  }
  for (const name of placesWithoutDistance(
    ((content.company as { serviceArea?: unknown }).serviceArea as string[] | undefined) ?? [],
    towns,
  )) {
    issues.push({
      file: area,
      field: "towns",
      message: `has no entry for "${name}", a town of company.serviceArea (app/content/company.ts)`,
    });
  }

  const prices = content.priceList as { id?: string; unit?: string }[];
  const wholeUnits = (content.estimateRules as { wholeUnits?: string[] } | undefined)?.wholeUnits ?? [];
  const plans = content.carePlans as {
    id?: string;
    visits?: Record<string, number>;
    parts?: { item?: string; quantity?: number; visits?: Record<string, number> }[];
  }[];
  for (const plan of plans) {
    for (const [index, part] of (plan.parts ?? []).entries()) {
      const where = { file: "app/content/care-plans.ts", entry: plan.id ?? "?" };
      const item = prices.find((candidate) => candidate.id === part.item);
      if (!item) {
        issues.push({
          ...where,
          field: `parts.${index}.item`,
          message: `"${part.item}" is not the id of an item in app/content/price-list.ts`,
        });
        continue;
      }
      if (wholeUnits.includes(item.unit ?? "") && !Number.isInteger(part.quantity))
        issues.push({ ...where, field: `parts.${index}.quantity`, message: `must be a whole number of ${item.unit}` });
      for (const [season, count] of Object.entries(part.visits ?? {})) {
        if (count > (plan.visits?.[season] ?? 0))
          issues.push({
            ...where,
            field: `parts.${index}.visits.${season}`,
            message: "must not be more than the plan's visits in that season",
          });
      }
    }
  }
  return issues;
}

/** What a demo value is: each of the company facts apart, then the gallery's illustrations and each kind of "how we work" entry. */
export type DemoGroup =
  "legalName" | "street" | "phone" | "email" | "social" | "credit" | "siteUrl" | "gallery" | "facts" | "team" | "reviews";

/**
 * The owner's form that replaces each kind of demo value (app/routes/admin.*.tsx); a company fact's
 * link goes to its field (`field-<name>`: app/admin/field.tsx).
 */
export const demoForms: Record<DemoGroup, string> = {
  legalName: "/admin/company#field-legalName",
  street: "/admin/company#field-street",
  phone: "/admin/company#field-phone",
  email: "/admin/company#field-email",
  social: "/admin/company#field-socialUrl",
  credit: "/admin/company#field-creditUrl",
  siteUrl: "/admin/company#field-siteUrl",
  gallery: "/admin/gallery",
  facts: "/admin/facts",
  team: "/admin/people",
  reviews: "/admin/reviews",
};

/** One demo value still in use: for the owner (Bulgarian, with the form that replaces it) and for the build's warning (English). */
export interface DemoValue {
  group: DemoGroup;
  /** What it is, in Bulgarian (`adminShell.demo.labels`). */
  label: string;
  /** The demo value itself as the site shows it (the phone number, the review's author, how many illustrations). */
  value: string;
  /** The owner's form that replaces it. */
  to: string;
  /** What the build's warning says, in English, with the file it is in. */
  description: string;
}

/**
 * The brief's demo values, in the order the owner's checklist shows them:
 * while any of them is still in the content, the build warns, so the site
 * does not go live with a made-up phone number, and /admin lists them.
 */
export function demoValues(content: { company: unknown; gallery: readonly unknown[]; trust?: unknown }): DemoValue[] {
  const company = content.company as {
    legalName: string;
    phone: { e164: string; display?: string };
    email: string;
    social: { url: string } | null;
    address: { street: string };
    credit: { url: string } | null;
    siteUrl: string;
  };
  const labels = adminShell.demo.labels;
  const found: [boolean, DemoValue][] = [];
  const add = (inUse: boolean, group: DemoGroup, value: string, description: string) =>
    found.push([inUse, { group, label: labels[group], value, to: demoForms[group], description }]);
  add(
    company.legalName === "„Вечнозелено“ ЕООД",
    "legalName",
    company.legalName,
    `company.legalName "${company.legalName}" (app/content/company.ts)`,
  );
  add(
    company.address.street === "ул. „Ангел Кънчев“ 27",
    "street",
    company.address.street,
    `company.address.street "${company.address.street}" (app/content/company.ts)`,
  );
  add(
    company.phone.e164 === "+359888123456",
    "phone",
    company.phone.display ?? company.phone.e164,
    `company.phone "${company.phone.e164}" (app/content/company.ts)`,
  );
  add(company.email.endsWith(".example"), "email", company.email, `company.email "${company.email}" (app/content/company.ts)`);
  add(
    Boolean(company.social?.url.includes(".example")),
    "social",
    company.social?.url ?? "",
    `company.social.url "${company.social?.url}" (app/content/company.ts)`,
  );
  add(
    Boolean(company.credit?.url.includes(".example")),
    "credit",
    company.credit?.url ?? "",
    `company.credit.url "${company.credit?.url}" (app/content/company.ts)`,
  );
  add(company.siteUrl.includes(".example"), "siteUrl", company.siteUrl, `company.siteUrl "${company.siteUrl}" (app/content/company.ts)`);
  const illustrations = (content.gallery as { alt?: unknown }[]).filter(isIllustration).length;
  add(
    illustrations > 0,
    "gallery",
    adminShell.demo.illustrations(illustrations),
    `${illustrations} gallery pictures are demo illustrations (app/content/gallery.ts)`,
  );
  // The "how we work" part: each made-up fact, person and review (`demo: true`).
  const trust = (content.trust ?? {}) as {
    facts?: { id: string; title: string; demo?: boolean }[];
    team?: { name: string; demo?: boolean }[];
    reviews?: { id: string; author: string; demo?: boolean }[];
  };
  for (const fact of trust.facts ?? [])
    add(fact.demo === true, "facts", fact.title, `trust.facts "${fact.id}": „${fact.title}“ is a demo fact (app/content/trust.ts)`);
  for (const person of trust.team ?? [])
    add(
      person.demo === true,
      "team",
      person.name,
      `trust.team "${person.name}" is a made-up person: show only the real team (app/content/trust.ts)`,
    );
  for (const review of trust.reviews ?? [])
    add(
      review.demo === true,
      "reviews",
      review.author,
      `trust.reviews "${review.id}" by ${review.author} is a made-up review: publish only real customers' words (app/content/trust.ts)`,
    );
  return found.filter(([inUse]) => inUse).map(([, value]) => value);
}

/** The demo values still in use, as the build's warning lists them (`npm run content`). */
export function demoValuesInUse(content: Parameters<typeof demoValues>[0]): string[] {
  return demoValues(content).map((value) => value.description);
}
