/**
 * `createTestApp()`: the real Fastify app (not listening) on this test file's database, with a
 * capturing mailer, test settings and rate limits off unless `env` turns them back on.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database, Db } from "@lapak/db";
import { type App, type BuildAppOptions, buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/env";
import type { PaymentGateway } from "../../src/integrations/payments/gateway";
import { type CaptureMailer, createCaptureMailer } from "./capture-mailer";
import { fileDatabase } from "./file-database";
import type { TestEngine } from "./provided-context";

export interface TestAppOptions {
  /** Environment on top of the test defaults; `undefined` removes a default (e.g. RATE_LIMIT_DISABLED). */
  env?: Record<string, string | undefined>;
  /** Defaults to the engine of the running vitest project. */
  engine?: TestEngine;
  /** `"real"` uses the app's own mailer (SMTP_URL or the outbox folder) instead of capturing. */
  mailer?: "capture" | "real";
  /**
   * The capturing mailer to send through, e.g. another app's on the same database: emails are jobs
   * (ADR 0014) and any app's worker may run any of them, so two apps alive at once on one database
   * must share what they capture, or a test reads one app's outbox while the other sent the code.
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
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  /** Empty when `mailer: "real"`; pass it as `outbox` to a second app on the same database. */
  outbox: CaptureMailer;
  /** The app's temporary DATA_DIR (removed by `close`). */
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_APP_URL = "http://lapak.test";

/**
 * Emails are background jobs (ADR 0014): after each `app.inject(...)` answers, wait until the
 * jobs it enqueued (and the ones those enqueued) are done, so a test reads the outbox as it did
 * when mail was sent inline. Jobs waiting for a retry (SMTP down) are not waited for.
 */
function drainJobsAfterInject(app: App) {
  const inject = app.inject.bind(app);
  app.inject = ((...args: Parameters<typeof inject>) => {
    // The chainable form (no argument) is passed through as it is, not waited for: it is a thenable
    // that would run again, without its URL, if an async function returned it.
    // biome-ignore lint/suspicious/noExplicitAny: the overloads of inject.
    if (args.length === 0) return (inject as any)();
    return inject(...args).then(async (response) => {
      // A 503 says the database is away (database-outage.test.ts): no job can run, nothing to wait for.
      if (response.statusCode !== 503) await app.jobs.drain();
      return response;
    });
  }) as typeof app.inject;
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
  const capture = options.outbox ?? createCaptureMailer();
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
  drainJobsAfterInject(app);
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
