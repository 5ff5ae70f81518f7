/**
 * Database client factory: PGlite (PostgreSQL in WASM) on local disk by default, PostgreSQL when a
 * connection URL is given (DESIGN §2). Both speak the same SQL and run the same migrations.
 */
import { mkdirSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Busyness, operationCounter, whenIdle } from "./idle";
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
   * Resolves once no statement made through `db` is running or waiting (on PostgreSQL: no
   * connection of the pool checked out, no query queued for one), seen across a turn of the event
   * loop, or after `maxWaitMs` at the latest (`idle.ts`). The job queue waits for it before it
   * fetches or starts a job, so the requests' statements go first (ADR 0033). Never call it from a
   * request: it is for work that can wait.
   */
  whenIdle(maxWaitMs: number): Promise<void>;
  /**
   * PGlite only: a consistent tarball of its data folder (PGlite's `dumpDataDir`, taken while no
   * other query runs; docs: https://pglite.dev/docs/api#dumpdatadir), uncompressed. A PGlite opened
   * with `loadDataDir` on that tarball is the same database. PostgreSQL is backed up with `pg_dump`.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite on a folder only: copies its data folder into the new folder `into` while no query runs
   * (PGlite's query lock), with asynchronous file copies, so the event loop keeps serving what
   * needs no database meanwhile. The copy is what a power cut would leave (WAL included): PGlite
   * opened on it replays the WAL and is the database as of the copy. Resolves with how long queries
   * were held, in ms. Faster to hold than `dumpDataDir`, which reads every file synchronously.
   */
  snapshotDataDir?(into: string): Promise<{ heldMs: number }>;
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
 * The PostgreSQL extensions a PGlite holding Lapak's database loads (`new PGlite(…, { extensions })`):
 * pg_trgm, for the search box's trigram index (migration 0025, ADR 0036). Every PGlite opened on
 * Lapak's database passes these — without them, writing a transaction fails on that index.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * `shared_buffers` of an embedded PGlite opened from a folder (ADR 0032, DESIGN §7): small enough
 * for a 1 GB server (DESIGN §6), large enough that a search over 100,000 sales reads its heap pages
 * from memory. Buffers cost memory only as pages fill them, so a small store's process is no larger.
 */
export const PGLITE_SHARED_BUFFERS = "48MB";

/**
 * Opens the database. `{ url }` → PostgreSQL pool; `{ dataDir }` → PGlite in that folder (created if
 * missing; the caller holds the process lock, see `lock.ts`; `sharedBuffers` like `"48MB"`, default
 * `PGLITE_SHARED_BUFFERS`); `{ pglite }` → an already open PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10);
  let client: PGlite;
  let folder: string | undefined;
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    folder = options.dataDir;
    client = new PGlite(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      // PGlite's own start parameters, plus ours: startParams replaces its defaults.
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      ],
    });
  }
  await client.waitReady;
  parseOnce(client);
  // Every statement of `db` (and of the job queue, which reaches PGlite through `db.$client`) is
  // counted, so background work can wait until PGlite has none running or queued (`whenIdle`).
  const statements = operationCounter();
  const counted: CountedPglite = {
    query: (text, params, options) => statements.track(() => client.query(text, params, options)),
    exec: (text, options) => statements.track(() => client.exec(text, options)),
    transaction: (work) => statements.track(() => client.transaction(work)),
  };
  const db = drizzlePglite({ client: counted as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    onConnectionError: () => () => {},
    withLock: (_key, work) => work(),
    whenIdle: (maxWaitMs) => whenIdle(statements, maxWaitMs),
    dumpDataDir: () => client.dumpDataDir("none"),
    ...(folder ? { snapshotDataDir: (into: string) => snapshotFolder(client, folder, into) } : {}),
  };
}

/**
 * The type parsers Drizzle's PGlite driver hands PGlite with every query (drizzle-orm
 * `pglite/session.js`): timestamps, dates, intervals and their arrays, and `numeric[]`, kept as the
 * text PostgreSQL sent, which Drizzle's column types then map themselves.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/**
 * Makes Drizzle's per-query parsers PGlite's own (ADR 0031): PGlite merges a query's `parsers` into
 * a copy of its whole table for every query that passes them, and Drizzle's driver passes them with
 * every query. The same text-keeping parsers are put in the table once, after PGlite built its array
 * types, and a query's `parsers` naming only those types is dropped, in and out of transactions; a
 * query passing any other parser keeps it. Returns the function that drops them.
 */
