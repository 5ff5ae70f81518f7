/**
 * The migration that keeps Penjualan's search text lower-cased in `transactions.search_text`
 * (`*_transaction_search_text.sql`, ADR 0036): existing sales get their text, and `migrateDatabase`
 * vacuums a PGlite it upgraded (the column rewrote the table; PGlite has no autovacuum: ADR 0032).
 * The same upgrade then spreads the rollups over shards (`*_rollup_shards.sql`, ADR 0035): existing
 * sums stay whole in shard 0, and a new sale adds to its transaction's shard.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS } from "./client";
import { migrateDatabase } from "./migrate";
import { migrationsBefore } from "./migrations-before";

const beforeSearchText = migrationsBefore("_transaction_search_text");
afterAll(() => beforeSearchText.remove());

const SELLER = "01900000-0000-7000-8000-000000000001";
const PRODUCT = "01900000-0000-7000-8000-0000000000b1";
const SALE = "01900000-0000-7000-8000-0000000000d1";
const SECOND_SALE = "01900000-0000-7000-8000-0000000000d2";

describe("Penjualan's search text as a lower-cased column", () => {
  // Runs every migration on a fresh PGlite: tens of seconds on a busy machine.
  it("fills it for existing sales, vacuums the upgraded database once, and does nothing the next time", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: beforeSearchText.folder });
    await client.exec(`
      insert into users (id, email, name) values ('${SELLER}', 'sari@contoh.id', 'Sari');
      insert into products (id, seller_id, type, title, slug, price, status)
      values ('${PRODUCT}', '${SELLER}', 'digital_download', 'E-book', 'e-book', 49000, 'published');
      insert into transactions (id, product_id, seller_id, buyer_name, buyer_email, amount, fee, seller_net, gateway,
        status, code, product_snapshot)
      values ('${SALE}', '${PRODUCT}', '${SELLER}', 'Ömer ÇELIK', 'Omer@Contoh.ID', 49000, 2450, 46550, 'sandbox',
        'paid', 'LPK-7F3K2Q', '{"title": "E-book Resep NUSANTARA"}');
    `);
    // Never analysed yet: PostgreSQL keeps -1 until the first VACUUM or ANALYZE of the table.
    const mediaTuples = async () =>
      (await client.query<{ reltuples: number }>("select reltuples from pg_class where relname = 'media'")).rows[0]
        ?.reltuples;
    expect(await mediaTuples()).toBe(-1);

    const database = await openDatabase({ pglite: client });
    expect(await migrateDatabase(database)).toBe(beforeSearchText.left);

    const { rows } = await client.query<{ search_text: string }>(
      `select search_text from transactions where id = '${SALE}'`,
    );
    expect(rows[0]?.search_text).toBe("ömer çelik\nomer@contoh.id\nlpk-7f3k2q\n\ne-book resep nusantara");
    expect(await mediaTuples()).toBe(0);

    const rollups = async () =>
      (
        await client.query<{ shards: number[]; paid: number; amount: number; pending: number }>(
          `select (select array_agg(distinct shard order by shard) from sales_daily) as shards,
            (select sum(paid_count)::int from sales_daily) as paid, (select sum(amount)::int from sales_daily) as amount,
            (select sum(amount)::int from ledger_totals where bucket = 'pending') as pending`,
        )
      ).rows[0];
    // The sale inserted before the upgrade had no ledger row: its day counts it, in shard 0.
    expect(await rollups()).toEqual({ shards: [0], paid: 1, amount: 49000, pending: null });
    const shard = await client.transaction(async (tx) => {
      await tx.exec(`
        insert into transactions (id, product_id, seller_id, buyer_name, buyer_email, amount, fee, seller_net, gateway,
          status, code, product_snapshot, paid_at)
        values ('${SECOND_SALE}', '${PRODUCT}', '${SELLER}', 'Budi', 'budi@contoh.id', 49000, 2450, 46550, 'sandbox',
          'paid', 'LPK-7F3K2R', '{"title": "E-book"}', now());
        insert into ledger_entries (id, seller_id, source_id, kind, bucket, amount, available_at)
        values ('${SECOND_SALE}', '${SELLER}', '${SECOND_SALE}', 'sale', 'pending', 46550, now() + interval '7 days');
      `);
      return (await tx.query<{ shard: number }>("select (txid_current() % 8)::int as shard")).rows[0]?.shard;
    });
    const after = await rollups();
    expect(after).toMatchObject({ paid: 2, amount: 98000, pending: 46550 });
    expect(after?.shards).toContain(shard);
    expect(await migrateDatabase(database)).toBe(0);
    await client.close();
  }, 180_000);
});
