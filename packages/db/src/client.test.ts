/**
 * `openDatabase` on PGlite puts Drizzle's per-query type parsers in PGlite's own table once
 * (`parseOnce`, ADR 0031): every value Drizzle reads must come back exactly as Drizzle's driver
 * reads it with its parsers passed per query — in and out of a transaction.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { date, integer, interval, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS } from "./client";

const probe = pgTable("probe", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }),
  atMode: timestamp("at_mode", { withTimezone: true, mode: "string" }),
  plain: timestamp("plain"),
  day: date("day"),
  dayAsDate: date("day_as_date", { mode: "date" }),
  span: interval("span"),
  amount: numeric("amount"),
  amounts: numeric("amounts").array(),
  ats: timestamp("ats", { withTimezone: true }).array(),
  days: date("days").array(),
  spans: interval("spans").array(),
  tags: text("tags").array(),
});

const CREATE = `create table probe (id int primary key, at timestamptz, at_mode timestamptz, plain timestamp,
  day date, day_as_date date, span interval, amount numeric, amounts numeric[], ats timestamptz[],
  days date[], spans interval[], tags text[])`;
const INSERT = `insert into probe values
  (1, '2026-11-27 07:08:09.123+07', '2026-11-27 07:08:09.123+07', '2026-11-27 01:02:03', '2026-11-27',
   '2026-02-28', '3 days 04:05:06', '12345.678', '{1.5,2.25}', '{"2026-01-01 00:00:00+00","2026-06-30 23:59:59.5+07"}',
   '{2026-01-01,2026-12-31}', '{"1 day","02:00:00"}', '{a,"b c"}'),
  (2, null, null, null, null, null, null, null, null, null, null, null, null)`;

const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function bothWays() {
  const plainClient = new PGlite();
  const plain = drizzle({ client: plainClient });
  const lean = await openDatabase({ pglite: new PGlite() });
  opened.push(plainClient, lean);
  for (const client of [plainClient, lean.db]) {
    if (client instanceof PGlite) {
      await client.exec(CREATE);
      await client.exec(INSERT);
    } else {
      await client.execute(sql.raw(CREATE));
      await client.execute(sql.raw(INSERT));
    }
  }
  return { plain, lean: lean.db };
}

// Two PGlite instances start here: seconds each on a busy machine.
describe("PGlite with Drizzle's parsers set once", () => {
  it("reads every text-kept type as Drizzle's driver does, in and out of transactions", async () => {
    const { plain, lean } = await bothWays();
    const expected = await plain.select().from(probe).orderBy(probe.id);
    expect(expected[0]?.at).toBeInstanceOf(Date);
    expect(await lean.select().from(probe).orderBy(probe.id)).toEqual(expected);
    const inTransaction = await lean.transaction((tx) => tx.select().from(probe).orderBy(probe.id));
    expect(inTransaction).toEqual(await plain.transaction((tx) => tx.select().from(probe).orderBy(probe.id)));
    // Raw SQL (Drizzle's `execute`, object rows) too.
    const raw = sql`select at, day, span, amounts, ats, now() - now() as zero from probe order by id`;
    const leanRows = ((await lean.execute(raw)) as unknown as { rows: unknown[] }).rows;
    expect(leanRows).toEqual((await plain.execute(raw)).rows);
  }, 60_000);

  it("runs a prepared statement with the same rows and errors", async () => {
    const { plain, lean } = await bothWays();
    const byId = (db: typeof lean) =>
      db
        .select()
        .from(probe)
        .where(eq(probe.id, sql.placeholder("id")))
        .prepare("probe_by_id");
    const leanById = byId(lean);
    const plainById = plain
      .select()
      .from(probe)
      .where(eq(probe.id, sql.placeholder("id")))
      .prepare("probe_by_id");
    for (const id of [1, 2, 3, 1, 2, 3])
      expect(await leanById.execute({ id })).toEqual(await plainById.execute({ id }));

    const ratio = lean
      .select({ value: sql<number>`100 / ${sql.placeholder("d")}::int` })
      .from(probe)
      .prepare("ratio");
    for (let i = 0; i < 3; i++) {
      await expect(ratio.execute({ d: 0 })).rejects.toMatchObject({ cause: { code: "22012" } });
    }
    expect(await ratio.execute({ d: 4 })).toEqual([{ value: 25 }, { value: 25 }]);
    // A transaction still runs as before, and the prepared statement after it.
    expect(await lean.transaction((tx) => tx.select().from(probe).orderBy(probe.id))).toHaveLength(2);
    expect(await leanById.execute({ id: 2 })).toEqual(await plainById.execute({ id: 2 }));
  }, 60_000);

  it("answers PGlite's own error once closed", async () => {
    const database = await openDatabase({ pglite: new PGlite() });
    const one = sql`select 1 as n`;
    await database.db.execute(one);
    await database.db.execute(one);
    await database.close();
    await expect(database.db.execute(one)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/closed/i) },
    });
  }, 60_000);
});

describe("an embedded PGlite opened from a folder", () => {
  it("runs with PGLITE_SHARED_BUFFERS (48MB) unless told otherwise", async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe("48MB");
    for (const sharedBuffers of [undefined, "24MB"]) {
      const dataDir = mkdtempSync(join(tmpdir(), "lapak-buffers-"));
      const database = await openDatabase({ dataDir, sharedBuffers });
      try {
        const result = await database.db.execute(sql`show shared_buffers`);
        expect((result as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]?.shared_buffers).toBe(
          sharedBuffers ?? "48MB",
        );
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }, 60_000);
});
