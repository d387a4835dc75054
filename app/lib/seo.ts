import type { MetaDescriptor } from "react-router";
import type { Company } from "~/content/company.schema";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/site-url";
import type { StructuredData } from "~/lib/structured-data";

export interface PageSeo {
  /** The page's own title; where (with `local`) and the company name are appended. */
  title: string;
  /** One or two sentences for search results (at most 160 characters). */
  description: string;
}

export interface PageMetaOptions extends PageSeo {
  /**
   * The title names what, and the site adds where: „Почистване на дворове“
   * becomes „Почистване на дворове в Трявна и региона | Вечнозелено“
   * (company.regionPhrase). For the service, prices, gallery and contact pages.
   */
  local?: boolean;
  /**
   * The page's path, e.g. "/" or "/prices": its canonical and Open Graph URL
   * is the company's site address (`siteUrl`) plus this path. `null` for a page that must not
   * be indexed (the not-found page): no canonical, no og:url, `robots: noindex`.
   */
  path: string | null;
  /** JSON-LD blocks for the page (app/lib/structured-data.ts). */
  structuredData?: readonly StructuredData[];
  /** The company, as the root loader has it (`companyOf(matches)` in app/lib/site-content.ts). */
  company: Pick<Company, "name" | "regionPhrase" | "siteUrl">;
}

/** Search results and link previews lay text out themselves: the content's non-breaking spaces (see typeset) become plain ones. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

/**
 * Builds a route's `meta` array: one place that merges the site defaults into
 * each page – title, description, canonical URL, Open Graph, Twitter card and
 * JSON-LD.
 */
export function pageMeta({
  title,
  description: text,
  path,
  local = false,
  structuredData = [],
  company,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = plain(`${local ? `${title} ${company.regionPhrase}` : title} | ${company.name}`);
  const description = plain(text);
  const url = path === null ? null : absoluteUrl(company, path);
  const image = absoluteUrl(company, site.ogImage.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url === null ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url } as const]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(url === null ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(site.ogImage.width) },
    { property: "og:image:height", content: String(site.ogImage.height) },
    { property: "og:image:alt", content: plain(site.ogImage.alt) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: plain(site.ogImage.alt) },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
