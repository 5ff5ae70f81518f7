import type { Db } from "@lapak/db";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { effectiveStatus } from "../orders/transaction-view";
import { findTicket } from "./ticket";

const noTicket = () => notFound("Tiket tidak ditemukan");

/**
 * The ticket of order `transactionId` with what its `.ics` and QR need, for anyone holding the
 * order's id (as its order page, ADR 0046). Throws 404 for an unknown id, an order that is not
 * an event's, not paid, or refunded in full.
 */
export async function orderTicket(db: Db, transactionId: string) {
  if (!isUuid(transactionId)) throw noTicket();
  const t = tables.transactions;
  const u = tables.users;
  const [order] = await db
    .select({ row: t, sellerName: u.name })
    .from(t)
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(eq(t.id, transactionId))
    .limit(1);
  if (!order || effectiveStatus(order.row) !== "paid") throw noTicket();
  if (order.row.amount > 0 && order.row.refundedAmount >= order.row.amount) throw noTicket();
  const ticket = await findTicket(db, transactionId);
  if (!ticket) throw noTicket();
  return { transactionId, code: ticket.code, title: ticket.title, sellerName: order.sellerName, event: ticket.event };
}
