import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const LEGAL = "web/features/legal";

/**
 * Every text a legal component writes itself: JSX text and string literals, but not the test ids
 * and module names, which no reader sees. What comes from shared/restaurant.ts is not in here.
 */
function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    const unseen =
      ts.isImportDeclaration(node) ||
      (ts.isJsxAttribute(node) && ["data-testid", "className"].includes(node.name.getText(source)));
    if (unseen) return;
    if (ts.isJsxText(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
      texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe("the legal pages", () => {
  const files = fs
    .readdirSync(LEGAL)
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => path.join(LEGAL, name));

  it("are read as written: the reader finds the texts of each component", () => {
    expect(files.map((f) => path.basename(f)).sort()).toEqual([
      "impressum.tsx",
      "legal-document.tsx",
      "privacy-policy.tsx",
    ]);
    expect(writtenTexts(path.join(LEGAL, "privacy-policy.tsx")).join(" ")).toContain(
      "Verantwortlicher",
    );
  });

  it("write no demo marker themselves: demo values are the seeded profile's, so an owner who replaces them publishes none", () => {
    for (const file of files) {
      expect(
        writtenTexts(file).filter((text) => /demo|platzhalter|placeholder/i.test(text)),
        file,
      ).toEqual([]);
    }
  });
});
