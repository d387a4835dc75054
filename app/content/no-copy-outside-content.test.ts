/**
 * Every sentence a visitor reads lives in app/content/ (decisions 0005, 0012): a
 * component or route that writes Bulgarian in its code instead of reading it
 * from a content module fails this test. Comments and test files may use
 * Bulgarian; string literals, template literals, JSX text and names may not.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Files that another developer is rewriting right now and that still hold
 * Bulgarian copy. When a rewrite is done and its copy is in app/content/,
 * remove its line here: from then on this test keeps it that way.
 */
const FILES_BEING_REWRITTEN: string[] = [];

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** "app/components/layout/**" → a RegExp over paths relative to the project. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${pattern}$`);
}

const beingRewritten = FILES_BEING_REWRITTEN.map(globToRegExp);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return file === "app/content" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The Bulgarian in a file's code (not its comments), as „line: text“. */
function cyrillicInCode(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // Tokens that carry text: string and template literals, JSX text, regular expressions, names.
    if (node.kind >= ts.SyntaxKind.FirstLiteralToken && node.kind <= ts.SyntaxKind.LastTemplateToken) {
      report(node);
    } else if (ts.isJsxText(node) || ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      report(node);
    }
    node.forEachChild(visit);
  };
  const report = (node: ts.Node) => {
    const text = node.getText(file);
    if (CYRILLIC.test(text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(`${line}: ${text.trim().slice(0, 80)}`);
    }
  };
  visit(file);
  return found;
}

describe("the site's copy", () => {
  it("is written only in app/content/, not in components, routes or helpers", () => {
    const offenders = sourceFiles("app")
      .filter((file) => !beingRewritten.some((pattern) => pattern.test(file)))
      .flatMap((file) => cyrillicInCode(file, readFileSync(file, "utf8")).map((where) => `${file}:${where}`));
    expect(offenders, "Move these words into a module in app/content/ and read them from there").toEqual([]);
  });

  it("is found in string literals, template literals and JSX text, but not in comments", () => {
    const source = [
      "// Начало: a comment may say anything",
      'const title = "Цени";',
      "const caption = (name: string) => `Цени: ${name}`;",
      "/** „от“ */",
      "export const Price = () => <p title={title}>от {caption('x')}</p>;",
    ].join("\n");
    expect(cyrillicInCode("example.tsx", source)).toEqual(['2: "Цени"', "3: `Цени: ${", "5: от"]);
  });

  it("has no file let through", () => {
    expect(beingRewritten).toEqual([]);
  });
});
