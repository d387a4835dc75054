import { createContext, useContext } from "react";

/**
 * The site's stylesheet, as text. Only the server has it (app/entry.server.tsx
 * imports it): the root writes it into each page's <head>, so the first paint
 * needs nothing but the HTML, with no stylesheet request competing with the
 * scripts on a slow connection (docs/decisions/0032-the-stylesheet-in-the-page.md).
 * In the browser it is empty, and React keeps the server's <style> (a style
 * with `href` and `precedence` is a resource React finds in the document by
 * its `data-href`, and never rewrites).
 */
export const SiteCssContext = createContext("");

export const useSiteCss = () => useContext(SiteCssContext);
