/**
 * Tiptap stays off the pages' first load (DESIGN §6: ≤ 160 KB gzip per dashboard page): the
 * product description and the blog article load their editor on first touch
 * (`features/ui/lazy-rich-text.tsx`). That holds only while no file outside the lazily loaded cores
 * (`*-core.tsx`) imports a value from Tiptap, from `features/ui/rich-text-core` or from a core: one
 * such import (a class string exported by a core) once put Tiptap back on the add-product page
 * (284 KB gzip). Type-only imports and `import()` are fine: the bundler drops the first and splits
 * the second into its own chunk.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Specifiers of the static imports and re-exports of `source` that bring values (not only types). */
export function valueImports(source: string): string[] {
  const file = ts.createSourceFile("file.tsx", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return file.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      return onlyTypes ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Whether `specifier` loads the editor: Tiptap, the shared editor parts or a lazily loaded core. */
export function loadsEditor(specifier: string): boolean {
  return specifier.startsWith("@tiptap/") || /(^|\/)[\w-]+-core$/.test(specifier);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const imports = sourceFiles(APP_DIR).flatMap((file) =>
  valueImports(readFileSync(file, "utf8")).map((specifier) => ({
    file: path.relative(APP_DIR, file).split(path.sep).join("/"),
    specifier,
  })),
);

describe("lazily loaded editors", () => {
  it("tells value imports from type-only ones", () => {
    expect(valueImports('import { DESCRIPTION_PROSE, type P } from "./rich-text-editor-core";')).toEqual([
      "./rich-text-editor-core",
    ]);
    expect(valueImports('import type { P } from "./rich-text-editor-core";')).toEqual([]);
    expect(valueImports('import { type P } from "./rich-text-editor-core";')).toEqual([]);
    expect(valueImports('const load = () => import("./rich-text-editor-core");')).toEqual([]);
    expect(loadsEditor("~/features/ui/rich-text-core")).toBe(true);
    expect(loadsEditor("@tiptap/react")).toBe(true);
    expect(loadsEditor("~/features/ui/rich-text-toolbar")).toBe(false);
  });

  it("sees the cores' own Tiptap imports (the scan is not empty)", () => {
    const cores = imports.filter(({ specifier }) => loadsEditor(specifier)).map(({ file }) => file);
    expect(cores).toContain("features/products/components/rich-text-editor-core.tsx");
    expect(cores).toContain("features/blog-editor/components/content-editor-core.tsx");
  });

  it("imports Tiptap and the cores' values only from other cores", () => {
    const leaks = imports
      .filter(({ file, specifier }) => loadsEditor(specifier) && !file.endsWith("-core.tsx"))
      .map(({ file, specifier }) => `${file} imports ${specifier}`);
    expect(leaks).toEqual([]);
  });
});
