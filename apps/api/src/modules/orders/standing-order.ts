/**
 * A paid order that still stands (not refunded in full), read by whoever holds its id like its
 * order page: what a ticket's and a 1:1 session's `.ics`, QR and move start from (ADR 0046,
 * ADR 0047).
 */
import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { effectiveStatus } from "./transaction-view";

/**
 * The transaction row of order `transactionId` and its seller's name. Throws `missing()` (the
 * caller's 404) for an id that is no UUID or no order, an order that is not paid, or one refunded
 * in full (a free order is never refunded).
 */
export async function standingOrder(db: Db, transactionId: string, missing: () => AppError) {
  if (!isUuid(transactionId)) throw missing();
  const t = tables.transactions;
  const u = tables.users;
  const [order] = await db
    .select({ row: t, sellerName: u.name })
    .from(t)
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(eq(t.id, transactionId))
    .limit(1);
  if (!order || effectiveStatus(order.row) !== "paid") throw missing();
  if (order.row.amount > 0 && order.row.refundedAmount >= order.row.amount) throw missing();
  return order;
}
