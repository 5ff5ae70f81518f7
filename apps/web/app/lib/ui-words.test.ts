/**
 * Every word a person reads on the web app is Indonesian (DASHBOARD-UX §0 "Words"): the seller's
 * and admin's screens never fall back to the English trade terms the code uses for names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const ENGLISH = /\b(order bump|lead magnet|gateway)s?\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of `source` a person may read: string literals with a space in them, and JSX text. */
function readableText(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, "")
    .replace(/^import .*$/gm, "");
  const literals = [...code.matchAll(/"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2]);
  const jsxText = [...code.matchAll(/>([^<>{}]+)</g)].map((m) => m[1]);
  return [...literals, ...jsxText]
    .map((text) => text.replace(/\$\{[^}]*\}/g, ""))
    .filter((text) => /\s/.test(text.trim()));
}

describe("the words of the web app", () => {
  it("names the order bump, the lead magnet and the payment provider in Indonesian", () => {
    const found = sourceFiles(ROOT).flatMap((file) =>
      readableText(readFileSync(file, "utf8"))
        .filter((text) => ENGLISH.test(text))
        .map((text) => `${relative(ROOT, file)}: ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