function parseOnce(client: PGlite): (options: QueryOptions | undefined) => QueryOptions | undefined {
  const keepText = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepText;
  const known = new Set(DRIZZLE_TEXT_TYPES.map(String));
  const lean = (options: QueryOptions | undefined): QueryOptions | undefined =>
    options?.parsers && Object.keys(options.parsers).every((type) => known.has(type))
      ? { ...options, parsers: undefined }
      : options;
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, lean(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      return work(
        Object.assign(tx, {
          query: ((text, params, options) => txQuery(text, params, lean(options))) as typeof tx.query,
        }),
      );
    });
  return lean;
}

/**
 * The part of PGlite that Drizzle and the job queue call (`query`, `exec`, `transaction`), each call
 * counted from its start to its end (`operationCounter`).
 */
export type CountedPglite = Pick<PGlite, "query" | "exec" | "transaction">;

/**
 * See `Database.snapshotDataDir`. Two passes, like `rsync` before a final `rsync` under a lock:
 * the folder is copied while queries go on, then, holding PGlite's query lock, every file written
 * since the first pass began is copied again and files gone since are removed. A file's mtime is
 * updated by every write (PostgreSQL writes with write(2), never through mmap), but the kernel stamps
 * it with a coarse clock, so the second pass takes every file stamped up to `MTIME_MARGIN_MS` before
 * the first pass began: a file older than that was not written during the first pass.
 */
async function snapshotFolder(client: PGlite, folder: string, into: string): Promise<{ heldMs: number }> {
  const firstPassStarted = Date.now();
  await cp(folder, into, { recursive: true, errorOnExist: true, force: false });
  return client.runExclusive(async () => {
    const held = performance.now();
    await copyChangedSince(folder, into, firstPassStarted - MTIME_MARGIN_MS);
    return { heldMs: Math.round(performance.now() - held) };
  });
}

/** How far before the first pass a file's mtime still counts as "maybe written during it", in ms. */
const MTIME_MARGIN_MS = 2_000;

/** Makes `into` equal to `from` for every file changed since `sinceMs` (epoch ms) or missing or resized. */
async function copyChangedSince(from: string, into: string, sinceMs: number): Promise<void> {
  const sources = await readdir(from, { withFileTypes: true });
  const names = new Set(sources.map((entry) => entry.name));
  for (const stale of await readdir(into)) {
    if (!names.has(stale)) await rm(join(into, stale), { recursive: true, force: true });
  }
  for (const entry of sources) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true });
      await copyChangedSince(source, target, sinceMs);
      continue;
    }
    const [now, copied] = await Promise.all([stat(source), stat(target).catch(() => undefined)]);
    if (!copied || copied.size !== now.size || now.mtimeMs >= sinceMs) await copyFile(source, target);
  }
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
  // Busy while a connection is checked out (a query, a transaction) or a query waits for one.
  const busyness: Busyness = {
    busy: () => pool.totalCount - pool.idleCount + pool.waitingCount > 0,
    onSettled(listener) {
      pool.on("release", listener);
      pool.on("remove", listener);
      return () => {
        pool.off("release", listener);
        pool.off("remove", listener);
      };
    },
  };
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
    whenIdle: (maxWaitMs) => whenIdle(busyness, maxWaitMs),
  };
}
