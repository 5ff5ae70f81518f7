/**
 * Every relative link in `README.md`, `ARCHITECTURE.md` and `docs/**\/*.md` resolves: the README is
 * the front door and sends a newcomer on to the guides, so a link must open a file or folder that
 * exists and, when it names an `#anchor`, a heading of that Markdown file (GitHub's anchors: the
 * heading's text lower-cased, punctuation dropped, spaces turned into hyphens, `-1`, `-2` … for
 * repeats). Links with a scheme (`https:`, `mailto:`) are left to the reader; links inside code are
 * not links.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** README.md, ARCHITECTURE.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = ["README.md", "ARCHITECTURE.md"].map((name) => join(ROOT, name));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith(".md")) found.push(join(dir, entry.name));
    }
  };
  walk(join(ROOT, "docs"));
  return found;
}

/** The text with fenced code blocks blanked out (line numbers kept). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
}

/** The text with fenced code blocks and inline code blanked out (line numbers kept). */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n]*?\1/g, (code) => " ".repeat(code.length));
}

type Link = { line: number; target: string };

/** Inline links and images `[text](target "title")`, and reference definitions `[id]: target`. */
function linksIn(markdown: string): Link[] {
  const text = withoutCode(markdown);
  const links: Link[] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ line: lineAt(match.index ?? 0), target: match[1] });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ line: lineAt(match.index ?? 0), target: match[1] });
  }
  return links;
}

/** GitHub's anchor for a heading's text: `## 3. API (v1)` → `3-api-v1`. */
function anchorOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers: its headings (repeats numbered) and explicit `id`/`name`s. */
function anchorsIn(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split("\n")) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = anchorOf(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(explicit[1]);
  }
  return anchors;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function problemOf(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return null;
  const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
  const path = pathPart === "" ? file : resolve(dirname(file), decodeURIComponent(pathPart));
  if (!existsSync(path)) return `${target}: ${relative(ROOT, path)} does not exist`;
  if (anchor === undefined || anchor === "") return null;
  if (statSync(path).isDirectory() || !path.endsWith(".md")) return null;
  if (!anchorsIn(readFileSync(path, "utf8")).has(decodeURIComponent(anchor).toLowerCase())) {
    return `${target}: ${relative(ROOT, path)} has no heading for #${anchor}`;
  }
  return null;
}

describe("relative links in the documentation", () => {
  it("reads links, images and references, but not code, and makes GitHub's anchors", () => {
    const sample = [
      'See [guide](docs/guide.md#1-an-account) and ![shot](docs/images/a.png "A shot").',
      "`[not](a-link.md)` and",
      "```",
      "[nor](this.md)",
      "```",
      "[ref]: ../ARCHITECTURE.md",
    ].join("\n");
    expect(linksIn(sample)).toEqual([
      { line: 1, target: "docs/guide.md#1-an-account" },
      { line: 1, target: "docs/images/a.png" },
      { line: 6, target: "../ARCHITECTURE.md" },
    ]);
    expect([...anchorsIn("## 3. API conventions (apps/web and apps/api)\n### `npm test`\n## Notes\n## Notes")]).toEqual(
      ["3-api-conventions-appsweb-and-appsapi", "npm-test", "notes", "notes-1"],
    );
  });

  it("finds a missing file and a missing anchor", () => {
    const readme = join(ROOT, "README.md");
    expect(problemOf(readme, "docs/no-such-guide.md")).toMatch(/does not exist/);
    expect(problemOf(readme, "ARCHITECTURE.md#no-such-section")).toMatch(/has no heading/);
    expect(problemOf(readme, "ARCHITECTURE.md#the-path-of-a-request")).toBeNull();
    expect(problemOf(readme, "https://example.com/missing.md")).toBeNull();
  });

  it("every relative link in README.md, ARCHITECTURE.md and docs/ resolves", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of documents()) {
      for (const { line, target } of linksIn(readFileSync(file, "utf8"))) {
        count++;
        const problem = problemOf(file, target);
        if (problem) problems.push(`${relative(ROOT, file)}:${line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The scan found the documents' links at all (a broken pattern would pass on zero).
    expect(count).toBeGreaterThan(50);
  });
});
