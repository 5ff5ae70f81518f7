import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { type Database, openDatabase, PGLITE_EXTENSIONS } from "@lapak/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpDatabase } from "./dump-database";

describe("the PGlite part of a backup (ADR 0018: never blocks requests for more than a moment)", () => {
  const root = mkdtempSync(join(tmpdir(), "lapak-dump-"));
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: join(root, "db") });
    await database.db.execute(sql`CREATE TABLE orders (id serial PRIMARY KEY, total integer NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE ledger (id serial PRIMARY KEY, amount integer NOT NULL)`);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("copies the folder while other work goes on, and the copy holds only whole transactions", async () => {
    // Writers keep committing an order and its ledger row together while the snapshot is taken.
    let writing = true;
    const writer = (async () => {
      for (let i = 1; writing; i++) {
        // PGlite answers in microtasks: a write loop must yield or no timer ever runs.
        await new Promise((resolve) => setImmediate(resolve));
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO orders (total) VALUES (${i})`);
          await tx.execute(sql`INSERT INTO ledger (amount) VALUES (${i})`);
        });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));

    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    const path = join(root, "pglite.tar.gz");
    const { heldMs } = await dumpDatabase(database, path);
    clearInterval(ticker);
    writing = false;
    await writer;

    // The event loop kept turning while the folder was copied (dumpDataDir reads it synchronously).
    expect(turns).toBeGreaterThan(0);
    expect(heldMs).toBeGreaterThanOrEqual(0);

    const restored = new PGlite(join(root, "restored"), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([new Uint8Array(gunzipSync(readFileSync(path)))]),
    });
    const orders = await restored.query<{ n: number; sum: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(total), 0)::int AS sum FROM orders",
    );
    const ledger = await restored.query<{ n: number; sum: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum FROM ledger",
    );
    await restored.close();
    expect(orders.rows[0]?.n).toBeGreaterThan(0);
    expect(ledger.rows[0]).toEqual(orders.rows[0]);
  }, 60_000);
});
