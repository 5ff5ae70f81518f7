/**
 * How pg-boss reaches the database (ADR 0014). pg-boss runs every statement through one function,
 * `executeSql(text, values) → { rows }` (its `db` option): on PostgreSQL it normally opens its own
 * pool, and these executors let it run on the embedded PGlite and inside one of our DB transactions.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "@lapak/db";
import type { FastifyBaseLogger } from "fastify";
// pg-boss's own SQL texts (its package has no export map): used to recognise two of its statements.
import plans from "pg-boss/src/plans.js";

/** pg-boss's database interface (`PgBoss.Db`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the app's PGlite (one connection, shared with every request). A statement with
 * parameters runs as one extended-protocol query; a parameterless text may hold several statements
 * (pg-boss's schema creation, migrations and maintenance: `BEGIN; …; COMMIT;`), so it runs through
 * `exec` inside PGlite's own transaction, which holds the connection for the whole text and rolls
 * back if a statement fails — the one connection is never left inside an aborted transaction. The
 * inner BEGIN/COMMIT only draw PostgreSQL warnings.
 */
export function pgliteExecutor(pglite: Pick<PGlite, "query" | "transaction">): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** pg-boss on a node-postgres pool that is not its own (PostgreSQL reached through the app's pool). */
export function poolExecutor(pool: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }) {
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } satisfies SqlExecutor;
}

/**
 * pg-boss inside one of our Drizzle transactions (`db.transaction(async (tx) => …)`), so a job is
 * enqueued in the same commit as the state change that calls for it (an email claimed through
 * `notified_at` is never claimed and lost). pg-boss reuses a parameter (`$5` three times), so the
 * text is sent as it is to the transaction's own client — node-postgres' `PoolClient` or PGlite's
 * `Transaction`, both `query(text, values) → { rows }` — which Drizzle keeps on `tx.session.client`
 * (drizzle-orm 0.45; `jobs.test.ts` proves it on both engines). On PGlite a statement outside `tx`
 * would wait for the transaction that holds the one connection: inside `tx`, always pass it.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session?: { client?: Partial<SqlExecutorClient> } }).session?.client;
  if (!client || typeof client.query !== "function") {
    throw new Error("transactionExecutor: this Drizzle transaction exposes no client (drizzle-orm changed?)");
  }
  const query = client.query.bind(client);
  return { executeSql: (text, values) => query(text, values) };
}

interface SqlExecutorClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss 10 records a job's end (`complete`, `fail`) without awaiting it, so a failure there — the
 * database restarting at that moment, PGlite closing — would be an unhandled rejection, which ends
 * a Node process. This wrapper logs such a failure and answers "nothing changed" instead: the job
 * stays active, pg-boss fails it when its `expireInSeconds` pass, and it runs again (the use cases
 * are idempotent). Every other statement's error reaches pg-boss as before.
 */
export function guardJobEnds(executor: SqlExecutor, schema: string, log: FastifyBaseLogger): SqlExecutor {
  const ends = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  return {
    async executeSql(text, values) {
      if (!ends.has(text)) return executor.executeSql(text, values);
      try {
        return await executor.executeSql(text, values);
      } catch (err) {
        log.warn({ err }, "job end not recorded: the job will run again when it expires");
        return { rows: [{ count: 0 }] };
      }
    },
  };
}

/**
 * Lets requests go first (ADR 0033): pg-boss's fetch of a worker's next jobs waits for `idle()`
 * (`Database.whenIdle`: no statement of the app's database running or waiting) before it runs.
 * Every other statement — a send, a completion, the maintenance — runs at once.
 */
export function yieldingFetches(executor: SqlExecutor, schema: string, idle: () => Promise<void>): SqlExecutor {
  const fetches = new Set<string>();
  for (const includeMetadata of [true, false]) {
    for (const priority of [true, false]) {
      for (const ignoreStartAfter of [true, false]) {
        fetches.add(plans.fetchNextJob(schema)({ includeMetadata, priority, ignoreStartAfter }));
      }
    }
  }
  return {
    async executeSql(text, values) {
      if (fetches.has(text)) await idle();
      return executor.executeSql(text, values);
    },
  };
}
