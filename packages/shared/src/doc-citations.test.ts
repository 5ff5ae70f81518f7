/**
 * Every `DESIGN §n`, `SPEC §n` and `DASHBOARD-UX §n` citation in the repository points at a section
 * that exists in `docs/`, and every `ADR NNNN` at a file `docs/decisions/NNNN-….md`
 * (docs/contributing.md, "Where a rule is cited"): the code cites these documents for the rule it
 * implements, and a newcomer must be able to open the rule. A citation is the document's name (optionally `.md`),
 * then `§n` or `§n.m`, possibly continued as a list or range (`DESIGN §3, §4, §6`, `§6–§8`); it
 * resolves when `docs/<NAME>.md` has a heading for it (`## 6.`, `### 1.2`). Inside those documents a
 * bare `§n` refers to the document itself. Any other name in the same position (`STYLE §n`) needs
 * its own `docs/STYLE.md` with that heading too. An ADR citation is `ADR` or `ADRs`, then a number
 * of four digits, possibly continued as a list or range (`ADR 0006/0007`, `ADR 0028–0038`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DOCS = join(ROOT, "docs");
/** The design documents kept in `docs/`. */
const DOC_NAMES = ["SPEC", "DESIGN", "DASHBOARD-UX"] as const;
/** Names a citation may use; STYLE is listed so that citing it fails until it is brought in. */
const CITABLE = [...DOC_NAMES, "STYLE"];

const SKIP_DIRS = new Set([
  "node_modules",
  ".git",
  "build",
  "dist",
  "data",
  ".react-router",
  "coverage",
  "test-results",
  "playwright-report",
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sql|json|ya?ml|css|html|sh|conf|example|service)$|(^|\/)Dockerfile$/;

const SECTION = String.raw`§\s?(\d+(?:\.\d+)?)`;
/**
 * Name, then up to a line break and a comment marker (`DESIGN\n * §4`), then the first section and
 * any further ones: `, §4`, ` and §5`, `–§8` or `–8` (a range).
 */
const CITATION = new RegExp(
  String.raw`\b(${CITABLE.join("|")})(?:\.md)?\`?[\s*/#>]{0,12}${SECTION}((?:\s*(?:,|;|and|&)\s*§\s?\d+(?:\.\d+)?|\s?[–-]\s?§?\s?\d+(?:\.\d+)?)*)`,
  "g",
);
const LIST_ITEM = /([–-])?\s*§?\s?(\d+(?:\.\d+)?)/g;
/** `ADR 0019`, `ADRs 0006/0007`, `ADR 0019, 0025`, `ADR 0028–0038` (a range). */
const ADR_CITATION = /\bADRs?[\s*/#>]{0,12}(\d{4})((?:\s*(?:,|\/|and|&|[–-])\s*(?:ADR\s*)?\d{4}\b)*)/g;
const DECISIONS = join(DOCS, "decisions");

type Citation = { file: string; line: number; doc: string; section: string; text: string };

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(join(dir, entry.name), out);
    } else if (TEXT_FILE.test(entry.name)) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** `6` → `6`; a range `6–8` → `6`, `7`, `8`. */
function sectionsOf(first: string, rest: string): string[] {
  const found = [first];
  for (const match of rest.matchAll(LIST_ITEM)) {
    const [, dash, number] = match;
    const previous = found[found.length - 1];
    if (dash && !previous.includes(".") && !number.includes(".")) {
      for (let n = Number(previous) + 1; n < Number(number); n++) found.push(String(n));
    }
    found.push(number);
  }
  return found;
}

function findCitations(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  const covered: [number, number][] = [];
  for (const match of text.matchAll(CITATION)) {
    const [whole, doc, first, rest] = match;
    const index = match.index ?? 0;
    covered.push([index, index + whole.length]);
    for (const section of sectionsOf(first, rest)) {
      citations.push({ file, line: lineOf(text, index), doc, section, text: whole.replace(/\s+/g, " ") });
    }
  }
  // Inside docs/<NAME>.md, a bare `§n` is that document's own section.
  const own = DOC_NAMES.find((name) => relative(DOCS, file) === `${name}.md`);
  if (own) {
    for (const match of text.matchAll(new RegExp(SECTION, "g"))) {
      const index = match.index ?? 0;
      if (covered.some(([start, end]) => index >= start && index < end)) continue;
      if (/(RFC \d+|spec|ADR \d+)\s*$/i.test(text.slice(Math.max(0, index - 12), index))) continue;
      citations.push({ file, line: lineOf(text, index), doc: own, section: match[1], text: match[0] });
    }
  }
  return citations;
}

/** Section numbers that `docs/<name>.md` has a heading for: `## 6. …` → `6`, `### 1.2 …` → `1.2`. */
function headingsOf(name: string): Set<string> | null {
  const path = join(DOCS, `${name}.md`);
  if (!existsSync(path)) return null;
  const sections = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const heading = /^#{2,4}\s+§?(\d+(?:\.\d+)?)(?:[.\s)]|$)/.exec(line);
    if (heading) sections.add(heading[1]);
  }
  return sections;
}

