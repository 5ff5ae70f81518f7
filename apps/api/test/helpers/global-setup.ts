/**
 * Builds ONE migrated PGlite data directory per run of the `api-pglite` project and dumps it to a
 * tarball under the OS temp dir; every test file loads its own copy (`loadDataDir`). A new PGlite
 * costs ≈ 3–5 s and ≈ 0.9 GB, a copy of the template ≈ 0.7 s (DESIGN §7).
 *
 * The tarball is named after a hash of the migrations and the PGlite version, so later runs reuse
 * it until a migration changes.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrateDatabase, migrationsFolder, openDatabase, PGLITE_EXTENSIONS } from "@lapak/db";
import type { FastifyBaseLogger } from "fastify";
import type { TestProject } from "vitest/node";
import { appQueues } from "../../src/app-jobs";
import { loadConfig } from "../../src/env";
import { createJobQueue } from "../../src/lib/jobs/job-queue";
import "./provided-context";

export default async function setup(project: TestProject) {
  const file = join(tmpdir(), `lapak-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite });
    await migrateDatabase(database);
    await installJobQueue(database);
    const dump = await pglite.dumpDataDir("none"); // uncompressed: 40 MB, loads faster than gzip
    await pglite.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a parallel run never reads half a file
  }
  project.provide("pgliteTemplate", file);
}

/**
 * pg-boss's schema and the app's queues (ADR 0014), made once here: on PGlite each queue costs
 * ≈ 0.2 s to create (a partition table), and every test app would otherwise pay for all of them.
 */
export async function installJobQueue(database: Awaited<ReturnType<typeof openDatabase>>) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: tmpdir(),
    APP_SECRET: "template-app-secret-0123456789abcdefghij",
    SANDBOX_WEBHOOK_SECRET: "template",
    JOBS_DISABLED: "true",
  });
  const log = { error: () => {} } as unknown as FastifyBaseLogger;
  const jobs = createJobQueue({ database, config, log, queues: appQueues(config) });
  await jobs.start();
  await jobs.stop();
}

/** Changes when a migration, the PGlite version or the pg-boss version changes. */
function templateKey(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(join(folder, name)));
  }
  // PGlite does not export its package.json; its entry point is <package>/dist/index.cjs.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(join(dirname(dirname(entry)), "package.json")));
  hash.update(readFileSync(createRequire(import.meta.url).resolve("pg-boss/package.json")));
  return hash.digest("hex").slice(0, 16);
}
