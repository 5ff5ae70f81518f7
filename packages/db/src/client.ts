/**
 * Database client factory: PGlite (PostgreSQL in WASM) on local disk by default, PostgreSQL when a
 * connection URL is given (DESIGN §2). Both speak the same SQL and run the same migrations.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

/** The Drizzle handle every use case takes; the same type for both engines. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: its connection URL, for a library that opens its own pool (the job queue). */
  url?: string;
  close(): Promise<void>;
  /**
   * Subscribes to connections the PostgreSQL pool loses (a restart, a failover, a network cut);
   * returns the unsubscribe function. Such errors never crash the process: the pool drops the
   * broken connection and opens a new one on the next query. Without a subscriber they go to
   * `console.error`. PGlite runs in the process and loses no connection: never called there.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
  /**
   * Runs `work` while holding the cluster-wide lock `key` (a PostgreSQL session advisory lock on a
   * connection kept aside for it), so instances starting together migrate and seed one at a time;
   * the next one then finds the work done. PGlite serves one process (its folder is locked): it
   * just runs `work`.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: a consistent tarball of its data folder (PGlite's `dumpDataDir`, taken while no
   * other query runs; docs: https://pglite.dev/docs/api#dumpdatadir), uncompressed. A PGlite opened
   * with `loadDataDir` on that tarball is the same database. PostgreSQL is backed up with `pg_dump`.
   */
  dumpDataDir?(): Promise<Blob>;
}

/** The advisory lock key of start-up work (migrations and seeds): any fixed 64-bit number. */
export const STARTUP_LOCK_KEY = 7_415_263_001;

/**
 * How long a query waits for a connection (a new one, or a free one from a full pool) before it
 * fails, in ms: while PostgreSQL is unreachable requests answer 503 after this instead of hanging.
 */
export const CONNECTION_TIMEOUT_MS = 5_000;

// node-postgres returns bigint (COUNT, SUM) as strings; money sums must come back as numbers
// (DESIGN §3). Rupiah sums stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string; sharedBuffers?: string }
  | { pglite: PGlite };

/**
 * `shared_buffers` of an embedded PGlite opened from a folder. PostgreSQL's default, 128MB, costs
 * ≈ 140 MB more resident memory than 16MB (DESIGN §7); the embedded default must fit a 1 GB server
 * (DESIGN §6), and one in-process database serving one app needs no more.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Opens the database. `{ url }` → PostgreSQL pool; `{ dataDir }` → PGlite in that folder (created if
 * missing; the caller holds the process lock, see `lock.ts`; `sharedBuffers` like `"16MB"`, default
 * `PGLITE_SHARED_BUFFERS`); `{ pglite }` → an already open PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10);
  let client: PGlite;
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir, {
      // PGlite's own start parameters, plus ours: startParams replaces its defaults.
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      ],
    });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    onConnectionError: () => () => {},
    withLock: (_key, work) => work(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // Notice connections a failover left half-open (no FIN, no RST) while they sit idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const listeners = new Set<(error: Error) => void>();
  const lost = new WeakSet<pg.ClientBase>();
  const report = (error: Error, client: pg.ClientBase) => {
    // One report per connection: an idle client's error reaches both listeners below, and a
    // terminated session errs twice (the server's FATAL, then the socket's end).
    if (lost.has(client)) return;
    lost.add(client);
    if (listeners.size === 0) console.error(`database connection lost: ${error.message}`);
    for (const listener of listeners) listener(error);
  };
  // node-postgres emits `error` on the pool for an idle client and on the client itself while it
  // is checked out (inside a transaction); an `error` event nobody listens to kills the process.
  // Queries on such a client fail on their own, and the pool discards it when it is released.
  // https://node-postgres.com/apis/pool#error
  pool.on("error", report);
  pool.on("connect", (client) => client.on("error", (error) => report(error, client)));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url,
    close: () => pool.end(),
    onConnectionError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async withLock(key, work) {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [key]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        holder.release();
      }
    },
  };
}