/** The ADR numbers an `ADR …` citation in `text` names, with the line of each: ranges expanded. */
function findAdrCitations(text: string): { line: number; number: string; text: string }[] {
  const found: { line: number; number: string; text: string }[] = [];
  for (const match of text.matchAll(ADR_CITATION)) {
    const [whole, first, rest] = match;
    const numbers = [first as string];
    for (const item of (rest as string).matchAll(/([–-])?\s*(?:ADR\s*)?(\d{4})/g)) {
      const [, dash, number] = item;
      const previous = Number(numbers[numbers.length - 1]);
      if (dash) for (let n = previous + 1; n < Number(number); n++) numbers.push(String(n).padStart(4, "0"));
      numbers.push(number as string);
    }
    const line = lineOf(text, match.index ?? 0);
    for (const number of numbers) found.push({ line, number, text: whole.replace(/\s+/g, " ") });
  }
  return found;
}

describe("§ citations", () => {
  it("reads a list, a range and a citation broken over a comment line", () => {
    const sample = "x (DESIGN §3, §4 and §6) y DASHBOARD-UX §6–§8 z DESIGN\n * §1.2, 60 logins";
    const found = findCitations("sample.ts", sample).map(({ doc, section, line }) => `${doc} ${section} @${line}`);
    expect(found).toEqual([
      "DESIGN 3 @1",
      "DESIGN 4 @1",
      "DESIGN 6 @1",
      "DASHBOARD-UX 6 @1",
      "DASHBOARD-UX 7 @1",
      "DASHBOARD-UX 8 @1",
      "DESIGN 1.2 @1",
    ]);
  });

  it("every DESIGN, SPEC and DASHBOARD-UX § citation has its section in docs/", () => {
    const headings = new Map(CITABLE.map((name) => [name, headingsOf(name)]));
    const problems: string[] = [];
    let count = 0;
    for (const file of walk(ROOT)) {
      for (const citation of findCitations(file, readFileSync(file, "utf8"))) {
        count++;
        const sections = headings.get(citation.doc);
        const where = `${relative(ROOT, citation.file)}:${citation.line}`;
        if (!sections)
          problems.push(`${where}: "${citation.text}" cites docs/${citation.doc}.md, which does not exist`);
        else if (!sections.has(citation.section)) {
          problems.push(`${where}: "${citation.text}" — docs/${citation.doc}.md has no section ${citation.section}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The scan found the code's citations at all (a broken pattern would pass on zero).
    expect(count).toBeGreaterThan(300);
  });
});

describe("ADR citations", () => {
  it("reads a list, a range and a citation broken over a comment line", () => {
    const sample = "(ADR 0006/0007) and ADR 0019, ADR 0025; ADRs 0028–0030\n * ADR\n * 0011";
    expect(findAdrCitations(sample).map(({ number, line }) => `${number} @${line}`)).toEqual([
      "0006 @1",
      "0007 @1",
      "0019 @1",
      "0025 @1",
      "0028 @1",
      "0029 @1",
      "0030 @1",
      "0011 @2",
    ]);
  });

  it("every ADR NNNN citation has its file in docs/decisions/", () => {
    const numbers = new Set(readdirSync(DECISIONS).map((name) => name.slice(0, 4)));
    const problems: string[] = [];
    let count = 0;
    for (const file of walk(ROOT)) {
      for (const citation of findAdrCitations(readFileSync(file, "utf8"))) {
        count++;
        if (!numbers.has(citation.number)) {
          problems.push(
            `${relative(ROOT, file)}:${citation.line}: "${citation.text}" — no docs/decisions/${citation.number}-….md`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(300);
  });
});
