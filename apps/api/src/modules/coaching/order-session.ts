import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { effectiveStatus } from "../orders/transaction-view";
import { findSession } from "./session";

export const noSession = () => notFound("Sesi tidak ditemukan");

/**
 * The session of order `transactionId` with what its `.ics` needs, for anyone holding the order's
 * id (as its order page). Throws 404 for an unknown id, an order that is not a session's, not paid,
 * or refunded in full.
 */
export async function orderSession(db: Db, transactionId: string) {
  if (!isUuid(transactionId)) throw noSession();
  const t = tables.transactions;
  const u = tables.users;
  const [order] = await db
    .select({ row: t, sellerName: u.name })
    .from(t)
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(eq(t.id, transactionId))
    .limit(1);
  if (!order || effectiveStatus(order.row) !== "paid") throw noSession();
  if (order.row.amount > 0 && order.row.refundedAmount >= order.row.amount) throw noSession();
  const found = await findSession(db, transactionId);
  if (!found) throw noSession();
  return { row: order.row, sellerName: order.sellerName, session: found };
}
