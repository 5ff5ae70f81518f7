/**
 * The repository speaks of the product (docs/contributing.md): no file in `SCANNED` cites a tracker
 * number (the word "issue" and a number) — a reader who clones the repository cannot open it; the
 * rule's home is a docs section or an ADR, cited as `DESIGN §6` or `ADR 0019` — nor says how the work
 * was done (a numbered work session, the machine a figure came from, a review's findings, an
 * amendment, a date of who changed what). A user's login session, CI as the pipeline ("CI runs
 * both") and the server an operator deploys to are product words and pass. This file passes its own
 * scan: its samples are joined from parts (`words`).
 *
 * And every ADR in `docs/decisions/` has the template's form (`0000-template.md`, Nygard's as
 * epic-stack keeps it): `# NNNN — Title` matching its file name, `Date: YYYY-MM-DD`, a `Status:`
 * whose superseding ADRs exist, then `## Context`, `## Decision`, `## Consequences`, at most 150
 * lines; and ARCHITECTURE.md's Decisions list links it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DECISIONS = join(ROOT, "docs", "decisions");

/**
 * The files the words check reads, as globs relative to the repository root: every Markdown, code,
 * SQL, style, configuration and deploy file the repository holds (the lockfile aside).
 */
const SCANNED = [
  "**/*.{md,ts,tsx,mjs,cjs,js,sql,css,html,yaml,yml,conf,toml,sh}",
  "{apps,packages,tests,bench,scripts,deploy,docs}/**/*.json",
  "{package,tsconfig,tsconfig.base,biome}.json",
  "**/Dockerfile",
  ".ci/run",
  "{.env.example,.gitignore,.dockerignore}",
] as const;

const SKIP_DIRS = new Set([
  "node_modules",
  ".git",
  "build",
  "dist",
  "data",
  ".data",
  ".react-router",
  "coverage",
  "test-results",
  "playwright-report",
]);

/** Words about how the work was done, each with what to write instead. */
const PROCESS_WORDS: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bissues?[ -]\d+/i, instead: "cite the docs section or ADR that states the rule" },
  { pattern: /\bsessions? \d+/i, instead: "state the rule or the figure, not the work session" },
  { pattern: /\bthis[ ]session\b/i, instead: "state the rule or the figure, not the work session" },
  { pattern: /\bthe[ ]stop\b/i, instead: "name the product's behaviour" },
  { pattern: /\b(?:this|our) machines?\b/i, instead: 'say where it was measured: "on a 2-core machine, Node 20"' },
  { pattern: /\b(?:a|the) review found\b/i, instead: "state the hazard the code guards against" },
  { pattern: /\b(?:a|the) CI run\b|\bCI run of\b/i, instead: "state the hazard the code guards against" },
  { pattern: /\b(?:the|this) brief\b/i, instead: "cite the docs section that states it" },
  { pattern: /\bAmendment \(|\bAddendum\b/, instead: "a changed decision is a new ADR that supersedes the old" },
  {
    pattern: /\b(?:added|amended|corrected|reverted|updated|changed) (?:on )?\d{4}-\d{2}-\d{2}\b/i,
    instead: "git keeps who changed what when",
  },
];

/** A glob (`**` any folders, `*` within one name, `{a,b}` either) as a regular expression on a relative path. */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith("**/", i)) {
      source += "(?:.*/)?";
      i += 2;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "{") {
      braces++;
      source += "(?:";
    } else if (char === "}" && braces > 0) {
      braces--;
      source += ")";
    } else if (char === "," && braces > 0) source += "|";
    else source += char.replace(/[.+^$()|[\]\\{}]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** The files under the root whose relative path matches one of `globs`, skipping build and vendor folders. */
function scannedFiles(globs: readonly string[]): string[] {
  const patterns = globs.map(globToRegExp);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(path);
      } else if (patterns.some((pattern) => pattern.test(relative(ROOT, path)))) {
        found.push(path);
      }
    }
  };
  walk(ROOT);
  return found;
}

/** `parts` joined by spaces: how this file writes a process word without holding it. */
const words = (...parts: string[]) => parts.join(" ");

/** Each line of `text` that holds a process word, as `line: "match" — instead`. */
export function processWordsIn(text: string): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { pattern, instead } of PROCESS_WORDS) {
      const match = pattern.exec(line);
      if (match) problems.push(`${index + 1}: "${match[0]}" — ${instead}`);
    }
  });
  return problems;
}

/** The ADR files: `NNNN-title.md` in docs/decisions, the template left out. */
function adrFiles(): string[] {
  return readdirSync(DECISIONS)
    .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name) && !name.startsWith("0000-"))
    .sort();
}

