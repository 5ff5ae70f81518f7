import type { Database } from "@lapak/db";
import { sql } from "drizzle-orm";

/**
 * Scheduled job `vacuum-database` (daily, 03:07 WIB): on the embedded PGlite, `VACUUM (ANALYZE)` of
 * the whole database. PGlite runs PostgreSQL in single-user mode, without autovacuum: without this,
 * the dead rows every update leaves (a paid transaction, a finished job) are never reclaimed and the
 * planner's statistics never refreshed — at 100,000 sales a stale estimate turned Pelanggan's search
 * from 60 ms into 2.5 s (issue 25, ADR 0024). Every query waits while it runs (≈ 2.5 s at 100,000
 * sales on the 2-core bench machine), hence the hour. On PostgreSQL autovacuum does this: nothing
 * runs. Returns `{ vacuumed, ms }`.
 */
export async function vacuumDatabase(
  database: Pick<Database, "db" | "kind">,
): Promise<{ vacuumed: boolean; ms: number }> {
  if (database.kind !== "pglite") return { vacuumed: false, ms: 0 };
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return { vacuumed: true, ms: Math.round(performance.now() - started) };
}
