import type { Database } from "@lapak/db";
import { sql } from "drizzle-orm";

/**
 * Scheduled job `vacuum-database` (daily, 03:07 WIB; ADR 0032): on the embedded PGlite, `VACUUM
 * (ANALYZE)` of the whole database. PGlite runs PostgreSQL in single-user mode, without autovacuum:
 * without this, the dead rows every update leaves are never reclaimed and the planner's statistics
 * go stale. Every query waits while it runs, hence the hour. On PostgreSQL autovacuum does this:
 * nothing runs. Returns `{ vacuumed, ms }`, `ms` how long it held the database.
 */
export async function vacuumDatabase(
  database: Pick<Database, "db" | "kind">,
): Promise<{ vacuumed: boolean; ms: number }> {
  if (database.kind !== "pglite") return { vacuumed: false, ms: 0 };
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return { vacuumed: true, ms: Math.round(performance.now() - started) };
}
