import { company } from "~/content/company";

export interface PageSeo {
  /** The page's own title; the company name is appended. */
  title: string;
  /** One or two sentences for search results (at most 160 characters). */
  description: string;
}

/** Builds a route's `meta` array: one place that merges the site defaults into each page. */
export function pageMeta({ title, description }: PageSeo) {
  return [
    { title: `${title} | ${company.name}` },
    { name: "description", content: description },
  ];
}
