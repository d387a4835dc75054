/**
 * Reading built pages the way a browser does: with an HTML parser (parse5,
 * the one jsdom uses), never with patterns over the text.
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type TreeAdapter } from "parse5";

export interface HtmlElement {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlElement[];
  content?: HtmlElement;
  value?: string;
}

function* walk(node: HtmlElement): Generator<HtmlElement> {
  if (node.tagName) yield node;
  for (const child of node.content?.childNodes ?? []) yield* walk(child);
  for (const child of node.childNodes ?? []) yield* walk(child);
}

/** Every element of a page, in document order (template contents included). */
export function* elementsOf(html: string): Generator<HtmlElement> {
  yield* walk(parse(html) as unknown as HtmlElement);
}

/** Thrown by the tree adapter of `headElementsOf` to end the parse where the body begins. */
const BODY_BEGINS = Symbol("the body begins");

/**
 * The elements of a page's `<head>` (with `<html>` itself), in document order: what search engines
 * read a page's canonical address and robots rules from. The parser stops where the body begins
 * (its `<body>`, written or implied), so the rest of a long page is not read.
 */
export function headElementsOf(html: string): HtmlElement[] {
  let document: DefaultTreeAdapterMap["document"] | undefined;
  const untilBody: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    createDocument: () => (document = defaultTreeAdapter.createDocument()),
    createElement(tagName, namespaceURI, attrs) {
      if (tagName === "body" || tagName === "frameset") throw BODY_BEGINS;
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
  try {
    parse(html, { treeAdapter: untilBody });
  } catch (error) {
    if (error !== BODY_BEGINS) throw error;
  }
  return [...walk(document as unknown as HtmlElement)];
}

export const attributeOf = (element: HtmlElement, name: string): string | undefined =>
  element.attrs?.find((attr) => attr.name === name)?.value;

/** The text inside an element (a script's source, a title). */
export const textOf = (element: HtmlElement): string => (element.childNodes ?? []).map((child) => child.value ?? "").join("");
