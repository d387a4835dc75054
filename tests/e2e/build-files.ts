import path from "node:path";
import { attributeOf, elementsOf } from "../../server/html";

/** The built site, as the server serves it. */
export const client = path.resolve("build/client");

/** The site's own JavaScript or CSS files a page refers to (scripts, stylesheets, module preloads), each once. */
export const assetsIn = (html: string, extension: "js" | "css") => {
  const urls = [...elementsOf(html)].map((element) =>
    element.tagName === "script" ? attributeOf(element, "src") : element.tagName === "link" ? attributeOf(element, "href") : undefined,
  );
  return [...new Set(urls.filter((url): url is string => Boolean(url?.startsWith("/assets/") && url.endsWith(`.${extension}`))))];
};
