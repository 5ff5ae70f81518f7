/**
 * The cap on receipt and lead-magnet emails (DESIGN §6): one seller mails one address at most
 * `RECEIPTS_PER_HOUR` receipts of free checkouts an hour. A free checkout costs nothing, so without
 * it anyone could have Lapak mail hundreds of receipts a minute to someone else's inbox. Counted
 * from the database, so every app instance sees the same count.
 */
import { type Db, tables } from "@lapak/db";
import { and, count, eq, gt } from "drizzle-orm";
import type { TransactionRow } from "./transaction-view";

/** Receipts one seller may mail to one address within `RECEIPT_WINDOW_MS` (DESIGN §6: 5 per hour). */
export const RECEIPTS_PER_HOUR = 5;
/** One hour, in ms. */
export const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether the receipt of `row` may be mailed. `row` must already be claimed (its `notified_at` set,
 * `notifySale`, in the DB transaction `db` that holds the seller's row lock): the claims of that
 * seller to that address in the last hour are counted, this one included, and the receipt goes
 * when there are at most `RECEIPTS_PER_HOUR`. The lock makes concurrent claims count one after
 * another (each sees the ones committed before it), so the k-th claim sees k and no more than the
 * cap go out. A paid transaction's receipt always goes (the buyer paid, and it
 * carries their order link) and counts toward the cap of later free ones.
 */
export async function mayMailReceipt(
  db: Db,
  row: Pick<TransactionRow, "amount" | "sellerId" | "buyerEmail">,
  now = new Date(),
): Promise<boolean> {
  if (row.amount > 0) return true;
  const t = tables.transactions;
  const [claimed] = await db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        eq(t.sellerId, row.sellerId),
        eq(t.buyerEmail, row.buyerEmail),
        gt(t.notifiedAt, new Date(now.getTime() - RECEIPT_WINDOW_MS)),
      ),
    );
  return (claimed?.n ?? 0) <= RECEIPTS_PER_HOUR;
}
