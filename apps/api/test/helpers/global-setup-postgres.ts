/**
 * The `api-postgres` project's run: ONE migrated template database (with pg-boss's schema and the
 * app's queues, as the PGlite template has them), from which every test file's database is made
 * (`file-database.ts`), and all of them dropped when the run ends — not after each file.
 *
 * Why: every `DROP DATABASE` forces an immediate checkpoint that waits for its fsyncs, so dropping
 * a database per file floods the disk with flushes while other files' tests run, and on a disk
 * whose flushes stall a test that only commits a few rows can time out. A file's database copied
 * from the template also skips the migrations.
 *
 * Names carry the run's start in epoch seconds, `lapak_test_<s>_<hex>_<file hex>` and
 * `lapak_tpl_<s>_<hex>`: the teardown drops its own run's; a run killed before its teardown leaves
 * them, and the next run drops those older than `STALE_AFTER_S` (never a concurrent run's).
 */
import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase } from "@lapak/db";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { installJobQueue } from "./global-setup";
import "./provided-context";

/** A test database older than this (seconds) belongs to a run that was killed: dropped at setup. */
const STALE_AFTER_S = 6 * 3600;

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("Set TEST_DATABASE_URL to run the API tests on PostgreSQL");
  const started = Math.floor(Date.now() / 1000);
  const run = `${started}_${randomBytes(3).toString("hex")}`;
  const template = `lapak_tpl_${run}`;

  await withAdmin(adminUrl, async (admin) => {
    for (const name of await testDatabases(admin)) {
      const stamp = Number(/^lapak_(?:test|tpl)_(\d+)_/.exec(name)?.[1]);
      if (stamp < started - STALE_AFTER_S) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${template}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateDatabase(database);
    await installJobQueue(database);
  } finally {
    await database.close(); // CREATE DATABASE … TEMPLATE refuses a template with open sessions
  }
  project.provide("postgresTemplate", template);
  project.provide("postgresRun", run);
  const probe = await startCommitProbe(adminUrl);

  return async () => {
    console.log(await probe.stop());
    await withAdmin(adminUrl, async (admin) => {
      for (const name of await testDatabases(admin)) {
        if (name.includes(`_${run}_`) || name === template) {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }
    });
  };
}

/** How often the commit probe commits, in ms. */
const PROBE_EVERY_MS = 500;

/**
 * Commits on PostgreSQL every `PROBE_EVERY_MS` while the run lasts (`SELECT txid_current()`: its
 * commit waits for the WAL's flush, as every test's writes do) and, on `stop`, says how long they
 * took, with the time of each over 1 s — so a test that timed out can be set beside the database's
 * stalls, which its own log does not show.
 */
async function startCommitProbe(adminUrl: string): Promise<{ stop(): Promise<string> }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const latencies: { at: Date; ms: number }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = new Date();
      const started = performance.now();
      await client.query("SELECT txid_current()");
      latencies.push({ at, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop.catch(() => {});
      await client.end().catch(() => {});
      const sorted = latencies.map(({ ms }) => ms).sort((a, b) => a - b);
      const ms = (value = 0) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
      const time = (at: Date) => `${at.toISOString().slice(11, 19)} UTC`;
      const slow = latencies.filter((probe) => probe.ms > 1000);
      const worst = latencies.reduce((a, b) => (b.ms > a.ms ? b : a), latencies[0] ?? { at: new Date(), ms: 0 });
      return (
        `PostgreSQL commit probe (one every ${PROBE_EVERY_MS} ms during the run): ${sorted.length}, ` +
        `p50 ${ms(sorted[Math.floor(sorted.length / 2)])}, max ${ms(worst.ms)} at ${time(worst.at)}; ` +
        (slow.length === 0
          ? "none over 1 s"
          : `over 1 s: ${slow.map((probe) => `${time(probe.at)} (${ms(probe.ms)})`).join(", ")}`)
      );
    },
  };
}

/** Every database a test run made (`lapak_test_…`, `lapak_tpl_…`). */
async function testDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^lapak_(test|tpl)_[0-9]+_'",
  );
  return rows.map((row) => row.datname);
}

async function withAdmin(url: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
