/**
 * Reading built pages the way a browser does: with an HTML parser (parse5,
 * the one jsdom uses), never with patterns over the text.
 */
import { parse } from "parse5";

export interface HtmlElement {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlElement[];
  content?: HtmlElement;
  value?: string;
}

/** Every element of a page, in document order (template contents included). */
export function* elementsOf(html: string): Generator<HtmlElement> {
  function* walk(node: HtmlElement): Generator<HtmlElement> {
    if (node.tagName) yield node;
    for (const child of node.content?.childNodes ?? []) yield* walk(child);
    for (const child of node.childNodes ?? []) yield* walk(child);
  }
  yield* walk(parse(html) as unknown as HtmlElement);
}

export const attributeOf = (element: HtmlElement, name: string): string | undefined =>
  element.attrs?.find((attr) => attr.name === name)?.value;

/** The text inside an element (a script's source, a title). */
export const textOf = (element: HtmlElement): string => (element.childNodes ?? []).map((child) => child.value ?? "").join("");