/** What keeps the ADR `name` (its text `text`) from the template's form; empty when none. */
export function adrProblems(name: string, text: string, exists: (number: string) => boolean): string[] {
  const problems: string[] = [];
  const lines = text.replace(/\n$/, "").split("\n");
  const number = name.slice(0, 4);
  if (lines.length > 150) problems.push(`${lines.length} lines (at most 150)`);
  if (!new RegExp(`^# ${number} — \\S`).test(lines[0] ?? "")) problems.push(`no title "# ${number} — …" on line 1`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)) problems.push('no "Date: YYYY-MM-DD" line');
  // The status runs to the first blank line; every ADR number in it must have a file.
  const status = /^Status: (.+(?:\n.+)*)/m.exec(text)?.[1];
  if (status === undefined) problems.push('no "Status:" line');
  else {
    if (!/^(?:proposed|accepted|rejected|deprecated|superseded by)\b/.test(status)) {
      problems.push(
        `status "${status.split("\n")[0]}" is not proposed, accepted, rejected, deprecated or superseded by`,
      );
    }
    for (const cited of new Set([...status.matchAll(/\b(\d{4})\b/g)].map((match) => match[1] as string))) {
      if (!exists(cited)) problems.push(`status names ${cited}, which has no file`);
    }
  }
  let at = -1;
  for (const section of ["## Context", "## Decision", "## Consequences"]) {
    const found = lines.findIndex((line, index) => index > at && line.trim() === section);
    if (found < 0) problems.push(`no "${section}" after the sections before it`);
    else at = found;
  }
  return problems;
}

describe("words about the product only", () => {
  it("finds tracker numbers and process words, and lets product words pass", () => {
    const sample = [
      `The rule (${words("issue", "21")}) and ${words("sessions", "27–28")}.`,
      `measured on ${words("this", "machine")}, ${words("Amendment", "(later)")}`,
      `${words("a review", "found")} it; ${words("the", "stop's")} CI; fixed (${words("added", "2026-11-27")})`,
      "A user's login session expires in 30 days; CI runs both; the server's nginx.",
      "Gumroad's Analytics (their tracker: #3325).",
    ].join("\n");
    expect(processWordsIn(sample).map((problem) => problem.split(" — ")[0])).toEqual([
      `1: "${words("issue", "21")}"`,
      `1: "${words("sessions", "27")}"`,
      `2: "${words("this", "machine")}"`,
      `2: "${words("Amendment", "(")}"`,
      `3: "${words("the", "stop")}"`,
      `3: "${words("a review", "found")}"`,
      `3: "${words("added", "2026-11-27")}"`,
    ]);
  });

  it("reads the scanned globs as paths", () => {
    expect(globToRegExp("**/*.md").test("docs/decisions/0001-x.md")).toBe(true);
    expect(globToRegExp("**/*.md").test("README.md")).toBe(true);
    expect(globToRegExp("**/*.{ts,tsx}").test("apps/web/app/root.tsx")).toBe(true);
    expect(globToRegExp("**/*.{ts,tsx}").test("apps/web/app/root.md")).toBe(false);
    expect(globToRegExp("docs/*.md").test("docs/decisions/0001-x.md")).toBe(false);
  });

  it("no scanned file cites a tracker number or says how the work was done", () => {
    const files = scannedFiles(SCANNED);
    const problems = files.flatMap((file) =>
      processWordsIn(readFileSync(file, "utf8")).map((problem) => `${relative(ROOT, file)}:${problem}`),
    );
    expect(problems).toEqual([]);
    // The scan read the documents at all, and every glob matched a file (a broken one would pass on zero).
    expect(files.length).toBeGreaterThan(20);
    const unmatched = SCANNED.filter((glob) => !files.some((file) => globToRegExp(glob).test(relative(ROOT, file))));
    expect(unmatched).toEqual([]);
  });
});

describe("ADRs in the template's form", () => {
  const exists = (number: string) => readdirSync(DECISIONS).some((name) => name.startsWith(`${number}-`));

  it("finds a missing date, status or section, an unknown superseding ADR and a long ADR", () => {
    const good = [
      "# 0042 — A rule",
      "",
      "Date: 2026-12-01",
      "",
      "Status: accepted",
      "",
      "## Context",
      "## Decision",
      "## Consequences",
    ];
    expect(adrProblems("0042-a-rule.md", good.join("\n"), () => true)).toEqual([]);
    const bad = [
      "# A rule",
      "",
      "Status: superseded by [9999](9999-x.md)",
      "",
      "## Decision",
      "## Context",
      ...Array(150).fill("x"),
    ];
    expect(adrProblems("0042-a-rule.md", bad.join("\n"), (number) => number !== "9999")).toEqual([
      "156 lines (at most 150)",
      'no title "# 0042 — …" on line 1',
      'no "Date: YYYY-MM-DD" line',
      "status names 9999, which has no file",
      'no "## Decision" after the sections before it',
      'no "## Consequences" after the sections before it',
    ]);
  });

  it("every ADR has a title, Date, Status, Context, Decision and Consequences, within 150 lines", () => {
    const problems = adrFiles().flatMap((name) =>
      adrProblems(name, readFileSync(join(DECISIONS, name), "utf8"), exists).map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(adrFiles().length).toBeGreaterThan(30);
  });

  it("the template exists and ARCHITECTURE.md's Decisions list links every ADR", () => {
    expect(existsSync(join(DECISIONS, "0000-template.md"))).toBe(true);
    const architecture = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");
    const decisions = architecture.slice(architecture.indexOf("## Decisions"));
    const missing = adrFiles().filter((name) => !decisions.includes(`](docs/decisions/${name})`));
    expect(missing).toEqual([]);
  });
});
