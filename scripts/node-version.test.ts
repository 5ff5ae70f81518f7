import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionWarning } from "./node-version.mjs";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const engines = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;

describe("what a start says about Node, and what the README says", () => {
  it("calls Node 20 supported, past its end of life, with Node 24 recommended — never 'not supported'", () => {
    const warning = nodeVersionWarning("20.19.0") ?? "";
    expect(warning).toContain("masih didukung");
    expect(warning).toContain("EOL April 2026");
    expect(warning).toContain("Node 24 LTS");
    expect(warning).not.toMatch(/tidak didukung/);
    expect(nodeVersionWarning("24.11.1")).toBeNull();
  });

  it("has the README state the same: the engines' minimum works, Node 20 warns, Node 24 is recommended", () => {
    expect(engines).toBe(">=20.19");
    const quickStart = readme.slice(readme.indexOf("## Quick start"), readme.indexOf("## Configuration"));
    expect(quickStart).toContain("Node.js ≥ 20.19");
    expect(quickStart).toMatch(/EOL April 2026/);
    expect(quickStart).toMatch(/Node 24 LTS/);
  });
});
