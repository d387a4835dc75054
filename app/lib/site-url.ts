import type { Company } from "~/content/company.schema";

/** An absolute URL on the site, from a path such as "/prices", at the company's site address (`siteUrl`). */
export function absoluteUrl({ siteUrl }: Pick<Company, "siteUrl">, path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
