import { type Db, newId, tables } from "@lapak/db";
import { and, eq } from "drizzle-orm";
import {
  GatewayError,
  type GatewayNotification,
  InvalidSignatureError,
  type PaymentGateway,
} from "../../integrations/payments/gateway";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import { creditSale } from "./ledger";
import type { TransactionRow } from "./transaction-view";

/** What applying a notification did, stored on its inbox row (`payment_events.outcome`). */
export type NotificationOutcome =
  | "applied"
  | "duplicate"
  | "ignored"
  | "amount_mismatch"
  | "gateway_mismatch"
  | "unknown_transaction";

/**
 * `POST /v1/webhooks/payments/{gateway}` (DESIGN §3, §6 "Nothing lost"): verifies the notification
 * first (bad signature → 401 `invalid_signature`, nothing recorded; verified but unreadable → 400),
 * records it in the inbox (unique on gateway + event key; a re-delivery records nothing new), then
 * applies it once (see `applyNotification`). `gatewayName` other than the active gateway → 404.
 * Returns the id of the transaction this call turned paid, if it did (its emails go next).
 */
export async function receiveNotification(
  { db, config, gateway }: Pick<Deps, "db" | "config"> & { gateway: PaymentGateway },
  {
    gatewayName,
    headers,
    rawBody,
  }: { gatewayName: string; headers: Record<string, string | string[] | undefined>; rawBody: string },
): Promise<{ paidTransactionId: string | null }> {
  if (gatewayName !== gateway.name) throw notFound("Endpoint tidak ditemukan");
  let notification: GatewayNotification;
  try {
    notification = gateway.parseNotification({ headers, rawBody });
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      throw new AppError("invalid_signature", "Tanda tangan notifikasi tidak valid");
    }
    if (error instanceof GatewayError) throw new AppError("bad_request", "Notifikasi pembayaran tidak dapat dibaca");
    throw error;
  }
  await db
    .insert(tables.paymentEvents)
    .values({
      id: newId(),
      gateway: gateway.name,
      eventKey: notification.eventKey,
      transactionId: isUuid(notification.transactionId) ? notification.transactionId : null,
      body: rawBody,
    })
    .onConflictDoNothing();
  return applyNotification(db, { gateway: gateway.name, notification, holdDays: config.holdDays });
}

/**
 * Applies an inbox event inside ONE DB transaction, once: the event row and then the transaction
 * row are locked (`FOR UPDATE`, always in that order), an event already applied changes nothing
 * (a duplicate, or a concurrent copy), and one recorded but never applied (a crash) is applied now.
 * Status precedence paid > expired/failed > pending (DESIGN §4): "paid" with the right amount and
 * currency settles a pending, expired or failed transaction and credits the ledger in the same DB
 * transaction; "expired"/"failed" change only a pending one; nothing undoes "paid".
 */
export async function applyNotification(
  db: Db,
  { gateway, notification, holdDays }: { gateway: string; notification: GatewayNotification; holdDays: number },
): Promise<{ paidTransactionId: string | null }> {
  return db.transaction(async (tx) => {
    const e = tables.paymentEvents;
    const [event] = await tx
      .select({ id: e.id, appliedAt: e.appliedAt })
      .from(e)
      .where(and(eq(e.gateway, gateway), eq(e.eventKey, notification.eventKey)))
      .for("update");
    if (!event || event.appliedAt) return { paidTransactionId: null };

    const t = tables.transactions;
    const [row] = isUuid(notification.transactionId)
      ? await tx.select().from(t).where(eq(t.id, notification.transactionId)).for("update")
      : [];
    const now = new Date();
    const outcome = row ? await settle(tx, row, { gateway, notification, holdDays, now }) : "unknown_transaction";
    await tx.update(e).set({ outcome, appliedAt: now }).where(eq(e.id, event.id));
    return { paidTransactionId: row && outcome === "applied" && notification.status === "paid" ? row.id : null };
  });
}

/** The status change one verified notification makes to a locked transaction row. */
async function settle(
  tx: Db,
  row: TransactionRow,
  {
    gateway,
    notification,
    holdDays,
    now,
  }: { gateway: string; notification: GatewayNotification; holdDays: number; now: Date },
): Promise<NotificationOutcome> {
  // Money paid through one gateway never settles a payment made through another.
  if (row.gateway !== gateway) return "gateway_mismatch";
  if (notification.amount !== row.amount || notification.currency.toUpperCase() !== "IDR") return "amount_mismatch";
  const t = tables.transactions;
  if (notification.status === "paid") {
    if (row.status === "paid") return "duplicate";
    await tx
      .update(t)
      .set({
        status: "paid",
        paidAt: now,
        gatewayReference: row.gatewayReference ?? notification.reference,
        updatedAt: now,
      })
      .where(eq(t.id, row.id));
    await creditSale(tx, {
      sellerId: row.sellerId,
      transactionId: row.id,
      sellerNet: row.sellerNet,
      paidAt: now,
      holdDays,
    });
    return "applied";
  }
  if (notification.status === "pending" || row.status !== "pending") return "ignored";
  await tx.update(t).set({ status: notification.status, updatedAt: now }).where(eq(t.id, row.id));
  return "applied";
}
