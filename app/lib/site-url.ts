import { site } from "~/content/site";

/** An absolute URL on this site, from a path such as "/prices". */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}
