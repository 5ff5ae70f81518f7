/**
 * The background job queue (ADR 0014): pg-boss 10 on the app's PostgreSQL database, in its own
 * `pgboss` schema. A job is a row, so it survives restarts; workers take jobs with
 * `FOR UPDATE SKIP LOCKED`, so each job runs on one instance even when N instances work the same
 * queue; a failed job is retried with exponential backoff; one whose worker died (a crash, a kill)
 * is retried once its `expireInSeconds` pass. On PostgreSQL pg-boss opens its own small pool;
 * on the embedded PGlite it runs the same SQL through the app's one connection (`sql-executors.ts`).
 */
import type { PGlite } from "@electric-sql/pglite";
import type { Database, Db } from "@lapak/db";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import PgBoss from "pg-boss";
import type { Config } from "../../env";
import { type RequestLoad, whenRequestsQuiet } from "../request-load";
import {
  guardJobEnds,
  pgliteExecutor,
  poolExecutor,
  type SqlExecutor,
  transactionExecutor,
  yieldingFetches,
} from "./sql-executors";

/** A queue and its policy. Times in seconds. */
export interface QueueDefinition {
  name: string;
  /** Retries after the first failure (0: none). Backoff doubles from `Config.jobs.retryDelaySeconds`. */
  retryLimit: number;
  /** How long one run may take before pg-boss fails it (and retries it), in seconds. */
  expireInSeconds: number;
  /** How many jobs of this queue one instance runs at once (one polling loop each). */
  concurrency?: number;
  /** How often an idle worker of this queue polls, in seconds; `Config.jobs.pollSeconds` by default. */
  pollSeconds?: number;
  /** `stately`: at most one job waiting and one running (scheduled work); `standard` otherwise. */
  policy?: "standard" | "stately";
}

/** What a handler learns about its job. */
export interface JobInfo {
  id: string;
  /** 0 on the first run. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  /**
   * Enqueues a job; `tx` puts it in that DB transaction (it exists only if the transaction commits).
   * Wakes this instance's workers of the queue, so a job enqueued outside a transaction starts at
   * once. Returns the job id. Throws what the database throws.
   */
  send<T extends object>(name: string, data: T, options?: { tx?: Db }): Promise<string>;
  /** Registers the handler of a queue (before `start`); a throw fails the run, to be retried. */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /**
   * Adds a cron schedule (UTC, minute precision) that enqueues `{}` on `name`; before `start`. An
   * app built with `schedules: false` neither schedules nor works such a queue.
   */
  schedule(name: string, cron: string): void;
  /**
   * Removes, at `start`, the cron schedule of a job this version no longer has (one an older
   * version's database may still hold), so pg-boss stops enqueueing what nobody works; before `start`.
   */
  unschedule(name: string): void;
  /** Creates the schema and queues, then starts the workers and schedules (unless jobs are disabled). */
  start(): Promise<void>;
  /** Stops taking jobs, waits for running ones (up to `timeoutMs`, default 30 s), then closes. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Tests: resolves once no job of a worked queue is due or running (jobs waiting for a retry are
   * not waited for, nor a job running for more than 5 s — one another app on the same database
   * took and was closed over). Wakes the workers while it waits. Answers at once in an app that has
   * never sent a job (jobs other instances send are not seen).
   * Gives up after `timeoutMs` (default 10 s) with a warning naming the busy queues, so a job held
   * by another app on the same database cannot hang a test.
   */
  drain(timeoutMs?: number): Promise<void>;
}

const SCHEMA = "pgboss";

/**
 * The longest a worker waits for the app's requests to calm down and its database to be idle before
 * it fetches or starts a job, in ms (`whenRequestsQuiet`, `Database.whenIdle`): under a load that
 * never pauses, each worker still takes a job this often.
 */
export const IDLE_WAIT_MS = 2_000;

/**
 * Builds the queue for `database`. `queues` lists every queue this app sends to or works; `work`
 * and `schedule` run only when `config.jobs.disabled` is false and `schedules` is not false.
 * `requestLoad` is the app's (`trackRequestLoad`): workers step aside while requests keep it busy.
 */
