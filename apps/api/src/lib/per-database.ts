import type { Db } from "@lapak/db";

/**
 * `prepare(db)` built once per database handle and kept while the handle lives (a WeakMap keyed by
 * it; a test's or a restore's handle gets its own): for a Drizzle statement prepared once
 * (`.prepare(name)`), Drizzle then rebuilds neither its SQL nor its row mapping on every call; on
 * PostgreSQL it runs as a named prepared statement per connection (ADR 0031).
 */
export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = prepare(db);
      built.set(db, value);
    }
    return value;
  };
}
