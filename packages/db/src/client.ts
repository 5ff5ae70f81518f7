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
  close(): Promise<void>;
}

// node-postgres returns bigint (COUNT, SUM) as strings; money sums must come back as numbers
// (DESIGN §3). Rupiah sums stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/**
 * Opens the database. `{ url }` → PostgreSQL pool; `{ dataDir }` → PGlite in that folder (created if
 * missing; the caller holds the process lock, see `lock.ts`); `{ pglite }` → an already open PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if ("pglite" in options) {
    client = options.pglite;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}
