import { tables } from "@lapak/db";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { releaseDueSales } from "../payments/ledger";

/**
 * Scheduled job `release-held-balances` (every 10 minutes, ADR 0014): for every seller with a sale
 * whose hold (`HOLD_DAYS`, DESIGN §4) ended by `now` and is not released yet, books the release
 * (−pending, +available) through `releaseDueSales` — the function the balance read and the
 * withdrawal use — one DB transaction per seller. The unique (source, kind, bucket) index makes it
 * once-only whichever runs first, so a balance read meanwhile changes nothing. Returns how many
 * sales it released.
 */
export async function releaseHeldBalances({ db }: Pick<Deps, "db">, { now = new Date() }: { now?: Date } = {}) {
  const le = tables.ledgerEntries;
  const sellers = await db
    .selectDistinct({ sellerId: le.sellerId })
    .from(le)
    .where(
      and(
        eq(le.kind, "sale"),
        lte(le.availableAt, now),
        sql`not exists (select 1 from ledger_entries r where r.source_id = ledger_entries.source_id and r.kind = 'release')`,
      ),
    );
  let released = 0;
  for (const { sellerId } of sellers) {
    released += await db.transaction((tx) => releaseDueSales(tx, sellerId, now));
  }
  return { released };
}
