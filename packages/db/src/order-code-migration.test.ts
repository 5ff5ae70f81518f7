/**
 * The order-code backfill of the promo migration (`*_promo.sql`, ADR 0019): on an
 * instance that already holds transactions, each gets `LPK-` + 6 Crockford base32 characters from
 * md5(id || salt), and two rows whose codes would collide are told apart by the next salt, so the
 * unique constraint holds.
 */
import { createHash, randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "./client";
import { migrationsFolder } from "./migrate";
import { migrationsBefore } from "./migrations-before";

const beforePromo = migrationsBefore("_promo");
afterAll(() => beforePromo.remove());

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SELLER = "01900000-0000-7000-8000-000000000001";
const PRODUCT = "01900000-0000-7000-8000-0000000000b1";

/** The migration's code for `id` with `salt`, computed the same way in JavaScript. */
function backfilledCode(id: string, salt: number): string {
  const digest = createHash("md5").update(`${id}${salt}`).digest();
  return `LPK-${[0, 1, 2, 3, 4, 5].map((n) => CROCKFORD[(digest[n] as number) % 32]).join("")}`;
}

/** Two transaction ids whose salt-0 codes are the same (a birthday search over 2^30 codes). */
function collidingIds(): [string, string] {
  const seen = new Map<string, string>();
  for (;;) {
    const id = randomUUID();
    const code = backfilledCode(id, 0);
    const earlier = seen.get(code);
    if (earlier) return [earlier, id];
    seen.set(code, id);
  }
}

describe("backfilling order codes", () => {
  // Runs every migration on a fresh PGlite: tens of seconds on a busy machine.
  it("gives every existing transaction a unique code, salting again the ones that collide", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: beforePromo.folder });
    const [first, second] = collidingIds();
    const lone = randomUUID();
    await client.exec(`
      insert into users (id, email, name) values ('${SELLER}', 'sari@contoh.id', 'Sari');
      insert into products (id, seller_id, type, title, slug, price, status)
      values ('${PRODUCT}', '${SELLER}', 'digital_download', 'E-book', 'e-book', 49000, 'published');
      insert into transactions (id, product_id, seller_id, buyer_name, buyer_email, amount, fee, seller_net, gateway, status)
      values
        ('${lone}', '${PRODUCT}', '${SELLER}', 'Budi', 'budi@contoh.id', 49000, 2450, 46550, 'sandbox', 'paid'),
        ('${first}', '${PRODUCT}', '${SELLER}', 'Rina', 'rina@contoh.id', 49000, 2450, 46550, 'sandbox', 'paid'),
        ('${second}', '${PRODUCT}', '${SELLER}', 'Andi', 'andi@contoh.id', 49000, 2450, 46550, 'sandbox', 'expired');
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const rows = await client.query<{ id: string; code: string }>("select id, code from transactions");
    const codes = new Map(rows.rows.map((row) => [row.id, row.code]));
    expect(codes.get(lone)).toBe(backfilledCode(lone, 0));
    // Of the colliding pair, the smaller id keeps its first code; the other is drawn again.
    const [keeper, redrawn] = first < second ? [first, second] : [second, first];
    expect(codes.get(keeper)).toBe(backfilledCode(keeper, 0));
    expect(codes.get(redrawn)).toBe(backfilledCode(redrawn, 1));
    expect(new Set(codes.values()).size).toBe(3);
    await client.close();
  }, 120_000);
});
