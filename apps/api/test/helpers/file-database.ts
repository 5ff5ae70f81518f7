/**
 * One database per test file (a vitest setup file of the API projects, so its `afterAll` runs at
 * the end of every file). PGlite: a copy of the migrated template made by `global-setup.ts`.
 * PostgreSQL: `CREATE DATABASE lapak_test_<run>_<random>` through `TEST_DATABASE_URL`, from the
 * run's migrated template, dropped when the run ends (`global-setup-postgres.ts`).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { type Database, openDatabase, PGLITE_EXTENSIONS } from "@lapak/db";
import pg from "pg";
import { afterAll, inject } from "vitest";
import type { TestEngine } from "./provided-context";

const OPENED = Symbol.for("lapak.test.fileDatabases");

export interface FileDatabase {
  database: Database;
  /** How long opening (for PostgreSQL, creating from the template) took, in ms. */
  setupMs: number;
  /** PostgreSQL only: the connection URL of this file's database. */
  url?: string;
}

/**
 * The file's open databases, kept on `globalThis`: vitest runs the API files without isolation
 * (modules stay loaded from one file to the next in a worker, and this setup file runs again per
 * file), so every copy of this module must see — and this file's `afterAll` must clear — one map.
 */
type Opened = Map<TestEngine, Promise<FileDatabase & { dispose(): Promise<void> }>>;
const shared = globalThis as { [OPENED]?: Opened };
shared[OPENED] ??= new Map();
const opened: Opened = shared[OPENED];

/** The engine of the running vitest project (`api-pglite` or `api-postgres`). */
export function projectEngine(): TestEngine {
  return inject("testEngine");
}

/** This test file's database on `engine`, opened on first use and shared by every app of the file. */
export async function fileDatabase(engine: TestEngine = projectEngine()): Promise<FileDatabase> {
  let pending = opened.get(engine);
  if (!pending) {
    pending = engine === "pglite" ? openPglite() : openPostgres();
    opened.set(engine, pending);
  }
  return pending;
}

afterAll(async () => {
  const all = [...opened.values()];
  opened.clear();
  for (const pending of all) await (await pending).dispose();
});

async function openPglite() {
  const started = performance.now();
  const template = inject("pgliteTemplate");
  if (!template) throw new Error("No PGlite template: run the API tests through the api-pglite vitest project");
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ pglite });
  return { database, setupMs: performance.now() - started, dispose: () => database.close() };
}

async function openPostgres() {
  const started = performance.now();
  const adminUrl = inject("testDatabaseUrl");
  if (!adminUrl) throw new Error("Set TEST_DATABASE_URL to run the API tests on PostgreSQL");
  // Made from the run's migrated template and dropped when the run ends (global-setup-postgres.ts):
  // a DROP DATABASE here, after each file, forced a checkpoint each.
  const name = `lapak_test_${inject("postgresRun")}_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    setupMs: performance.now() - started,
    url: url.toString(),
    dispose: () => database.close(),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
