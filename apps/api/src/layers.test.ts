/**
 * The API's layers, kept by a test (ARCHITECTURE.md "Inside the API"): a routes file is HTTP only —
 * parse with the shared zod schema, call one use case, answer — so the use case can be called and
 * tested without HTTP, and a query has one home. A routes file (`modules/<module>/routes.ts` or
 * `…-routes.ts`) importing the tables or drizzle-orm is refused by Biome (`noRestrictedImports` in
 * biome.json, ADR 0045); this test fails on the part Biome cannot see, a routes file calling the
 * query builder on a database or transaction handle.
 * Plugins (`plugins/*.ts`) must name themselves and say what they depend on (`fp(…, { name, … })`),
 * so Fastify refuses to start when one is registered before what it needs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const src = new URL(".", import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** What makes a file a query builder: the builder called (its imports are Biome's, ADR 0045). */
const QUERY_SIGNS: { name: string; pattern: RegExp }[] = [
  {
    name: "calls the query builder",
    pattern: /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction|query)\b/,
  },
];

/** The reasons `source` (a routes file's text) breaks the layer rule; empty when it keeps it. */
export function queryProblems(source: string): string[] {
  return QUERY_SIGNS.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name);
}

const routesFiles = filesUnder(join(src, "modules")).filter((path) => /(^|[/-])routes\.ts$/.test(path));

describe("API layers", () => {
  it("finds the routes files (the rule below is not checked on nothing)", () => {
    expect(routesFiles.length).toBeGreaterThan(15);
  });

  it("sees a query in a routes file when there is one", () => {
    expect(queryProblems("const [row] = await deps.db.select().from(t);")).toEqual(["calls the query builder"]);
    expect(queryProblems('import type { Db } from "@lapak/db";\nreturn { data: await getSeller(deps, q) };')).toEqual(
      [],
    );
  });

  it("keeps queries out of every routes file: routes parse, call one use case and answer", () => {
    const offenders = routesFiles.flatMap((path) =>
      queryProblems(readFileSync(path, "utf8")).map((problem) => `${relative(src, path)}: ${problem}`),
    );
    expect(offenders).toEqual([]);
  });

  it("names every Fastify plugin and its Fastify version, so registration order is checked at start", () => {
    const plugins = filesUnder(join(src, "plugins")).filter((path) => readFileSync(path, "utf8").includes("= fp("));
    expect(plugins.length).toBeGreaterThanOrEqual(4);
    const unnamed = plugins.filter(
      (path) => !/\{\s*name:\s*"lapak-[a-z-]+",\s*fastify:\s*"5\.x"/.test(readFileSync(path, "utf8")),
    );
    expect(unnamed.map((path) => relative(src, path))).toEqual([]);
  });
});
