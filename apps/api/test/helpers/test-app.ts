/**
 * `createTestApp()`: the real Fastify app (not listening) on this test file's database, with a
 * capturing mailer, test settings and rate limits off unless `env` turns them back on.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database, Db } from "@lapak/db";
import { sql } from "drizzle-orm";
import { type App, type BuildAppOptions, buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/env";
import type { PaymentGateway } from "../../src/integrations/payments/gateway";
import { type CaptureMailer, createCaptureMailer } from "./capture-mailer";
import { fileDatabase } from "./file-database";
import { checkInjectedCalls, type TrafficMode } from "./openapi-traffic";
import type { TestEngine } from "./provided-context";

export interface TestAppOptions {
  /** Environment on top of the test defaults; `undefined` removes a default (e.g. RATE_LIMIT_DISABLED). */
  env?: Record<string, string | undefined>;
  /** Defaults to the engine of the running vitest project. */
  engine?: TestEngine;
  /** `"real"` uses the app's own mailer (SMTP_URL or the outbox folder) instead of capturing. */
  mailer?: "capture" | "real";
  /**
   * The capturing mailer to send through. By default every app on the same `Database` shares one:
   * emails are jobs (ADR 0014) and any app's worker may run any of them, so with two apps alive at
   * once on one database a test would otherwise read one app's outbox while the other's worker had
   * sent the code (whichever worker fetches the job first sends it). Pass `createCaptureMailer()`
   * to tell apps apart by what each sent.
   */
  outbox?: CaptureMailer;
  /** Log level and destination (e.g. a stream collecting lines); none by default. */
  logger?: BuildAppOptions["logger"];
  /** Replaces the gateway `PAYMENT_GATEWAY` names (e.g. one that fails on purpose). */
  gateway?: PaymentGateway;
  /** Another connection to the file's database (e.g. through a proxy); the caller closes it. */
  database?: Database;
  /** Whether the app runs the scheduled jobs (ADR 0014); off unless a test is about them. */
  schedules?: boolean;
  /** Runs after the routes are registered and before `ready()`, e.g. to add a route for a test. */
  beforeReady?: (app: App) => void | Promise<void>;
  /**
   * What a call that does not match `/v1/openapi.json` does (helpers/openapi-traffic.ts): by
   * default `LAPAK_OPENAPI_TRAFFIC`'s mode, which fails the call unless set otherwise.
   */
  openapi?: TrafficMode;
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  /** What the app's workers sent (shared with the other apps on its database unless `outbox` was given); empty when `mailer: "real"`. */
  outbox: CaptureMailer;
  /** The app's temporary DATA_DIR (removed by `close`). */
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_APP_URL = "http://lapak.test";

/** One capturing mailer per database object: what every app on it sends, whichever worker sent it. */
const outboxes = new WeakMap<Database, CaptureMailer>();

function sharedOutbox(database: Database): CaptureMailer {
  let outbox = outboxes.get(database);
  if (!outbox) {
    outbox = createCaptureMailer();
    outboxes.set(database, outbox);
  }
  return outbox;
}

/**
 * Emails are background jobs (ADR 0014): after each `app.inject(...)` answers, wait until the
 * jobs it enqueued (and the ones those enqueued) are done, so a test reads the outbox as it did
 * when mail was sent inline. Jobs waiting for a retry (SMTP down) are not waited for.
 */
function drainJobsAfterInject(app: App, db: Db) {
  const inject = app.inject.bind(app);
  app.inject = ((...args: Parameters<typeof inject>) => {
    // The chainable form (no argument) is passed through as it is, not waited for: it is a thenable
    // that would run again, without its URL, if an async function returned it.
    // biome-ignore lint/suspicious/noExplicitAny: the overloads of inject.
    if (args.length === 0) return (inject as any)();
    return inject(...args).then(async (response) => {
      // A 503 says the database is away (database-outage.test.ts): no job can run, nothing to wait for.
      if (response.statusCode === 503) return response;
      const started = performance.now();
      await app.jobs.drain();
      const waited = performance.now() - started;
      if (waited > SLOW_DRAIN_MS) await reportSlowDrain(db, waited, describeRequest((args as unknown[])[0]));
      return response;
    });
  }) as typeof app.inject;
}

/** `"POST /v1/…"` for `inject`'s first argument (a URL or the request's options). */
function describeRequest(options: unknown): string {
  if (typeof options === "string") return `GET ${options}`;
  const { method = "GET", url, path } = (options ?? {}) as { method?: string; url?: unknown; path?: unknown };
  return `${method} ${String(url ?? path)}`;
}

/** A drain longer than this (ms) is printed with the jobs left: each one can give up only at 10 s. */
const SLOW_DRAIN_MS = 3_000;

/**
 * Prints a slow drain, with the request before it and the jobs still due or running, on stderr
 * (which vitest shows beside the test): a test that times out after several slow drains then says
 * which job held it, not only "timed out in 20000ms".
 */
async function reportSlowDrain(db: Db, waitedMs: number, request: string) {
  const jobs = await db
    .execute(
      sql`select name, state, started_on, start_after, retry_count from pgboss.job
          where state in ('created', 'retry', 'active') order by created_on desc limit 10`,
    )
    .then((result) => (result as { rows?: unknown[] }).rows ?? result)
    .catch((error: Error) => `(not read: ${error.message})`);
  console.warn(
    `jobs drained in ${(waitedMs / 1000).toFixed(1)} s after ${request}; ` +
      `due or running now: ${JSON.stringify(jobs)}`,
  );
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "lapak-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    APP_SECRET: "test-app-secret-0123456789abcdefghijklmnop",
    SANDBOX_WEBHOOK_SECRET: "test-sandbox-webhook-secret",
    LOG_LEVEL: "silent",
    RATE_LIMIT_DISABLED: "true",
    ...options.env,
  });
  const database = options.database ?? (await fileDatabase(options.engine)).database;
  const capture = options.outbox ?? sharedOutbox(database);
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer === "real" ? undefined : capture,
    logger: options.logger,
    gateway: options.gateway,
    schedules: options.schedules ?? false,
  });
  await options.beforeReady?.(app);
  await app.ready();
  drainJobsAfterInject(app, database.db);
  checkInjectedCalls(app, options.openapi);
  return {
    app,
    db: database.db,
    config,
    outbox: capture,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
