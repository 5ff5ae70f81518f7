import type { Db } from "@lapak/db";
import { notFound } from "../../lib/app-error";
import { standingOrder } from "../orders/standing-order";
import { findSession } from "./session";

export const noSession = () => notFound("Sesi tidak ditemukan");

/**
 * The session of order `transactionId` with what its `.ics` needs, for anyone holding the order's
 * id (as its order page). Throws 404 for an unknown id, an order that is not a session's, not paid,
 * or refunded in full.
 */
export async function orderSession(db: Db, transactionId: string) {
  const order = await standingOrder(db, transactionId, noSession);
  const found = await findSession(db, transactionId);
  if (!found) throw noSession();
  return { row: order.row, sellerName: order.sellerName, session: found };
}
