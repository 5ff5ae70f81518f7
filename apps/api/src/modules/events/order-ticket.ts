import type { Db } from "@lapak/db";
import { notFound } from "../../lib/app-error";
import { standingOrder } from "../orders/standing-order";
import { findTicket } from "./ticket";

const noTicket = () => notFound("Tiket tidak ditemukan");

/**
 * The ticket of order `transactionId` with what its `.ics` and QR need, for anyone holding the
 * order's id (as its order page, ADR 0046). Throws 404 for an unknown id, an order that is not
 * an event's, not paid, or refunded in full.
 */
export async function orderTicket(db: Db, transactionId: string) {
  const order = await standingOrder(db, transactionId, noTicket);
  const ticket = await findTicket(db, transactionId);
  if (!ticket) throw noTicket();
  return { transactionId, code: ticket.code, title: ticket.title, sellerName: order.sellerName, event: ticket.event };
}
