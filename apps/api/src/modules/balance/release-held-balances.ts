import { tables } from "@lapak/db";
import { lte } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { releaseDueSales } from "../ledger/ledger";

/**
 * Scheduled job `release-held-balances` (every 10 minutes, ADR 0014): for every seller with a sale
 * whose hold (`HOLD_DAYS`, DESIGN §4) ended by `now` and is not released yet, books the release
 * (−pending, +available) through `releaseDueSales` — the function the balance read and the
 * withdrawal use — one DB transaction per seller. The unique (source, kind, bucket) index makes it
 * once-only whichever runs first, so a balance read meanwhile changes nothing. Returns how many
 * sales it released.
 */
export async function releaseHeldBalances({ db }: Pick<Deps, "db">, { now = new Date() }: { now?: Date } = {}) {
  const held = tables.ledgerHeld;
  // The sales on hold (`ledger_held`, ADR 0035) whose hold has ended, not every sale ever made.
  const sellers = await db.selectDistinct({ sellerId: held.sellerId }).from(held).where(lte(held.availableAt, now));
  let released = 0;
  for (const { sellerId } of sellers) {
    released += await db.transaction((tx) => releaseDueSales(tx, sellerId, now));
  }
  return { released };
}