export function createJobQueue({
  database,
  config,
  log,
  queues,
  schedules = true,
  requestLoad,
}: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  queues: QueueDefinition[];
  schedules?: boolean;
  requestLoad?: RequestLoad;
}): JobQueue {
  const { executor, close } = connection(database, log);
  // Requests first (ADR 0033): a worker fetches a job only once the
  // app's requests have left it mostly free for a moment (`whenRequestsQuiet`) and no statement of
  // its database is running or waiting — both within `IDLE_WAIT_MS`. Only jobs wait; requests never do.
  const idle = async () => {
    const deadline = performance.now() + IDLE_WAIT_MS;
    if (requestLoad) await whenRequestsQuiet(requestLoad, deadline);
    await database.whenIdle(Math.max(0, deadline - performance.now()));
  };
  const boss = new PgBoss({
    db: guardJobEnds(yieldingFetches(executor, SCHEMA, idle), SCHEMA, log),
    schema: SCHEMA,
    schedule: schedules && !config.jobs.disabled,
    supervise: !config.jobs.disabled,
    // Completed jobs are archived after a day, and deleted from the archive a week later; a job that
    // failed for good stays in `pgboss.job` (state `failed`) for an operator to read for 14 days.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 14 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on("error", (err: Error) => log.error({ err }, "job queue error"));

  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const handlers = new Map<string, JobHandler<object>>();
  const crons: { name: string; cron: string }[] = [];
  const retired: string[] = [];
  const workerIds = new Map<string, string[]>();
  const known = (name: string) => {
    if (!byName.has(name)) throw new Error(`unknown job queue: ${name}`);
  };
  let started = false;
  // Jobs this instance has sent: a drain in an app that never sent one asks the database nothing.
  // (Counting the ones a drain saw done would race: a job sent inside a transaction is counted
  // before it commits, so a concurrent drain could mark it done unseen.)
  let sends = 0;

  return {
    async send(name, data, options = {}) {
      known(name);
      sends++;
      const id = await boss.send(name, data, options.tx ? { db: transactionExecutor(options.tx) } : {});
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      // `send` answers null only for throttled or singleton sends, which these queues never use.
      return id as string;
    },
    work(name, handler) {
      known(name);
      handlers.set(name, handler as JobHandler<object>);
    },
    schedule(name, cron) {
      known(name);
      crons.push({ name, cron });
    },
    unschedule(name) {
      retired.push(name);
    },
    async start() {
      await boss.start();
      started = true;
      for (const queue of queues) {
        const options = {
          policy: queue.policy ?? "standard",
          retryLimit: queue.retryLimit,
          retryDelay: config.jobs.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
        } as const;
        await boss.createQueue(queue.name, { name: queue.name, ...options });
        await boss.updateQueue(queue.name, { name: queue.name, ...options }); // a queue made by an older version takes the current policy
      }
      if (config.jobs.disabled) return;
      const scheduled = new Set(crons.map(({ name }) => name));
      for (const [name, handler] of handlers) {
        if (!schedules && scheduled.has(name)) continue;
        const queue = byName.get(name);
        const options = {
          pollingIntervalSeconds: queue?.pollSeconds ?? config.jobs.pollSeconds,
          includeMetadata: true,
        } as const;
        const ids: string[] = [];
        for (let i = 0; i < (queue?.concurrency ?? 1); i++) {
          // pg-boss waits a whole polling interval after every job it ran unless the worker is
          // notified: one job per `pollSeconds` in a burst.
          // Waking the worker after each job makes it take the next one at once; it waits only
          // when a fetch finds nothing.
          let workerId = "";
          workerId = await boss.work<object>(name, options, async ([job]) => {
            try {
              if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
            } finally {
              if (workerId && started) boss.notifyWorker(workerId);
            }
          });
          ids.push(workerId);
        }
        workerIds.set(name, ids);
      }
      if (schedules) {
        for (const name of retired) await boss.unschedule(name);
        for (const { name, cron } of crons) await boss.schedule(name, cron, {}, { tz: "UTC" });
      }
    },
    async stop(timeoutMs = 30_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      await close();
    },
    async drain(timeoutMs = 10_000) {
      const names = [...workerIds.keys()];
      if (names.length === 0 || config.jobs.disabled || sends === 0) return;
      let wokenAt = 0;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await boss.getDb().executeSql(
          `select name, bool_or(state <> 'active') as waiting from ${SCHEMA}.job
            where name = any($1::text[])
              and ((state = 'active' and started_on > now() - interval '5 seconds')
                or (state in ('created', 'retry') and start_after <= now()))
            group by name`,
          [names],
        );
        const busy = rows as { name: string; waiting: boolean }[];
        if (busy.length === 0) return;
        if (Date.now() > deadline) {
          log.warn({ busy }, "job queue drain gave up: jobs still due or running");
          return;
        }
        // Wake the workers of queues with a job waiting, now and then — not on every check: each
        // wake is a fetch, and on PGlite's one connection a flood of them starves the workers.
        if (Date.now() - wokenAt > 250) {
          wokenAt = Date.now();
          for (const { name, waiting } of busy) {
            if (waiting) for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/**
 * A small pool of the queue's own on PostgreSQL (the URL the app's database was opened with: 3
 * connections, errors of idle ones logged, never fatal); the app's PGlite otherwise. A PostgreSQL
 * `Database` without a URL (a test's hand-made one) lends its pool. `close` ends the own pool.
 */
function connection(database: Database, log: FastifyBaseLogger): { executor: SqlExecutor; close(): Promise<void> } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    // `openDatabase`'s counted PGlite: the queue's statements count as the database's (`whenIdle`).
    return { executor: pgliteExecutor(client as Pick<PGlite, "query" | "transaction">), close: async () => {} };
  }
  if (!database.url) return { executor: poolExecutor(client as pg.Pool), close: async () => {} };
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 3,
    application_name: "lapak-jobs",
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  pool.on("error", (err) => log.warn({ err }, "job queue: database connection lost"));
  return { executor: poolExecutor(pool), close: () => pool.end() };
}
