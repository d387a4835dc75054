import { describe, expect, it } from "vitest";
import { attributeOf, elementsOf, headElementsOf } from "./html";

const PAGE =
  '<!doctype html><html lang="bg"><head><meta charset="utf-8"><style>p > a { color: red }</style>' +
  '<script>if (a < b) document.write("<body>")</script><link rel="canonical" href="https://example.bg/"></head>' +
  '<body><template><meta name="in-template"></template><p>Текст</p><script src="/a.js"></script></body></html>';

describe("reading a page with the HTML parser", () => {
  it("finds every element, template contents included", () => {
    expect([...elementsOf(PAGE)].map((element) => element.tagName)).toEqual([
      "html",
      "head",
      "meta",
      "style",
      "script",
      "link",
      "body",
      "template",
      "meta",
      "p",
      "script",
    ]);
  });

  it("reads the head only up to where the body begins, tags inside its style and script text not mistaken for it", () => {
    const head = headElementsOf(PAGE);
    expect(head.map((element) => element.tagName)).toEqual(["html", "head", "meta", "style", "script", "link"]);
    expect(attributeOf(head.at(-1)!, "href")).toBe("https://example.bg/");
  });
});
